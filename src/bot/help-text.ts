// "/carcassonne help": what this member can do right now, then the full list.

import { figureChoiceLabel, figureSpots, tileSpots } from '../app/choices';
import { displayName } from '../app/describe';
import { type Actor, hostOf } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { deadlineText } from './clock-text';

const ALL_COMMANDS = [
  '`/carcassonne new` open a game (expansions, tiles, turn `clock`) · `join` · `start` (host)',
  '`place spot rotation` · `figure spot` · `undo` (take your tile back) · `skip` (no figure)',
  '`board` post the board again · `scores` · `tiles` left · `rules topic` look a rule up',
  '`history` finished games here · `stats` wins and mean scores',
  '`leave` · `abandon` (at once for the host or moderators; players vote)',
  '`remove player` · `host user` hand over · `clock hours` (host or moderators)',
].join('\n');

function rightNow(record: GameRecord | undefined, actor: Actor): string {
  if (!record) return 'There is no game here. Open one with `/carcassonne new`; friends join with `/carcassonne join`.';
  const seated = record.seats.some((s) => s.userId === actor.userId);
  const isHost = hostOf(record) === actor.userId;
  if (record.status === 'lobby') {
    if (isHost) return 'Wait for 1 to 4 friends to `/carcassonne join`, then `/carcassonne start`.';
    return seated ? 'You are in! Wait for the host to start the game.' : 'Join the game with `/carcassonne join`.';
  }
  const state = record.state;
  const active = state?.players[state.turn.player];
  if (!state || !active) return 'The game is over. Start another with `/carcassonne new`.';
  const manage =
    isHost || actor.canManage
      ? ' As host or moderator you may also `remove` a player, `abandon` the game, hand over with `host` or set the turn `clock`.'
      : '';
  const ends = deadlineText(record);
  if (active.id !== actor.userId) {
    const who = seated ? 'You' : 'You are watching. You';
    const clock = ends ? ` Their turn ends ${ends}.` : '';
    return `It's ${displayName(active.name)}'s turn.${clock} ${who} can look with \`/carcassonne board\` and \`/carcassonne scores\`.${manage}`;
  }
  return `${yourTurn(record)}${ends ? ` ⏰ Your turn ends ${ends}.` : ''}`;
}

/** The active player's step, in words. */
function yourTurn(record: GameRecord): string {
  if (record.state?.turn.step === 'placeTile') {
    const count = tileSpots(record).length;
    return (
      `It's your turn: place your tile. Pick one of the ${count} numbered spots in the menu under the latest board ` +
      '(you get a preview), or type `/carcassonne place spot:<number> rotation:<degrees>`.'
    );
  }
  const spots = figureSpots(record).map((s) => figureChoiceLabel(record, s));
  const undo = ' Changed your mind? `/carcassonne undo` (or **Undo**) takes the tile back.';
  return spots.length
    ? `Put a figure on ${spots.join(', ')} with the buttons or \`/carcassonne figure spot:<letter>\`, or \`/carcassonne skip\`.${undo}`
    : `There is no spot for a figure on your tile: \`/carcassonne skip\` ends your turn.${undo}`;
}

export function helpText(record: GameRecord | undefined, actor: Actor): string {
  const rules = 'Unsure of a rule? `/carcassonne rules` looks it up (only you see the answer).';
  return `**Right now:** ${rightNow(record, actor)}\n\n**All commands**\n${ALL_COMMANDS}\n\n${rules}`;
}
