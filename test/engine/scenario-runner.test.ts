// The scenario runner and its command line: exit 0 when every expectation holds, 1 when one fails,
// 2 when a file is malformed or a turn is refused without "expectError".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run';

const folder = mkdtempSync(join(tmpdir(), 'carcassonne-scenarios-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Red's road of 3 tiles left open, scored at the end: red 3. */
const openRoad = {
  name: 'open road of 3 tiles scores 3',
  setup: { players: ['red', 'blue'], expansions: [] },
  turns: [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { figure: 'meeple', feature: 'road', where: 'E' } },
    { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
  ],
  end: true,
  expect: { scores: { red: 3, blue: 0 } },
};

/** A tile C (all city) against the road end of the start tile: always refused. */
const cityAgainstRoad = { player: 'red', tile: 'C', at: [1, 0], rotation: 0 };

function write(name: string, content: unknown): string {
  const file = join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function cli(...files: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', ['src/cli/scenario.ts', ...files], { encoding: 'utf8' });
  const lines = run.stdout.trim()
    ? run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
  return { status: run.status, lines, stderr: run.stderr };
}

describe('scenario command line exit codes', () => {
  it('exits 0 and prints ok for a file whose expectations hold', () => {
    const file = write('pass.json', openRoad);
    const { status, lines } = cli(file);
    expect(status).toBe(0);
    expect(lines).toEqual([expect.objectContaining({ file, name: openRoad.name, ok: true, failures: [] })]);
    expect(lines[0].scores).toEqual({ red: 3, blue: 0 });
    expect(lines[0].supply.red).toEqual({ meeple: 6 });
  });

  it('exits 1 and says which score was wrong', () => {
    const file = write('wrong-score.json', { ...openRoad, expect: { scores: { red: 4 } } });
    const { status, lines } = cli(file);
    expect(status).toBe(1);
    expect(lines[0]).toMatchObject({ ok: false, failures: ['score of red: expected 4, got 3'] });
  });

  it('exits 1 for a wrong supply too', () => {
    const file = write('wrong-supply.json', { ...openRoad, expect: { supply: { red: { meeple: 7 } } } });
    const { status, lines } = cli(file);
    expect(status).toBe(1);
    expect(lines[0].failures).toEqual(['supply of red: expected 7 meeple, got 6']);
  });

  it.each([
    ['not JSON', '{"name": "broken",', /JSON/],
    ['a bad rotation', { ...openRoad, turns: [{ ...openRoad.turns[1], rotation: 45 }] }, /turn 1: "rotation" must be/],
    ['no turns list', { name: 'x', setup: { players: ['red'] } }, /"turns" must be a list/],
    ['no name', { ...openRoad, name: 3 }, /"name" must be a string/],
  ])('exits 2 for a malformed file: %s', (_, content, error) => {
    const { status, lines } = cli(write('malformed.json', content));
    expect(status).toBe(2);
    expect(lines[0].ok).toBe(false);
    expect(lines[0].error).toMatch(error);
  });

  it('exits 2 for an unknown expansion id or option', () => {
    const expansion = write('expansion.json', { ...openRoad, setup: { players: ['red'], expansions: ['dragons'] } });
    const option = write('option.json', { ...openRoad, setup: { players: ['red'], options: { speed: 2 } } });
    const { status, lines } = cli(expansion, option);
    expect(status).toBe(2);
    expect(lines.map((l) => l.error)).toEqual([
      'there is no expansion “dragons”',
      // with the options the game's expansions do have
      'there is no option “speed” (options: tileSet, tinyCity, scriptedDraws, unlimitedTiles)',
    ]);
  });

  it('exits 2 and names the turn and the reason when a turn is refused unexpectedly', () => {
    const { status, lines } = cli(write('refused.json', { ...openRoad, turns: [cityAgainstRoad] }));
    expect(status).toBe(2);
    expect(lines[0].error).toBe(
      'turn 1 rejected: The west edge does not match the tile next to it: city against road.',
    );
  });

  it('exits 1 when a turn marked expectError is accepted', () => {
    const turns = [{ ...openRoad.turns[0], expectError: true }, openRoad.turns[1]];
    const { status, lines } = cli(write('accepted.json', { ...openRoad, turns, expect: {} }));
    expect(status).toBe(1);
    expect(lines[0].failures).toEqual(['turn 1: expected the engine to refuse it, but it was accepted']);
  });

  it('prints one line per file and exits with the worst code', () => {
    const files = [write('a.json', openRoad), write('b.json', { ...openRoad, expect: { scores: { red: 0 } } })];
    const { status, lines } = cli(...files);
    expect(status).toBe(1);
    expect(lines.map((l) => l.ok)).toEqual([true, false]);
  });

  it('exits 2 with a usage line when given no file', () => {
    const { status, stderr } = cli();
    expect(status).toBe(2);
    expect(stderr).toContain('usage');
  });
});

describe('runScenario', () => {
  it('takes a refused turn back whole: the refused tile is drawn again and fits elsewhere', () => {
    // there is one tile C; were the refused turn's draw kept, the second C could not be drawn
    const result = runScenario({
      ...openRoad,
      turns: [
        { ...cityAgainstRoad, expectError: true },
        {
          player: 'red',
          tile: 'C',
          at: [0, -1],
          rotation: 0,
          place: { figure: 'meeple', feature: 'city', where: 'S' },
        },
      ],
      expect: { scores: { red: 3 }, supply: { red: { meeple: 6 } } },
    });
    expect(result).toMatchObject({ ok: true, failures: [], scores: { red: 3, blue: 0 } });
  });

  it('refuses a draw of a tile type with no copy left, unless tiles are unlimited', () => {
    const twoCs = [
      { player: 'red', tile: 'C', at: [0, -1], rotation: 0 },
      { player: 'red', tile: 'C', at: [0, -2], rotation: 0 },
    ];
    const limited = runScenario({ ...openRoad, turns: twoCs, expect: {} });
    expect(limited.error).toBe('turn 2 rejected: No tile C is left in the supply.');
    const unlimited = runScenario({
      ...openRoad,
      setup: { players: ['red'], options: { unlimitedTiles: true } },
      turns: twoCs,
      expect: {},
    });
    expect(unlimited.ok).toBe(true);
  });

  it('refuses a place name the tile does not have', () => {
    const turn = { ...openRoad.turns[0], place: { figure: 'meeple', feature: 'city', where: 'N' } };
    expect(runScenario({ ...openRoad, turns: [turn] }).error).toBe(
      'turn 1 rejected: The tile has no place number city "N".',
    );
  });

  it('reports what the turns did, not the forced draws', () => {
    const { events } = runScenario(openRoad);
    expect(events.map((e) => e.type)).toEqual(['tilePlaced', 'figurePlaced', 'tilePlaced', 'scored', 'gameEnded']);
  });
});
