// `/carcassonne new thread:true`: the game gets a public thread of its own under the channel, and lives
// there (the thread's id is the game's channel id), so a slow game does not bury the channel's talk.
import { ChannelType, type ChatInputCommandInteraction, ThreadAutoArchiveDuration } from 'discord.js';
import { displayName } from '../app/describe';
import { clipText } from '../app/echo';
import type { Actor } from '../app/game-service';
import { DEFAULT_LOCALE, type Locale, translator } from '../i18n';
import type { BotDeps } from './context';
import { gameT } from './locale';
import { lobbyMessage } from './messages';
import { missingThreadPermissions } from './permissions';
import { postProblem } from './presenter';
import { answer } from './reply';

const NO_MENTIONS = { parse: [] as [] };
/** Discord caps thread names at 100 characters. */
const NAME_LIMIT = 100;

/** The game thread's name, cut to Discord's limit between characters (an emoji is never split in two). */
export function threadName(language: Locale, host: string): string {
  return clipText(translator(language)('new.thread-name', { player: host }), NAME_LIMIT);
}

export async function openGameInThread(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  actor: Actor,
  settings: { expansions: string[]; options: Record<string, unknown>; turnHours: number; language?: Locale },
): Promise<void> {
  // acknowledged privately on arrival (commands/new.ts): creating the thread is a round trip to Discord
  const parent = interaction.channel;
  if (parent?.type !== ChannelType.GuildText) return answer(interaction, { key: 'new.thread-not-here' });
  const missing = missingThreadPermissions(interaction);
  if (missing.length) {
    return answer(interaction, { key: 'permission.thread-advice', params: { count: missing.length, missing } });
  }
  const name = threadName(settings.language ?? DEFAULT_LOCALE, actor.name);
  let thread: Awaited<ReturnType<typeof parent.threads.create>>;
  try {
    thread = await parent.threads.create({
      name,
      type: ChannelType.PublicThread,
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
    });
  } catch (error) {
    return answer(interaction, { key: 'new.thread-failed', params: { problem: postProblem(error) } });
  }
  // the thread is stored with the game, so the channel can point to it after a restart (lobby.ts)
  const outcome = await deps.service.newGame(thread.id, interaction.guildId ?? '', actor, {
    ...settings,
    thread: { threadId: thread.id, parentId: parent.id },
  });
  if (!outcome.ok) {
    // the settings were refused: the empty thread goes again (best effort: it may need Manage Threads)
    await thread.delete().catch(() => {});
    return answer(interaction, outcome.message);
  }
  const { record } = outcome;
  const said = gameT(record);
  const lobby = await thread.send(lobbyMessage(record, said('lobby.opened', { player: displayName(actor.name) })));
  await deps.presenter.remember(thread.id, [lobby.id]);
  // the channel learns where the game is; the host's private answer says the same
  const opened = said('new.thread-opened', { player: displayName(actor.name), thread: `<#${thread.id}>` });
  await parent.send({ content: opened, allowedMentions: NO_MENTIONS }).catch(() => {});
  await answer(interaction, {
    key: 'new.thread-opened',
    params: { player: displayName(actor.name), thread: `<#${thread.id}>` },
  });
}
