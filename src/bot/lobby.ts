// Gathering players and changing seats: new, join, start, leave, remove, abandon. Shared by the slash
// commands and the lobby's buttons. Each is acknowledged as it arrives (the router, components.ts), so
// the answers here fill that acknowledgement in, or follow it up (reply.ts).
import { ChannelType, type ChatInputCommandInteraction, type RepliableInteraction } from 'discord.js';
import type { Level } from '../ai';
import { describeEvents, displayName, isGameOver, playerName, playOrder } from '../app/describe';
import { type Actor, abandonVotesNeeded, hostOf, type Outcome } from '../app/game-service';
import type { GameRecord } from '../app/record';
import type { Locale, Translate } from '../i18n';
import { playComputerTurns } from './computer-turns';
import type { BotDeps } from './context';
import { gameT, readerT } from './locale';
import { lobbyMessage } from './messages';
import { missingPostPermissions, permissionAdvice } from './permissions';
import { channelOf } from './presenter';
import { answer, publish, updateClicked } from './reply';

type Success = Extract<Outcome, { ok: true }>;
const NO_MENTIONS = { parse: [] as [] };
/** A headline in a given language: the game's on the lobby message, the reader's in a private reply. */
type Headline = (t: Translate) => string;

/** A public answer, also after the interaction was answered already (a confirmation was clicked). */
async function say(interaction: RepliableInteraction, content: string): Promise<void> {
  await publish(interaction, { content, allowedMentions: NO_MENTIONS });
}

/**
 * Edits the game's one lobby message in place (the clicked one, or the one remembered); only a new game,
 * or a lobby message that is gone, gets a fresh one. A command is then answered privately.
 */
async function showLobby(interaction: RepliableInteraction, deps: BotDeps, record: GameRecord, headline: Headline) {
  const parts = lobbyMessage(record, headline(gameT(record)));
  if (interaction.isButton()) {
    await updateClicked(interaction, parts);
    return;
  }
  if (await editLobby(interaction, deps, record, parts)) {
    await answer(interaction, headline(readerT(interaction)));
    return;
  }
  const messageId = await publish(interaction, parts);
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.retire(channel, record.liveMessages);
  if (record.status === 'lobby')
    await deps.presenter.remember(interaction.channelId ?? '', messageId ? [messageId] : []);
}

/** Rewrites the remembered lobby message; false when there is none or it cannot be edited. */
async function editLobby(
  interaction: RepliableInteraction,
  deps: BotDeps,
  record: GameRecord,
  parts: ReturnType<typeof lobbyMessage>,
): Promise<boolean> {
  const lobbyId = record.liveMessages[0];
  const channel = lobbyId ? await channelOf(interaction) : undefined;
  if (!lobbyId || !channel) return false;
  try {
    await channel.messages.edit(lobbyId, parts);
    return true;
  } catch (error) {
    deps.log(`could not update the lobby message in ${channel.id}`, error);
    return false;
  }
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
    standIn?: Level;
  },
): Promise<void> {
  const outcome = await deps.service.newGame(interaction.channelId, interaction.guildId ?? '', actor, settings);
  if (!outcome.ok) return answer(interaction, outcome.message);
  await showLobby(interaction, deps, outcome.record, (t) => t('lobby.opened', { player: displayName(actor.name) }));
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
  if (!outcome.ok && outcome.message.key === 'game.none') {
    const thread = await gameThreadUnder(interaction, deps);
    if (thread) return answer(interaction, { key: 'lobby.join-in-thread', params: { thread: `<#${thread}>` } });
  }
  if (!outcome.ok) return answer(interaction, outcome.message);
  if (outcome.record.status === 'playing') return seatTakenBack(interaction, deps, actor, outcome.record);
  await showLobby(interaction, deps, outcome.record, (t) => t('lobby.joined', { player: displayName(actor.name) }));
}

/**
 * A game in a thread of this channel (`new thread:true`), for a member asking to join from the channel:
 * the threads discord.js knows of (those it opened since it started, and any Discord told it about),
 * else the thread stored with the game (after a restart, Discord tells only of active threads).
 */
async function gameThreadUnder(interaction: RepliableInteraction, deps: BotDeps): Promise<string | undefined> {
  const channel = interaction.channel;
  if (channel?.type !== ChannelType.GuildText) return undefined;
  for (const thread of channel.threads.cache.values()) {
    const game = await deps.service.find(thread.id);
    if (game?.status === 'lobby' || game?.status === 'playing') return thread.id;
  }
  return deps.service.gameThreadUnder(channel.guildId, channel.id);
}

/** A member took back the seat a computer player kept for them: said to all, and the turn post may ping them again. */
async function seatTakenBack(interaction: RepliableInteraction, deps: BotDeps, actor: Actor, record: GameRecord) {
  await say(interaction, gameT(record)('game.seat-back', { player: displayName(actor.name) }));
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.refreshTurnText(channel, record);
}

/** The host seats a computer player in the lobby. */
export async function seatComputer(interaction: RepliableInteraction, deps: BotDeps, actor: Actor, level: Level) {
  const outcome = await deps.service.seatComputer(interaction.channelId ?? '', actor, level);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const seated = outcome.record.seats.at(-1)?.name ?? '';
  await showLobby(interaction, deps, outcome.record, (t) => t('lobby.joined', { player: displayName(seated) }));
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
  // the play order reads the same in every language: names joined by arrows, the first player first
  const order = playOrder(outcome.record).join(' → ');
  const headline = gameT(outcome.record)('lobby.begun', { order });
  // the lobby message itself says the game has begun
  const lobby = lobbyMessage(outcome.record, headline);
  if (interaction.isButton()) await updateClicked(interaction, lobby);
  else if (await editLobby(interaction, deps, outcome.record, lobby))
    await answer(interaction, readerT(interaction)('lobby.begun', { order }));
  else await say(interaction, headline);
  // the lobby message already says the game has begun and has no buttons: the first turn post does not
  // replace it as it replaces an earlier turn post
  await postAfter(interaction, deps, { ...outcome, record: { ...outcome.record, liveMessages: [] } });
}

/** " Bob is the host now." when a change passed the host role on (the host left or was removed), else "". */
export function hostPassedNote(before: GameRecord | undefined, outcome: Outcome, t: Translate): string {
  if (!before || !outcome.ok || outcome.record.status === 'abandoned') return '';
  const host = hostOf(outcome.record);
  if (!host || host === hostOf(before)) return '';
  return ` ${t('host.passed', { name: `**${playerName(outcome.record, host)}**` })}`;
}

/**
 * Leaving, or being removed: the lobby shrinks, or the game goes on without the player. `headlineOf` says
 * who left (or who took whom out); in a running game the post adds that their figures left the board
 * (the leaving itself is not said again) and what else it changed; `noteOf`: the host role passed on.
 */
export async function seatChanged(
  interaction: RepliableInteraction,
  deps: BotDeps,
  outcome: Outcome,
  headlineOf: Headline,
  noteOf: Headline = () => '',
): Promise<void> {
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const t = gameT(record);
  const withNote: Headline = (tr) => `${headlineOf(tr)}${noteOf(tr)}`;
  if (record.status === 'lobby') return showLobby(interaction, deps, record, withNote);
  if (record.status === 'abandoned') {
    const channel = await channelOf(interaction);
    if (channel) await deps.presenter.retire(channel, record.liveMessages);
    await say(interaction, t('lobby.nobody-left', { headline: withNote(t) }));
    return;
  }
  const removed = outcome.events.some((event) => event.type === 'playerRemoved');
  const others = outcome.events.filter((event) => event.type !== 'playerRemoved');
  const what = describeEvents(record, others)
    .filter((said) => !isGameOver(said))
    .map((said) => t(said.key, said.params));
  const figures = removed ? [t('lobby.figures-gone')] : [];
  await say(interaction, `${[headlineOf(t), ...figures, ...what].join(' ')}${noteOf(t)}`);
  await postAfter(interaction, deps, outcome);
}

/** Leaves the lobby or, once confirmed, the running game. */
export async function leaveGame(interaction: RepliableInteraction, deps: BotDeps, actor: Actor): Promise<void> {
  const channelId = interaction.channelId ?? '';
  const before = await deps.service.find(channelId);
  const outcome = await deps.service.leave(channelId, actor);
  await seatChanged(
    interaction,
    deps,
    outcome,
    (t) => t('lobby.left', { player: displayName(actor.name) }),
    (t) => hostPassedNote(before, outcome, t),
  );
}

/** The host or a moderator ends the game at once; a player's abandon is a vote, told to everyone. */
export async function abandonGame(interaction: RepliableInteraction, deps: BotDeps, actor: Actor) {
  const outcome = await deps.service.abandon(interaction.channelId ?? '', actor);
  if (!outcome.ok) return answer(interaction, outcome.message);
  const { record } = outcome;
  const t = gameT(record);
  const votes = record.abandonVotes ?? [];
  const tally = { player: displayName(actor.name), votes: votes.length, needed: abandonVotesNeeded(record) };
  if (record.status !== 'abandoned') {
    await say(interaction, t('lobby.vote', tally));
    return;
  }
  const channel = await channelOf(interaction);
  if (channel) await deps.presenter.retire(channel, record.liveMessages);
  const how = votes.includes(actor.userId) ? t('lobby.vote-decided', tally) : t('lobby.abandoned', tally);
  await say(interaction, how);
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
