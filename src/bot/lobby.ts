// Gathering players and changing seats: new, join, start, leave, remove, abandon. Shared by the slash
// commands and the lobby's buttons. None of these render before answering, so they reply directly.
import type { ChatInputCommandInteraction, RepliableInteraction } from 'discord.js';
import { describeEvents, displayName, playerName } from '../app/describe';
import { type Actor, abandonVotesNeeded, hostOf, type Outcome } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { DEFAULT_LOCALE, translate } from '../i18n';
import type { BotDeps } from './context';
import { lobbyMessage } from './messages';
import { missingPostPermissions, permissionAdvice } from './permissions';
import { channelOf } from './presenter';
import { answer } from './reply';

type Success = Extract<Outcome, { ok: true }>;
const NO_MENTIONS = { parse: [] as [] };

/** Shows the lobby: edits the clicked lobby message, or posts a fresh one and retires the old. */
async function showLobby(interaction: RepliableInteraction, deps: BotDeps, record: GameRecord, headline: string) {
  const parts = lobbyMessage(record, headline);
  if (interaction.isButton()) {
    await interaction.update(parts);
    return;
  }
  const response = await interaction.reply({ ...parts, withResponse: true });
  const messageId = response.resource?.message?.id;
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.retire(channel, record.liveMessages);
  if (record.status === 'lobby')
    await deps.presenter.remember(interaction.channelId ?? '', messageId ? [messageId] : []);
}

export async function openGame(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  actor: Actor,
  settings: { expansions: string[]; options: Record<string, unknown>; turnHours: number },
): Promise<void> {
  const outcome = await deps.service.newGame(interaction.channelId, interaction.guildId ?? '', actor, settings);
  if (!outcome.ok) return answer(interaction, outcome.message);
  await showLobby(interaction, deps, outcome.record, `**${displayName(actor.name)}** wants to play Carcassonne!`);
}

export async function joinGame(
  interaction: RepliableInteraction,
  deps: BotDeps,
  actor: Actor,
  gameId?: string,
): Promise<void> {
  const channelId = interaction.channelId ?? '';
  if (gameId && (await deps.service.find(channelId))?.gameId !== gameId) {
    return answer(
      interaction,
      'That lobby is closed. Look for the latest one, or start a game with `/carcassonne new`.',
    );
  }
  const outcome = await deps.service.join(channelId, actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  await showLobby(interaction, deps, outcome.record, `**${displayName(actor.name)}** joined the game.`);
}

export async function startGame(
  interaction: RepliableInteraction,
  deps: BotDeps,
  actor: Actor,
  gameId?: string,
): Promise<void> {
  const channelId = interaction.channelId ?? '';
  const before = await deps.service.find(channelId);
  if (gameId && before?.gameId !== gameId) return answer(interaction, 'That lobby is closed.');
  const missing = missingPostPermissions(interaction);
  if (missing.length && before?.status === 'lobby') return answer(interaction, permissionAdvice(missing));
  const outcome = await deps.service.start(channelId, actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const order = outcome.record.state?.players.map((p) => displayName(p.name)).join(' → ') ?? '';
  const headline = `The game has begun! Play order: ${order}. The first board is coming up.`;
  if (interaction.isButton()) await interaction.update({ ...lobbyMessage(outcome.record, headline) });
  else await interaction.reply({ content: headline, allowedMentions: NO_MENTIONS });
  await postAfter(interaction, deps, outcome);
}

/** " Bob is the host now." when a change passed the host role on (the host left or was removed), else "". */
export function hostPassedNote(before: GameRecord | undefined, outcome: Outcome): string {
  if (!before || !outcome.ok || outcome.record.status === 'abandoned') return '';
  const host = hostOf(outcome.record);
  if (!host || host === hostOf(before)) return '';
  return ` ${translate(DEFAULT_LOCALE, 'host.passed', { name: `**${playerName(outcome.record, host)}**` })}`;
}

/** Leaving, or being removed: the lobby shrinks, or the game goes on without the player. */
export async function seatChanged(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  outcome: Outcome,
  headline: string,
): Promise<void> {
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  if (record.status === 'lobby') return showLobby(interaction, deps, record, headline);
  if (record.status === 'abandoned') {
    const channel = await channelOf(interaction);
    if (channel) await deps.presenter.retire(channel, record.liveMessages);
    await interaction.reply({
      content: `${headline} Nobody is left, so the game is off.`,
      allowedMentions: NO_MENTIONS,
    });
    return;
  }
  const what = describeEvents(record, outcome.events).filter((line) => !line.startsWith('Game over'));
  await interaction.reply({ content: [headline, ...what].join(' '), allowedMentions: NO_MENTIONS });
  await postAfter(interaction, deps, outcome);
}

/** The host or a moderator ends the game at once; a player's abandon is a vote, told to everyone. */
export async function abandonGame(interaction: ChatInputCommandInteraction, deps: BotDeps, actor: Actor) {
  const outcome = await deps.service.abandon(interaction.channelId, actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const votes = record.abandonVotes ?? [];
  const tally = `${votes.length} of ${abandonVotesNeeded(record)} votes needed`;
  if (record.status !== 'abandoned') {
    await interaction.reply({
      content: `**${displayName(actor.name)}** votes to abandon (${tally}). Other players agree with \`/carcassonne abandon\`.`,
      allowedMentions: NO_MENTIONS,
    });
    return;
  }
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.retire(channel, record.liveMessages);
  const how = votes.includes(actor.userId)
    ? `**${displayName(actor.name)}** cast the deciding vote (${tally}): the players abandoned the game.`
    : `**${displayName(actor.name)}** abandoned the game.`;
  await interaction.reply({
    content: `${how} Start a new one any time with \`/carcassonne new\`.`,
    allowedMentions: NO_MENTIONS,
  });
}

/** The new board after a change that was already answered publicly; a failure is told privately. */
async function postAfter(interaction: RepliableInteraction, deps: BotDeps, outcome: Success): Promise<void> {
  const channelId = interaction.channelId ?? '';
  const posted = await deps.posts.deliver(await channelOf(interaction), channelId, outcome.record, outcome.events);
  if (!posted.ok) {
    await answer(
      interaction,
      `The game is saved, but I couldn't post the board: ${posted.problem}. Once that is fixed, \`/carcassonne board\` posts it.`,
    );
  }
}
