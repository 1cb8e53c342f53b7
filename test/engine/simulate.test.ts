// The random-game simulator: its command line, its dumps as replayable scenarios, and its invariant
// checks, which must catch a deliberately broken engine and say where.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent, GameSetup, GameState, Move } from '../../src/engine';
import { runScenario } from '../../src/scenario/run';
import { brokenInvariant, openLedger } from '../../src/sim/invariants';
import { playRandomGame, simulate } from '../../src/sim/simulate';
import { placeTile, playTurns, scriptedGame } from './support/scripted-game';

// A switch that makes the engine corrupt one move (chosen by game seed and move number), the way a
// real bug would; off unless a test turns it on.
const sabotage = vi.hoisted(() => ({ seed: -1, atMove: 0, currentSeed: -1, moves: 0 }));
vi.mock('../../src/engine', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../../src/engine')>();
  return {
    ...engine,
    createGame: (setup: GameSetup) => {
      sabotage.currentSeed = setup.seed;
      sabotage.moves = 0;
      return engine.createGame(setup);
    },
    applyMove: (state: GameState, player: string, move: Move) => {
      const result = engine.applyMove(state, player, move);
      sabotage.moves++;
      if (!result.ok || sabotage.currentSeed !== sabotage.seed || sabotage.moves !== sabotage.atMove) return result;
      const players = result.state.players.map((p, i) => (i === 0 ? { ...p, score: p.score - 1 } : p));
      return { ...result, state: { ...result.state, players } };
    },
  };
});

const tsx = 'node_modules/.bin/tsx';
const temporary: string[] = [];
const temporaryFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'carcassonne-sim-'));
  temporary.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
});
afterEach(() => {
  sabotage.seed = -1;
});

describe('simulate command line', () => {
  it('plays 200 games and prints one JSON line of totals', () => {
    const out = execFileSync(tsx, ['src/cli/simulate.ts', '--games', '200', '--seed', '3'], { encoding: 'utf8' });
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const summary = JSON.parse(lines[0] as string);
    expect(Object.keys(summary).sort()).toEqual(
      ['expansions', 'gamesPerSecond', 'meanScores', 'games', 'moves'].sort(),
    );
    expect(summary.games).toBe(200);
    // every turn is a tile move and a figure move; 71 tiles per game at most, fewer when one fits nowhere
    expect(summary.moves % 2).toBe(0);
    expect(summary.moves).toBeLessThanOrEqual(200 * 71 * 2);
    expect(summary.moves).toBeGreaterThan(200 * 65 * 2);
    expect(summary.meanScores).toHaveLength(2);
    for (const mean of summary.meanScores) expect(mean).toBeGreaterThan(0);
    expect(summary.gamesPerSecond).toBeGreaterThan(0);
    // the same run in this process gives the same games
    const again = simulate({ games: 200, seed: 3, players: 2, expansions: ['farmers'] });
    expect(again).toMatchObject({ games: 200, moves: summary.moves, meanScores: summary.meanScores });
  });

  it('refuses a bad number with exit code 2', () => {
    const run = spawnSync(tsx, ['src/cli/simulate.ts', '--games', 'many'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--games must be a whole number, not "many"');
  });

  it('plays with a rule option, and refuses one the expansions do not have, naming those they do', () => {
    const played = spawnSync(tsx, ['src/cli/simulate.ts', '--games', '3', '--option', 'tinyCity=true'], {
      encoding: 'utf8',
    });
    expect(played.status).toBe(0);
    expect(JSON.parse(played.stdout)).toMatchObject({ games: 3 });
    const refused = spawnSync(tsx, ['src/cli/simulate.ts', '--option', 'halflingsDeal=drafted'], { encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr.split('\n')[0]).toBe(
      "Those settings don't work: there is no option “halflingsDeal” (options: tileSet, tinyCity, scriptedDraws, unlimitedTiles).",
    );
    expect(refused.stdout).toBe('');
  });

  it('prints its usage on --help and exits 0', () => {
    const run = spawnSync(tsx, ['src/cli/simulate.ts', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('npm run simulate -- [--games N]');
    expect(run.stdout).toContain('traders-builders');
  });

  it('names an option it does not know and shows the usage, exit code 2', () => {
    const run = spawnSync(tsx, ['src/cli/simulate.ts', '--game', '5'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("Unknown option '--game'");
    expect(run.stderr).toContain('--games N');
    expect(run.stdout).toBe('');
  });

  it('dumps each game as a scenario that the runner replays to the same final scores', () => {
    const folder = temporaryFolder();
    const run = spawnSync(tsx, ['src/cli/simulate.ts', '--games', '4', '--seed', '9', '--dump', folder], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const files = readdirSync(folder).sort();
    expect(files).toEqual(['game-10.json', 'game-11.json', 'game-12.json', 'game-9.json']);
    for (const file of files) {
      const scenario = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      const seed = Number(file.match(/\d+/)?.[0]);
      const original = playRandomGame({ games: 1, seed, players: 2, expansions: ['farmers'] }, seed, 0);
      const scores = Object.fromEntries(original.state.players.map((p) => [p.id, p.score]));
      expect(scenario.expect.scores).toEqual(scores);
      const replay = runScenario(scenario);
      expect(replay.error).toBeUndefined();
      expect(replay.ok).toBe(true);
      expect(replay.scores).toEqual(scores);
    }
    const replayed = spawnSync(tsx, ['src/cli/scenario.ts', ...files.map((f) => join(folder, f))], {
      encoding: 'utf8',
    });
    expect(replayed.status).toBe(0);
  });
});

describe('invariants', () => {
  /** Red's follower holds the road east of the start; blue has just placed D further along that road. */
  function blueToPlaceFigure() {
    const held = playTurns(scriptedGame(), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
    ]).state;
    return placeTile(held, { player: 'blue', tile: 'D', at: [2, 0], rotation: 0 }).state;
  }

  /** Blue's follower put on the city (feature 1) or, by a broken engine, on red's road (feature 0). */
  function blueFigure(before: GameState, feature: number): { after: GameState; events: GameEvent[] } {
    const after: GameState = {
      ...before,
      players: before.players.map((p) => (p.id === 'blue' ? { ...p, supply: { meeple: 6 } } : p)),
      figures: [...before.figures, { id: 'f2', player: 'blue', kind: 'meeple', x: 2, y: 0, feature }],
    };
    const featureKind = feature === 0 ? 'road' : 'city';
    const placed = {
      type: 'figurePlaced' as const,
      player: 'blue',
      figure: 'meeple',
      x: 2,
      y: 0,
      feature,
      featureKind,
    };
    return { after, events: [placed] };
  }

  it('finds nothing wrong with an honest move', () => {
    const before = blueToPlaceFigure();
    const { after, events } = blueFigure(before, 1);
    expect(brokenInvariant(before, after, events, openLedger(before))).toBeNull();
  });

  it('catches a follower put on an occupied road', () => {
    const before = blueToPlaceFigure();
    const { after, events } = blueFigure(before, 0);
    expect(brokenInvariant(before, after, events, openLedger(before))).toBe(
      "figure placed on a road already occupied by red's meeple at 1,0",
    );
  });

  it('catches a score that goes down', () => {
    const before = blueToPlaceFigure();
    const { after, events } = blueFigure(before, 1);
    const lower = { ...after, players: after.players.map((p) => ({ ...p, score: p.id === 'red' ? -2 : p.score })) };
    expect(brokenInvariant(before, lower, events, openLedger(before))).toBe('score of red fell from 0 to -2');
  });

  it('catches a follower that vanished', () => {
    const before = blueToPlaceFigure();
    const { after, events } = blueFigure(before, 1);
    const lost = { ...after, figures: after.figures.filter((f) => f.player !== 'red') };
    expect(brokenInvariant(before, lost, events, openLedger(before))).toBe(
      'figures of red not conserved: 0 meeple on board + 6 in supply ≠ 7',
    );
  });

  it('catches a tile that vanished from the supply', () => {
    const before = blueToPlaceFigure();
    const { after, events } = blueFigure(before, 1);
    const lost = { ...after, supply: after.supply.slice(1) };
    expect(brokenInvariant(before, lost, events, openLedger(before))).toMatch(/^tiles not conserved: /);
  });

  it('catches a state that would not survive saving', () => {
    const before = blueToPlaceFigure();
    const { after, events } = blueFigure(before, 1);
    const unsaveable = { ...after, players: after.players.map((p) => ({ ...p, score: Number.NaN })) };
    expect(brokenInvariant(before, unsaveable, events, openLedger(before))).toBe(
      'state would change in a save/load round trip: state.players[0].score is NaN',
    );
  });

  it('reports a broken engine with the game, its seed and the move', () => {
    sabotage.seed = 43;
    sabotage.atMove = 5;
    const outcome = simulate({ games: 3, seed: 42, players: 2, expansions: [] });
    expect(outcome).toEqual({
      violation: expect.stringMatching(/^score of p1 fell from \d+ to -?\d+$/),
      game: 1,
      seed: 43,
      move: 5,
    });
    // the reported seed replays the failure alone
    expect(simulate({ games: 1, seed: 43, players: 2, expansions: [] })).toMatchObject({ seed: 43, move: 5 });
  });
});
