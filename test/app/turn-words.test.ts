// What a turn says, over real SQLite: the real play order, names of players who left, tiles left as the
// picture counts them, no internal tile codes, and one rotation per distinct look of the tile.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { panelContent } from '../../render/panel/content';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { resolvePlacement, tileSpots } from '../../src/app/choices';
import { describeEvents, playerName, playOrder, tilesLeft, turnPrompt } from '../../src/app/describe';
import { type Actor, GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { distinctRotations, tileLook } from '../../src/app/tile-looks';
import { allTileTypes, legalMoves, type Rotation } from '../../src/engine';
import { render, translator } from '../../src/i18n';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { runCommand, CHANNEL as TERMINAL } from '../../src/terminal/commands';
import { terminalPrompt } from '../../src/terminal/prompt';
import { makeSqliteFixture } from '../storage/sqlite-fixture';

const ann = { userId: '100', name: 'Ann' };
const bob = { userId: '200', name: 'Bob' };
const cat = { userId: '300', name: 'Cat' };
const CHANNEL = 'c1';
const ALL: Rotation[] = [0, 90, 180, 270];

let fixture: Awaited<ReturnType<typeof makeSqliteFixture>>;
let repository: KeyvGameRepository<GameRecord>;

beforeEach(async () => {
  fixture = await makeSqliteFixture();
  repository = await fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
});
afterEach(async () => fixture.cleanup());

async function started(seed: number, expansions: string[] = ['farmers']) {
  const service = new GameService(repository, { newSeed: () => seed });
  await service.newGame(CHANNEL, 'g1', ann, { expansions });
  await service.join(CHANNEL, bob);
  await service.join(CHANNEL, cat);
  const outcome = await service.start(CHANNEL, ann);
  if (!outcome.ok) throw new Error(outcome.message.key);
  return { service, record: outcome.record };
}

const actorOf = (record: GameRecord): Actor =>
  [ann, bob, cat].find((a) => a.userId === record.state?.players[record.state.turn.player]?.id) as Actor;

describe('the play order', () => {
  it('starts with the player drawn to go first, not with the first seat', async () => {
    // seeds 1 and 2 with three seats draw the second and the third seat to go first
    for (const seed of [1, 2]) {
      await fixture.cleanup();
      fixture = await makeSqliteFixture();
      repository = await fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
      const { record } = await started(seed);
      const first = record.state?.players[record.state.turn.player]?.name;
      expect(first).not.toBe('Ann');
      expect(playOrder(record)[0]).toBe(first);
      expect([...playOrder(record)].sort()).toEqual(['Ann', 'Bob', 'Cat']);
      // the order goes on as the turns do: the next name is the next player
      const seat = record.state?.turn.player ?? 0;
      expect(playOrder(record)[1]).toBe(record.state?.players[(seat + 1) % 3]?.name);
    }
  });
});

describe('names of players who left', () => {
  it('are kept in the record, so every later message names them', async () => {
    const { service, record } = await started(1);
    const leaver = [ann, bob, cat].find((a) => a.userId !== actorOf(record).userId) as Actor;
    const left = await service.leave(CHANNEL, leaver);
    if (!left.ok) throw new Error(left.message.key);
    const t = translator('en');
    const said = describeEvents(left.record, left.events).map((m) => t(m.key, m.params));
    expect(said).toContain(`${leaver.name} left the game; their figures left the board.`);
    // read back from SQLite: the name is still there
    const stored = (await service.find(CHANNEL)) as GameRecord;
    expect(playerName(stored, leaver.userId)).toBe(leaver.name);
    expect(stored.names?.[leaver.userId]).toBe(leaver.name);
    const entry = stored.log.at(-1);
    expect(
      describeEvents(stored, entry?.events ?? [])
        .map((m) => t(m.key, m.params))
        .join(' '),
    ).toContain(leaver.name);
  });

  it('are kept for a seat left in the lobby too', async () => {
    const service = new GameService(repository, { newSeed: () => 1 });
    await service.newGame(CHANNEL, 'g1', ann, { expansions: [] });
    await service.join(CHANNEL, bob);
    const left = await service.leave(CHANNEL, bob);
    if (!left.ok) throw new Error(left.message.key);
    expect(playerName(left.record, bob.userId)).toBe('Bob');
  });
});

describe('a whole game', () => {
  it('counts tiles left as the picture does (the last turn too) and never shows a tile code', async () => {
    const { service } = await started(7, ['farmers', 'inns-cathedrals', 'traders-builders']);
    const random = new SeededRandom(7);
    const t = translator('en');
    const codes = new RegExp(
      `\\b(${allTileTypes()
        .map((type) => type.id)
        .filter((id) => id.length > 1)
        .join('|')})\\b`,
    );
    let record = (await service.find(CHANNEL)) as GameRecord;
    let lastTurnChecked = false;
    while (record.status === 'playing' && record.state) {
      const state = record.state;
      if (state.turn.step === 'placeTile') {
        const panel = panelContent(state, [], t).labels.tilesLeft;
        expect(panel).toBe(t('panel.tiles-left', { count: tilesLeft(record) }));
        if (!state.supply.length) {
          expect(tilesLeft(record)).toBe(1);
          lastTurnChecked = true;
        }
      }
      const prompt = turnPrompt(record);
      expect(render('en', prompt)).not.toMatch(codes);
      const move = randomMove(state, random);
      if (!move) throw new Error('no legal move');
      const outcome = await service.play(CHANNEL, actorOf(record), move);
      if (!outcome.ok) throw new Error(outcome.message.key);
      for (const line of describeEvents(outcome.record, outcome.events)) {
        const text = render('en', line);
        expect(text).not.toMatch(codes);
        if (line.key === 'event.tile-placed') expect(text).toMatch(/^(Ann|Bob|Cat) placed a tile\.$/);
      }
      record = outcome.record;
    }
    expect(lastTurnChecked).toBe(true);
    expect(record.status).toBe('finished');
  }, 60_000);
});

describe('the placing prompt in the terminal', () => {
  it('gives as its examples a spot there is (also with fewer than three) and a turn the tile fits there', async () => {
    const examples = new Map<number, number>();
    let turnedOtherwise = 0;
    let oneWayOnly = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const channel = `spots-${seed}`;
      const service = new GameService(repository, { newSeed: () => seed });
      await service.newGame(channel, `g${seed}`, ann, { expansions: ['farmers'] });
      await service.join(channel, bob);
      const begun = await service.start(channel, ann);
      if (!begun.ok) throw new Error(begun.message.key);
      const random = new SeededRandom(seed);
      let record = begun.record;
      for (let moves = 0; moves < 60 && record.status === 'playing' && record.state; moves++) {
        if (record.state.turn.step === 'placeTile') {
          const spots = tileSpots(record).length;
          const prompt = render('en', terminalPrompt(record));
          const example = Number(/`place (\d+)`/.exec(prompt)?.[1]);
          expect(example).toBeGreaterThanOrEqual(1);
          expect(example).toBeLessThanOrEqual(spots);
          examples.set(spots, example);
          // the turned example is a turn the tile fits there (not always 90°), at a spot where it fits more
          // than one way; where it fits every spot one way only, there is no turned example
          const [, spot, rotation] = /`place (\d+) (\d+)`/.exec(prompt) ?? [];
          const ways = (n: number) => tileSpots(record)[n - 1]?.rotations.length ?? 0;
          if (spot === undefined) {
            expect(
              tileSpots(record).every((s) => s.rotations.length === 1),
              prompt,
            ).toBe(true);
            oneWayOnly++;
          } else {
            expect(Number(spot)).toBe(example);
            expect(ways(example), prompt).toBeGreaterThan(1);
            expect(resolvePlacement(record, example, Number(rotation)).ok, prompt).toBe(true);
            if (rotation !== '90') turnedOtherwise++;
          }
        }
        const move = randomMove(record.state, random);
        if (!move) break;
        const outcome = await service.play(channel, actorOf(record), move);
        if (!outcome.ok) throw new Error(outcome.message.key);
        record = outcome.record;
      }
    }
    // the games met boards with few spots as well as many, and spots where the tile does not fit at 90°
    expect([...examples.keys()].some((spots) => spots < 3)).toBe(true);
    expect(turnedOtherwise).toBeGreaterThan(0);
    // and a tile that fits every spot one way only, whose prompt offers no turn
    expect(oneWayOnly).toBeGreaterThan(0);
  }, 60_000);
});

describe('rotations offered', () => {
  it('are one per distinct look of the tile', () => {
    const looks = (id: string) => distinctRotations(id, ALL);
    expect(looks('X')).toEqual([0]); // crossroads
    expect(looks('U')).toEqual([0, 90]); // straight road
    expect(looks('B')).toEqual([0]); // monastery
    expect(looks('C')).toEqual([0]); // all city
    expect(looks('H')).toEqual([0, 90]); // two cities facing each other
    expect(looks('I')).toEqual(ALL); // two cities at a corner
    expect(looks('A')).toEqual(ALL);
    expect(looks('IC3')).toEqual([0]); // four city caps
    // two curves: every edge is a road at every rotation, but which edges join differs at 90°
    expect(looks('IC17')).toEqual([0, 90]);
    expect(tileLook('IC17', 0)).not.toBe(tileLook('IC17', 90));
    expect(tileLook('IC17', 0)).toBe(tileLook('IC17', 180));
    // an inn on one road of the straight road: turned 180° the inn is on the same road
    expect(looks('IC15')).toEqual([0, 90]);
  });

  it('drive the spot choices, while a rotation typed by hand that the engine allows still places the tile', async () => {
    const { service, record } = await started(1);
    const crossroads = { ...record, state: { ...record.state!, turn: { ...record.state!.turn, tile: 'X' } } };
    const legal = legalMoves(crossroads.state);
    if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
    const spots = tileSpots(crossroads);
    expect(spots.length).toBe(legal.placements.length);
    for (const spot of spots) expect(spot.rotations).toHaveLength(1);
    const spot = spots.find((s) => s.legalRotations.length > 1);
    if (!spot) throw new Error('expected a spot where the crossroads fits more than one way');
    const hidden = spot.legalRotations.find((r) => !spot.rotations.includes(r)) as Rotation;
    expect(resolvePlacement(crossroads, spot.number, null)).toMatchObject({ ok: true });
    expect(resolvePlacement(crossroads, spot.number, hidden)).toEqual({
      ok: true,
      move: { type: 'placeTile', x: spot.x, y: spot.y, rotation: hidden },
    });
    // the game's own tile: a hand-typed hidden rotation is played and saved
    const real = tileSpots(record).find((s) => s.legalRotations.length > s.rotations.length);
    if (real) {
      const rotation = real.legalRotations.find((r) => !real.rotations.includes(r)) as Rotation;
      const resolved = resolvePlacement(record, real.number, rotation);
      if (resolved.ok !== true) throw new Error('expected a move');
      expect((await service.play(CHANNEL, actorOf(record), resolved.move)).ok).toBe(true);
    }
  });
});

describe('leaving in the terminal', () => {
  it('asks first; “leave yes” leaves', async () => {
    const service = new GameService(repository, { newSeed: () => 1 });
    await service.newGame(TERMINAL, 'g1', ann, { expansions: [] });
    await service.join(TERMINAL, bob);
    await service.join(TERMINAL, cat);
    const started = await service.start(TERMINAL, ann);
    if (!started.ok) throw new Error(started.message.key);
    const asked = await runCommand(service, started.record, cat, 'leave');
    expect(asked).toEqual({ lines: [expect.stringMatching(/Type “leave yes” to confirm\.$/)], changed: false });
    expect((await service.find(TERMINAL))?.state?.players.map((p) => p.id)).toContain(cat.userId);
    const left = await runCommand(service, started.record, cat, 'leave yes');
    expect(left.changed).toBe(true);
    expect(left.lines).toContain('Cat left the game; their figures left the board.');
    expect((await service.find(TERMINAL))?.state?.players.map((p) => p.id)).not.toContain(cat.userId);
  });
});
