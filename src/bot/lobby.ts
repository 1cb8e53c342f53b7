// Gathering players and changing seats: new, join, start, leave, remove, abandon. Shared by the slash
// commands and the lobby's buttons. None of these render before answering, so they reply directly.
import type { ChatInputCommandInteraction, RepliableInteraction } from 'discord.js';
import type { Level } from '../ai';
import { describeEvents, displayName, isGameOver, playerName } from '../app/describe';
import { type Actor, abandonVotesNeeded, hostOf, type Outcome } from '../app/game-service';
import type { GameRecord } from '../app/record';
import type { Locale, Translate } from '../i18n';
import { playComputerTurns } from './computer-turns';
import type { BotDeps } from './context';
import { gameT } from './locale';
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
  settings: {
    expansions: string[];
    options: Record<string, unknown>;
    turnHours: number;
    language?: Locale;
    computers?: { count: number; level: Level };
  },
): Promise<void> {
  const outcome = await deps.service.newGame(interaction.channelId, interaction.guildId ?? '', actor, settings);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const headline = gameT(outcome.record)('lobby.opened', { player: displayName(actor.name) });
  await showLobby(interaction, deps, outcome.record, headline);
}

export async function joinGame(
  interaction: RepliableInteraction,
  deps: BotDeps,
  actor: Actor,
  gameId?: string,
): Promise<void> {
  const channelId = interaction.channelId ?? '';
  if (gameId && (await deps.service.find(channelId))?.gameId !== gameId) {
    return answer(interaction, { key: 'lobby.closed' });
  }
  const outcome = await deps.service.join(channelId, actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const headline = gameT(outcome.record)('lobby.joined', { player: displayName(actor.name) });
  await showLobby(interaction, deps, outcome.record, headline);
}

/** The host seats a computer player in the lobby. */
export async function seatComputer(interaction: RepliableInteraction, deps: BotDeps, actor: Actor, level: Level) {
  const outcome = await deps.service.seatComputer(interaction.channelId ?? '', actor, level);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const seated = outcome.record.seats.at(-1)?.name ?? '';
  const headline = gameT(outcome.record)('lobby.joined', { player: displayName(seated) });
  await showLobby(interaction, deps, outcome.record, headline);
}

export async function startGame(
  interaction: RepliableInteraction,
  deps: BotDeps,
  actor: Actor,
  gameId?: string,
): Promise<void> {
  const channelId = interaction.channelId ?? '';
  const before = await deps.service.find(channelId);
  if (gameId && before?.gameId !== gameId) return answer(interaction, { key: 'lobby.closed-short' });
  const missing = missingPostPermissions(interaction);
  if (missing.length && before?.status === 'lobby') return answer(interaction, permissionAdvice(missing));
  const outcome = await deps.service.start(channelId, actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  // the play order reads the same in every language: names joined by arrows
  const order = outcome.record.state?.players.map((p) => displayName(p.name)).join(' → ') ?? '';
  const headline = gameT(outcome.record)('lobby.begun', { order });
  if (interaction.isButton()) await interaction.update({ ...lobbyMessage(outcome.record, headline) });
  else await interaction.reply({ content: headline, allowedMentions: NO_MENTIONS });
  await postAfter(interaction, deps, outcome);
}

/** " Bob is the host now." when a change passed the host role on (the host left or was removed), else "". */
export function hostPassedNote(before: GameRecord | undefined, outcome: Outcome, t: Translate): string {
  if (!before || !outcome.ok || outcome.record.status === 'abandoned') return '';
  const host = hostOf(outcome.record);
  if (!host || host === hostOf(before)) return '';
  return ` ${t('host.passed', { name: `**${playerName(outcome.record, host)}**` })}`;
}

/** Leaving, or being removed: the lobby shrinks, or the game goes on without the player. */
export async function seatChanged(
  interaction: ChatInputCommandInteraction,
  deps: BotDeps,
  outcome: Outcome,
  headlineOf: (record: GameRecord) => string,
): Promise<void> {
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const t = gameT(record);
  const headline = headlineOf(record);
  if (record.status === 'lobby') return showLobby(interaction, deps, record, headline);
  if (record.status === 'abandoned') {
    const channel = await channelOf(interaction);
    if (channel) await deps.presenter.retire(channel, record.liveMessages);
    await interaction.reply({
      content: t('lobby.nobody-left', { headline }),
      allowedMentions: NO_MENTIONS,
    });
    return;
  }
  const what = describeEvents(record, outcome.events)
    .filter((said) => !isGameOver(said))
    .map((said) => t(said.key, said.params));
  await interaction.reply({ content: [headline, ...what].join(' '), allowedMentions: NO_MENTIONS });
  await postAfter(interaction, deps, outcome);
}

/** The host or a moderator ends the game at once; a player's abandon is a vote, told to everyone. */
export async function abandonGame(interaction: ChatInputCommandInteraction, deps: BotDeps, actor: Actor) {
  const outcome = await deps.service.abandon(interaction.channelId, actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const t = gameT(record);
  const votes = record.abandonVotes ?? [];
  const tally = { player: displayName(actor.name), votes: votes.length, needed: abandonVotesNeeded(record) };
  if (record.status !== 'abandoned') {
    await interaction.reply({ content: t('lobby.vote', tally), allowedMentions: NO_MENTIONS });
    return;
  }
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.retire(channel, record.liveMessages);
  const how = votes.includes(actor.userId) ? t('lobby.vote-decided', tally) : t('lobby.abandoned', tally);
  await interaction.reply({ content: how, allowedMentions: NO_MENTIONS });
}

/** The new board after a change that was already answered publicly; a failure is told privately. */
async function postAfter(interaction: RepliableInteraction, deps: BotDeps, outcome: Success): Promise<void> {
  const channelId = interaction.channelId ?? '';
  const channel = await channelOf(interaction);
  const posted = await deps.posts.deliver(channel, channelId, outcome.record, outcome.events);
  if (!posted.ok) {
    await answer(interaction, { key: 'lobby.saved-not-posted', params: { problem: posted.problem } });
  }
  await playComputerTurns(deps, channel, channelId, outcome.record);
}
