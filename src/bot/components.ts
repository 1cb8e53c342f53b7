// Buttons and select menus. Their custom ids name the game, turn and step (custom-id.ts), so clicks on
// an old board, or on a step already taken, get a clear answer; moves go the same way as the slash
// commands' (one intent, one call into the app).
import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import { currentChoices, resolvePlacement, tileSpots } from '../app/choices';
import { type Answering, type Choice, staleProblem, turnProblem } from '../app/moves';
import type { Rotation } from '../engine';
import { confirmed } from './confirm';
import { actorOf, type BotDeps } from './context';
import { type ComponentId, decodeId, decodePair } from './custom-id';
import { joinGame, startGame } from './lobby';
import { NO_GAME, playMove, showPreview } from './play';
import { rematch } from './rematch';
import { acknowledge, answer, deferPublicly } from './reply';
import { takeBackTile } from './undo';

type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;

/** Whether a component is acknowledged (in handleComponent) before its game is read: every one of ours. */
export function acknowledgesFirst(customId: string): boolean {
  return decodeId(customId) !== undefined;
}

export async function handleComponent(
  interaction: ComponentInteraction,
  deps: BotDeps,
  arrived: Answering = {},
): Promise<void> {
  const id = decodeId(interaction.customId);
  const channelId = interaction.channelId;
  if (!id) return answer(interaction, { key: 'play.button-unknown' });
  const actor = actorOf(interaction);
  // The lobby's buttons and the confirmations' edit the message clicked (a refusal follows privately);
  // Rematch posts a new lobby in reply, everyone sees it. All acknowledge before the game is read.
  if (id.action === 'join' || id.action === 'start') {
    await acknowledge(interaction, 'update');
    return id.action === 'join'
      ? joinGame(interaction, deps, actor, id.gameId)
      : startGame(interaction, deps, actor, id.gameId);
  }
  if (id.action === 'leave' || id.action === 'abandon' || id.action === 'cancel') {
    if (!interaction.isButton()) return;
    await acknowledge(interaction, 'update');
    return confirmed(interaction, deps, actor, id);
  }
  if (id.action === 'rematch' && interaction.isButton()) {
    await deferPublicly(interaction);
    return rematch(interaction, deps, id.gameId);
  }

  // Buttons on the player's own private message turn that message into the next step; a spot picked
  // on a turn post opens a new private preview.
  const onPrivateMessage = interaction.message.flags.has(MessageFlags.Ephemeral);
  const how = onPrivateMessage ? 'update' : 'reply';
  // what the component answers: its game, turn and step (a question's menu names its step in its arg)
  const step = id.action === 'pick' || id.action === 'decline' ? Number(id.arg.split('.')[0]) : id.step;
  const answers: Answering = { ...arrived, gameId: id.gameId, turn: id.turn, ...(step === undefined ? {} : { step }) };
  const move = (choice: Choice) =>
    playMove({ interaction, deps, channelId, intent: { userId: actor.userId, answers, choice }, acknowledge: how });

  switch (id.action) {
    case 'spot':
    case 'look':
      return lookAtSpot(interaction, deps, id, answers, how);
    case 'tile': {
      const [spot, rotation] = decodePair(id.arg) ?? [Number.NaN, Number.NaN];
      return move({ kind: 'place', spot, rotation });
    }
    case 'fig': {
      const [index, figure] = splitFigure(id);
      return move({ kind: 'figure-index', index, figure });
    }
    case 'act':
      return move({ kind: 'action', number: Number(id.arg) });
    case 'skip':
      return move({ kind: 'skip' });
    case 'pick':
      // a menu's answer is its value; a common amount's button names its answer after the step ("12.n3")
      return move({
        kind: 'answer',
        number: interaction.isStringSelectMenu() ? Number(interaction.values[0]) : pickedByButton(id.arg),
      });
    case 'decline':
      return move({ kind: 'decline' });
    case 'undo':
      return takeBackTile(interaction, deps, actor, channelId, how, answers);
  }
}

/** A spot picked from the menu, or another rotation looked at: the tile shown there, privately (no move). */
async function lookAtSpot(
  interaction: ComponentInteraction,
  deps: BotDeps,
  id: ComponentId,
  answers: Answering,
  how: 'reply' | 'update',
): Promise<void> {
  // Before reading the game: under load the read alone may take long.
  await acknowledge(interaction, id.action === 'spot' ? 'reply' : how);
  const record = await deps.service.find(interaction.channelId);
  if (!record) return answer(interaction, NO_GAME);
  // a spot of a tile placed since: said as the placement's own refusal would say it
  const made = { step: 'placeTile', legal: currentChoices(record) } as const;
  const problem = staleProblem(record, answers, 0, made) ?? turnProblem(record, interaction.user.id);
  if (problem) return answer(interaction, problem);
  const [number, rotation] =
    id.action === 'spot' && interaction.isStringSelectMenu()
      ? [Number(interaction.values[0]), undefined]
      : (decodePair(id.arg) ?? [Number.NaN, undefined]);
  const resolved = resolvePlacement(record, number, rotation ?? null);
  if (resolved.ok === false) return answer(interaction, resolved.message);
  const spot = tileSpots(record)[number - 1];
  if (!spot) return answer(interaction, { key: 'play.spot-gone', params: { spot: number } });
  const shown = (rotation ?? spot.rotations[0]) as Rotation;
  return showPreview(interaction, deps, record, spot, shown, id.action === 'look' ? how : 'reply');
}

/** The answer a common amount's button names ("12.n3" → 3), NaN for anything else. */
function pickedByButton(arg: string): number {
  const part = arg.split('.')[1] ?? '';
  return part.startsWith('n') ? Number(part.slice(1)) : Number.NaN;
}

function splitFigure(id: ComponentId): [number, string] {
  const dot = id.arg.indexOf('.');
  return [Number(id.arg.slice(0, dot)), id.arg.slice(dot + 1)];
}
