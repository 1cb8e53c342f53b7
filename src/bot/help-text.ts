// "/carcassonne help": what this member can do right now, then the full list.

import { figureChoiceLabel, figureSpots, tileSpots } from '../app/choices';
import type { Actor } from '../app/game-service';
import type { GameRecord } from '../app/record';

const ALL_COMMANDS = [
  '`/carcassonne new` open a game · `join` · `start` (host)',
  '`place spot rotation` · `figure spot` · `skip` (no figure)',
  '`board` post the board again · `scores` · `tiles` left',
  '`leave` · `remove player` and `abandon` (host or moderators)',
].join('\n');

function rightNow(record: GameRecord | undefined, actor: Actor): string {
  if (!record) return 'There is no game here. Open one with `/carcassonne new`; friends join with `/carcassonne join`.';
  const seated = record.seats.some((s) => s.userId === actor.userId);
  const isHost = record.hostId === actor.userId;
  if (record.status === 'lobby') {
    if (isHost) return 'Wait for 1 to 4 friends to `/carcassonne join`, then `/carcassonne start`.';
    return seated ? 'You are in! Wait for the host to start the game.' : 'Join the game with `/carcassonne join`.';
  }
  const state = record.state;
  const active = state?.players[state.turn.player];
  if (!state || !active) return 'The game is over. Start another with `/carcassonne new`.';
  const manage =
    isHost || actor.canManage ? ' As host or moderator you may also `remove` a player or `abandon` the game.' : '';
  if (active.id !== actor.userId) {
    const who = seated ? 'You' : 'You are watching. You';
    return `It's ${active.name}'s turn. ${who} can look with \`/carcassonne board\` and \`/carcassonne scores\`.${manage}`;
  }
  if (state.turn.step === 'placeTile') {
    const count = tileSpots(record).length;
    return (
      `It's your turn: place your tile. Pick one of the ${count} numbered spots in the menu under the latest board ` +
      '(you get a preview), or type `/carcassonne place spot:<number> rotation:<degrees>`.'
    );
  }
  const spots = figureSpots(record).map((s) => figureChoiceLabel(record, s));
  return spots.length
    ? `Put a figure on ${spots.join(', ')} with the buttons or \`/carcassonne figure spot:<letter>\`, or \`/carcassonne skip\`.`
    : 'There is no spot for a figure on your tile: `/carcassonne skip` ends your turn.';
}

export function helpText(record: GameRecord | undefined, actor: Actor): string {
  return `**Right now:** ${rightNow(record, actor)}\n\n**All commands**\n${ALL_COMMANDS}`;
}
