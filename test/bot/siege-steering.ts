// A siege game through the bot, for the siege expansions' end-to-end tests. Random play steered towards
// an escape: a knight goes
// onto a besieged city whenever the figure step offers one, and a monastery tile goes beside a siege tile
// of an occupied besieged city whenever it can; everything else is the simulator's random move.
import { ComponentType } from 'discord.js';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameRecord } from '../../src/app/record';
import { type GameState, legalMoves, type Move, tileType } from '../../src/engine';
import { tileAt } from '../../src/engine/board';
import { figureRoots } from '../../src/engine/figure-roots';
import { BESIEGED, ESCAPE } from '../../src/engine/siege';
import { find } from '../../src/engine/union-find';
import { componentsOf } from './moves';
import type { startTableForTwo } from './table';

/** Whether the tile at (x, y) prints a besieged city that is open and holds a figure. */
function occupiedSiegeTile(state: GameState, x: number, y: number): boolean {
  const placed = tileAt(state.board, x, y);
  if (!placed) return false;
  const roots = new Set(figureRoots(state));
  return tileType(placed.tile).features.some((f, i) => {
    if (!f.marks?.[BESIEGED]) return false;
    const root = find(state.nodes, placed.nodes[i] as number);
    return roots.has(root) && (state.nodes[root]?.openEdges ?? 0) > 0;
  });
}

const around = (x: number, y: number) =>
  [-1, 0, 1].flatMap((dy) => [-1, 0, 1].filter((dx) => dx || dy).map((dx) => [x + dx, y + dy] as const));

export function siegeSteeredMove(state: GameState, random: SeededRandom): Move {
  const legal = legalMoves(state);
  if (legal.step === 'placeTile' && tileType(legal.tile).features.some((f) => f.kind === 'monastery')) {
    const beside = legal.placements.find((p) => around(p.x, p.y).some(([x, y]) => occupiedSiegeTile(state, x, y)));
    if (beside) return { type: 'placeTile', x: beside.x, y: beside.y, rotation: beside.rotations[0] ?? 0 };
  }
  if (legal.step === 'placeFigure' && state.turn.placed) {
    const placed = tileAt(state.board, state.turn.placed.x, state.turn.placed.y);
    const features = placed ? tileType(placed.tile).features : [];
    const knight = legal.spots.find((s) => features[s.feature]?.marks?.[BESIEGED] && s.figures.includes('meeple'));
    if (knight) return { type: 'placeFigure', figure: 'meeple', feature: knight.feature };
  }
  return randomMove(state, random) as Move;
}

/** How a siege game through the bot went: the escape questions met and what happened to them. */
export interface SiegeGame {
  asked: number;
  escapedByMenu: boolean;
  declinedByButton: boolean;
  status: string;
  /** What `/carcassonne history` answers afterwards. */
  history: string;
  problems: string[];
}

type Table = Awaited<ReturnType<typeof startTableForTwo>>;

/**
 * Plays a whole two-player game of farmers and `expansion` through the bot: moves go to the game service,
 * steered towards escapes; the first escape question is answered from the turn post's menu, the second
 * declined with its button, later ones at random.
 */
export async function playSiegeGame(table: Table, expansion: string, seed = 5): Promise<SiegeGame> {
  const { fake, driver, channelId, alice, bob, slash } = table;
  await driver.run(slash(alice, 'new', { expansions: expansion }));
  await driver.run(slash(bob, 'join'));
  await driver.run(slash(alice, 'start'));
  const random = new SeededRandom(seed);
  const game: SiegeGame = {
    asked: 0,
    escapedByMenu: false,
    declinedByButton: false,
    status: '',
    history: '',
    problems: [],
  };
  for (let step = 0; step < 4000; step++) {
    const record = await driver.record(channelId);
    // a finished game leaves the channel for the archive
    game.status = record?.status ?? 'finished, archived';
    if (record?.status !== 'playing' || !record.state) break;
    const state = record.state;
    const legal = legalMoves(state);
    if (legal.step === 'ended') break;
    if (legal.step === 'decide' && legal.decision.kind === ESCAPE && legal.decision.module === expansion) {
      game.asked++;
      const player = legal.player;
      const onBoard = () => figuresOf(driver, channelId, player);
      if (!game.escapedByMenu || !game.declinedByButton) {
        await driver.run(slash(player, 'board'));
        const post = fake.message(channelId, ((await driver.record(channelId)) as GameRecord).liveMessages[0] ?? '');
        if (!/a question for you: a monastery touches a besieged city/.test(post?.content ?? ''))
          game.problems.push(`the question reads: ${post?.content}`);
        const before = await onBoard();
        if (!game.escapedByMenu) {
          const select = componentsOf(post).find((c) => c.type === ComponentType.StringSelect);
          if (select?.options?.length !== legal.choices.length)
            game.problems.push(`menu of ${select?.options?.length} for ${legal.choices.length} choices`);
          if (!select?.options?.[0]?.label.includes('Escape: take back your'))
            game.problems.push(`menu label: ${select?.options?.[0]?.label}`);
          const answered = await driver.run(() =>
            fake.injectStringSelect({
              customId: select?.custom_id as string,
              messageId: post?.id as string,
              channelId,
              userId: player,
              values: ['1'],
            }),
          );
          if (!/^Done!/.test(answered.reply?.content ?? '')) game.problems.push(`answer: ${answered.reply?.content}`);
          if ((await onBoard()) !== before - 1) game.problems.push('the escaped follower is still on the board');
          game.escapedByMenu = true;
        } else {
          await driver.click(channelId, post, 'Decline', player);
          if ((await onBoard()) !== before) game.problems.push('a follower left the board on a Decline');
          game.declinedByButton = true;
        }
        continue;
      }
    }
    const move = siegeSteeredMove(state, random);
    const outcome = await driver.bot.service.play(channelId, { userId: legal.player, name: legal.player }, move);
    if (!outcome.ok) throw new Error(`step ${step}: refused ${outcome.message.key}`);
  }
  game.history = (await driver.run(slash(alice, 'history'))).reply?.content ?? '';
  return game;
}

async function figuresOf(driver: Table['driver'], channelId: string, player: string): Promise<number> {
  const record = (await driver.record(channelId)) as GameRecord;
  return record.state?.figures.filter((f) => f.player === player).length ?? 0;
}
