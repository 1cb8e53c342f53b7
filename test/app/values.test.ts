// Values outside the choices, whatever a command definition offers: refused in the app with the
// choices named, nothing stored or changed; and input quoted back stays short. Real GameService over
// a real SQLite file.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveFigure, resolvePlacement } from '../../src/app/choices';
import { GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import { settingsProblem, typedOptions } from '../../src/app/settings';
import { applyMove, legalMoves } from '../../src/engine';
import { render } from '../../src/i18n';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { makeSqliteFixture } from '../storage/sqlite-fixture';
import { said } from './refusal-words';
import { sweepAll } from './sweep';

const ann = { userId: '100', name: 'Ann' };
const bob = { userId: '200', name: 'Bob' };
const CHANNEL = 'c1';
const GUILD = 'g1';
const HOUR = 3_600_000;
const LONG = 'x'.repeat(6000);

let fixture: Awaited<ReturnType<typeof makeSqliteFixture>>;
let repository: KeyvGameRepository<GameRecord>;
let service: GameService;
let now = 1_000_000;

beforeEach(async () => {
  fixture = await makeSqliteFixture();
  repository = await fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
  service = new GameService(repository, { newSeed: () => 12345, now: () => now });
});
afterEach(async () => fixture.cleanup());

async function startedGame(turnHours = 0): Promise<GameRecord> {
  await service.newGame(CHANNEL, GUILD, ann, { expansions: ['farmers'], turnHours });
  await service.join(CHANNEL, bob);
  const started = await service.start(CHANNEL, ann);
  if (!started.ok) throw new Error(JSON.stringify(started.message));
  return started.record;
}

describe('a new game', () => {
  it.each([-1, 5, 0.5, 1e9, Number.NaN])('refuses a turn clock of %s hours, naming the choices', async (hours) => {
    const outcome = await service.newGame(CHANNEL, GUILD, ann, { expansions: [], turnHours: hours });
    expect(said(outcome)).toEqual(expect.stringContaining('0, 12, 24'));
    expect(said(outcome)).toMatch(/72 hours per turn/);
    expect(await service.find(CHANNEL)).toBeUndefined();
  });

  it('takes each offered clock', async () => {
    for (const hours of [0, 12, 24, 72]) {
      const outcome = await service.newGame(`c${hours}`, GUILD, ann, { expansions: [], turnHours: hours });
      expect(outcome.ok && outcome.record.clock?.hours).toBe(hours || null);
    }
  });

  it.each(['bogus', '', 7, true])('refuses tiles %j, naming classic and gardens', async (tileSet) => {
    const outcome = await service.newGame(CHANNEL, GUILD, ann, { expansions: [], options: { tileSet } });
    expect(said(outcome)).toEqual(expect.stringMatching(/tileSet.*classic,? and gardens/));
    expect(await service.find(CHANNEL)).toBeUndefined();
  });

  it('refuses an option value of an expansion, and an option no chosen expansion has', async () => {
    const river = await service.newGame(CHANNEL, GUILD, ann, {
      expansions: ['river'],
      options: { riverStartTile: 'sideways' },
    });
    expect(said(river)).toEqual(expect.stringMatching(/box, after,? and shuffled/));
    const inn = await service.newGame(CHANNEL, GUILD, ann, { expansions: [], options: { crossroadsInn: 'one-road' } });
    // the options these expansions do have are named, to pick from
    expect(said(inn)).toEqual(expect.stringMatching(/no option “crossroadsInn” \(options: tileSet, tinyCity, /));
    expect(await service.find(CHANNEL)).toBeUndefined();
  });

  it('reads options typed as text (a command line) as the values the rules declare, keeping others as typed', () => {
    const typed = typedOptions(
      ['farmers', 'halflings'],
      [
        ['halflingsDeal', 'Drafted'],
        ['tinyCity', 'true'],
        ['tileSet', 'round'],
        ['nope', '1'],
      ],
    );
    expect(typed).toEqual({ halflingsDeal: 'drafted', tinyCity: true, tileSet: 'round', nope: '1' });
    expect(settingsProblem(['farmers', 'halflings'], { halflingsDeal: 'drafted', tinyCity: true })).toBeUndefined();
    expect(settingsProblem(['farmers'], { nope: '1' })).toMatchObject({ key: 'game.bad-settings' });
  });

  it('quotes a long unknown expansion back in a few characters', async () => {
    const outcome = await service.newGame(CHANNEL, GUILD, ann, { expansions: [LONG, ...'abcdefgh'] });
    expect(outcome.ok).toBe(false);
    // the name is cut to a few characters; the list of the expansions offered grows as they are added
    const text = outcome.ok ? '' : render('en', outcome.message);
    expect(Math.max(...(text.match(/x+/g) ?? ['']).map((run) => run.length))).toBeLessThan(100);
    expect(text.replace(/Available: .*$/, '').length).toBeLessThan(200);
  });
});

describe('the turn clock', () => {
  it.each([5, -1, 1000, Number.NaN])('refuses %s hours and changes nothing', async (hours) => {
    await startedGame(24);
    const before = await repository.get(CHANNEL);
    const outcome = await service.setClock(CHANNEL, ann, hours);
    expect(said(outcome)).toEqual(expect.stringMatching(/0, 12, 24,? and 72/));
    expect(await repository.get(CHANNEL)).toEqual(before);
  });

  it('never skips a turn for a clock of negative hours stored before the check', async () => {
    const record = await startedGame();
    const stored = (await repository.get(CHANNEL))!;
    await repository.update(CHANNEL, stored.revision, {
      ...stored.data,
      clock: { hours: -1, turnStartedAt: now, turn: record.state!.turn.number, reminded: [], timeouts: {} },
    });
    for (let i = 0; i < 3; i++) {
      now += HOUR;
      expect(await sweepAll(service)).toEqual([]);
    }
    expect((await service.find(CHANNEL))?.state?.turn.number).toBe(record.state!.turn.number);
  });
});

describe('moves typed by hand', () => {
  it('name the spots and rotations there are, and quote long input short', async () => {
    const record = await startedGame();
    const spots = legalMoves(record.state!);
    if (spots.step !== 'placeTile') throw new Error('expected a tile to place');
    const far = resolvePlacement(record, 9999, 0);
    expect(said(far)).toEqual(expect.stringContaining(`1 to ${spots.placements.length}`));
    const turned = resolvePlacement(record, 1, 45);
    expect(said(turned)).toEqual(expect.stringMatching(/It fits there at/));

    const spot = spots.placements[0]!;
    const placed = applyMove(record.state!, spots.player, {
      type: 'placeTile',
      x: spot.x,
      y: spot.y,
      rotation: spot.rotations[0]!,
    });
    if (!placed.ok) throw new Error(placed.why);
    const figureStep = { ...record, state: placed.state };
    const letter = resolveFigure(figureStep, LONG, null);
    expect(letter.ok).toBe(false);
    expect(letter.ok || render('en', letter.message).length).toBeLessThan(200);
    const kind = resolveFigure(figureStep, 'A', LONG);
    expect(kind.ok).toBe(false);
    expect(kind.ok || render('en', kind.message).length).toBeLessThan(200);
  });
});
