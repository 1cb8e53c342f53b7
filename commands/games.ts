import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName, playerToMove } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { gameLinks } from '../src/bot/game-link';
import { readerT } from '../src/bot/locale';
import { answer, deferPrivately } from '../src/bot/reply';

export const name = 'games';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.games');
}

/** The live games the member is in on this server, whose turn it is in each, and a link there. */
export async function execute({ interaction, deps, guildId, actor }: CommandContext) {
  // reads every listed game: acknowledge first
  await deferPrivately(interaction);
  const games = await deps.service.gamesOf(guildId, actor.userId);
  const t = readerT(interaction);
  if (!games.length) return answer(interaction, { key: 'games.none' });
  const lines = games.map(({ channelId, record }) => {
    const { channel, link } = gameLinks(guildId, channelId, record);
    // whoever the game waits for: the active player, or a question's player
    const active = playerToMove(record);
    if (record.status !== 'playing' || !active || !record.state) {
      return t('games.lobby', { channel, players: record.seats.map((s) => displayName(s.name)) });
    }
    const turn = record.state.turn.number;
    if (active.id === actor.userId) return t('games.your-turn', { channel, turn, link });
    return t('games.turn', { channel, turn, link, player: displayName(active.name) });
  });
  await answer(interaction, [t('games.title'), ...lines].join('\n'));
}
