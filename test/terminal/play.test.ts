// Play without Discord: the same application layer and messages in the terminal, boards written to files.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playInTerminal } from '../../src/terminal/session';

const dirs: string[] = [];
const outDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'carc-play-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A human at the keyboard: a few mistakes first, then tries rotations on spot 1 until one fits, and skips. */
function scriptedHuman(printed: string[], turns: number): AsyncIterator<string> {
  const opening = ['dance', 'skip', 'rules farmer', 'place 999 0'];
  let rotation = 0;
  let placements = 0;
  const placed = () => printed.filter((line) => line.startsWith('Ann placed a tile')).length;
  return {
    async next() {
      const opener = opening.shift();
      if (opener) return { done: false, value: opener };
      if (placed() > placements) {
        placements = placed();
        rotation = 0;
        return { done: false, value: 'skip' };
      }
      if (placements >= turns) return { done: false, value: 'quit' };
      const value = `place 1 ${rotation}`;
      rotation = (rotation + 90) % 360;
      return { done: false, value };
    },
  };
}

describe('npm run play', () => {
  it('answers a hot-seat human with the same messages as Discord and writes the board after every move', async () => {
    const printed: string[] = [];
    const out = outDir();
    await playInTerminal({
      humans: ['Ann'],
      computers: 1,
      seed: 11,
      expansions: ['farmers'],
      out,
      input: scriptedHuman(printed, 3),
      print: (line) => printed.push(line),
    });
    const text = printed.join('\n');
    expect(text).toMatch(/Unknown command .dance./);
    // the keyboard's words, not Discord's slash command (which read "Place your tile first: place.")
    expect(text).toMatch(/Place your tile first: type place and its spot, e\.g\. place 3\./);
    expect(text).toMatch(/Fields and farmers: A follower laid on a field/);
    expect(text).toMatch(/There is no spot 999: the spots go from 1 to \d+\./);
    expect(text.match(/Ann placed a tile/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/Computer 1 placed a tile/);
    // seed 11 with two seats draws the second seat (Computer 1) to go first: the order says so
    expect(printed[0]).toBe('Play order: Computer 1 → Ann.');
    // the computer is told nothing: the game says it is playing, then what it did
    expect(printed[1]).toBe('Computer 1 is playing its turn.');
    expect(text).toMatch(/Computer 1 is playing its turn\.\n(Board: .*\n)?Computer 1 placed a tile/);
    expect(printed.filter((line) => /Computer \d, /.test(line))).toEqual([]);
    expect(text).toMatch(/Bye!/);
    expect(existsSync(join(out, 'board.png'))).toBe(true);
  });

  it('plays a whole game between a greedy and a strong computer player with no input and prints the final scores', () => {
    const out = outDir();
    const stdout = execFileSync(
      'node_modules/.bin/tsx',
      ['src/cli/play.ts', '--computer', '2', '--level', 'greedy,strong', '--budget', '5', '--seed', '3', '--out', out],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(stdout).toMatch(/Game over! Computer \d (wins|and Computer \d share the win)/);
    const finals = stdout.split('Final scores:')[1] ?? '';
    expect(finals.match(/Computer \d: \d+ points/g)).toHaveLength(2);
    expect(existsSync(join(out, 'board.png'))).toBe(true);
    expect(existsSync(join(out, 'scores.png'))).toBe(true);
    // a whole game drawn after every move, in a child process: slow when the machine is busy
  }, 150_000);

  it('starts a game with a rule option: the Halflings drafted, played by computer players to the end', () => {
    const out = outDir();
    const stdout = execFileSync(
      'node_modules/.bin/tsx',
      [
        'src/cli/play.ts',
        ...['--computer', '3', '--expansions', 'farmers,halflings', '--option', 'halflingsDeal=drafted'],
        ...['--seed', '5', '--out', out],
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // the draft: two face-up half tiles picked by each of the three players, each pick shown as it is asked
    expect(stdout.match(/^Tiles to choose from: /gm)).toHaveLength(6);
    expect(existsSync(join(out, 'tiles.png'))).toBe(true);
    expect(stdout).toMatch(/Computer \d placed a half tile\./);
    expect(stdout).toMatch(/Game over! Computer \d (wins|and Computer \d share the win)/);
    expect((stdout.split('Final scores:')[1] ?? '').match(/Computer \d: \d+ points/g)).toHaveLength(3);
    // a whole game drawn after every move, in a child process: slow when the machine is busy
  }, 150_000);

  it("shows a bazaar's bid question the tile under auction, under its number", async () => {
    const printed: string[] = [];
    const out = outDir();
    const seen = new Error('the lot was shown');
    // computer players until the first bid question written out: its picture is the lot alone
    const played = playInTerminal({
      humans: [],
      computers: 2,
      seed: 5,
      expansions: ['bridges-castles-bazaars'],
      out,
      input: (async function* () {})(),
      print: (line) => {
        printed.push(line);
        if (/^The tile in question, tile \d: /.test(line)) throw seen;
      },
    });
    await expect(played).rejects.toBe(seen);
    const shown = printed.at(-1) ?? '';
    expect(shown).toBe(`The tile in question, tile ${/tile (\d)/.exec(shown)?.[1]}: ${join(out, 'tiles.png')}`);
    expect(existsSync(join(out, 'tiles.png'))).toBe(true);
    // shown with a bid question: the bazaar's tiles were revealed, and one of them picked
    expect(printed.some((line) => /reveals 2 tiles for auction/.test(line))).toBe(true);
    expect(printed.some((line) => /puts tile \d up for auction/.test(line))).toBe(true);
  }, 150_000);

  it("hands its rule options to the game, as the lobby's new does", async () => {
    const record = await playInTerminal({
      humans: ['Ann'],
      computers: 1,
      seed: 4,
      expansions: ['farmers', 'halflings'],
      options: { halflingsDeal: 'drafted', tinyCity: true },
      out: outDir(),
      input: (async function* () {
        yield 'quit';
      })(),
      print: () => {},
    });
    expect(record?.options).toEqual({ halflingsDeal: 'drafted', tinyCity: true });
    expect(record?.state?.options).toMatchObject({ halflingsDeal: 'drafted', tinyCity: true });
  });

  it.each([
    [['--computer', '1'], 'A game needs at least 2 players: --players Ann,Bob or --computer 2'],
    [['--players', 'Ann,ann'], 'Two players are called ann: give each player a different name'],
    [['--players', 'A,B,C', '--computer', '3'], '6 players is too many: these rules take at most 5'],
    [['--computer', 'two'], '--computer takes a number of computer players, got "two"'],
    [['--computer', '2', '--level', 'greedy,clever'], 'Unknown level "clever"; available: random, greedy, strong'],
    [
      ['--computer', '2', '--option', 'halflingsDeal'],
      '--option takes key=value, e.g. halflingsDeal=drafted, got "halflingsDeal"',
    ],
    [
      ['--computer', '2', '--expansions', 'farmers,halflings', '--option', 'halflingsDeal=drafty'],
      'The option halflingsDeal cannot be “drafty”. The choices are dealt and drafted.',
    ],
    [
      ['--computer', '2', '--option', 'halflingsDeal=drafted'],
      "Those settings don't work: there is no option “halflingsDeal” (options: tileSet, tinyCity, scriptedDraws, unlimitedTiles).",
    ],
    [
      ['--computer', '2', '--option', 'tinyCity=yes', '--lang', 'lv'],
      'Opcija tinyCity nevar būt “yes”. Iespējas ir false un true.',
    ],
  ])('refuses %j with the reason on the first line, then the usage', (args, reason) => {
    const run = spawnSync('node_modules/.bin/tsx', ['src/cli/play.ts', ...args], { encoding: 'utf8', stdio: 'pipe' });
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(reason);
    expect(run.stderr).toContain('usage: npm run play');
  });
});
