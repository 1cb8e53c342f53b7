// The index of live games by server and member (game_player): written in the same transaction as each
// change (seat taken, seat left, game over), and rebuilt at open for rows written without it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { makeSqliteFixture, type SqliteFixture } from '../storage/sqlite-fixture';

const ann = { userId: '200000000000000001', name: 'Ann' };
const bob = { userId: '200000000000000002', name: 'Bob' };
const GUILD = '300000000000000001';
const OTHER_GUILD = '300000000000000002';
const FIRST = '400000000000000001';
const SECOND = '400000000000000002';
const ELSEWHERE = '400000000000000003';

let fx: SqliteFixture;
let repository: KeyvGameRepository<GameRecord>;
let service: GameService;

async function open() {
  repository = await fx.openRepo<GameRecord>({ ...GAME_RECORD_STORAGE });
  service = new GameService(repository, { newSeed: () => 7, log: () => {} });
}

beforeEach(async () => {
  fx = await makeSqliteFixture();
  await open();
});
afterEach(async () => fx.cleanup());

describe('live games by server and member', () => {
  it('follows seats taken and left, and forgets a game once it is over', async () => {
    await service.newGame(FIRST, GUILD, ann, { expansions: [] });
    await service.newGame(SECOND, GUILD, bob, { expansions: [] });
    await service.newGame(ELSEWHERE, OTHER_GUILD, ann, { expansions: [] });
    await service.join(FIRST, bob);
    expect(await repository.gamesOf(GUILD, ann.userId)).toEqual([FIRST]);
    expect(await repository.gamesOf(GUILD, bob.userId)).toEqual([FIRST, SECOND]);
    expect(await repository.gamesOf(OTHER_GUILD, ann.userId)).toEqual([ELSEWHERE]);

    await service.start(FIRST, ann);
    const games = await service.gamesOf(GUILD, ann.userId);
    expect(games.map((g) => [g.channelId, g.record.status])).toEqual([[FIRST, 'playing']]);

    // bob leaves: with one player left the game is over and archived, and leaves the index
    await service.leave(FIRST, bob);
    expect(await repository.gamesOf(GUILD, bob.userId)).toEqual([SECOND]);
    expect(await repository.gamesOf(GUILD, ann.userId)).toEqual([]);
  });

  it('is rebuilt at open for live games written without it', async () => {
    await service.newGame(FIRST, GUILD, ann, { expansions: [] });
    await service.join(FIRST, bob);
    const raw = await fx.raw();
    await raw.query('DELETE FROM game_player');
    expect(await repository.gamesOf(GUILD, bob.userId)).toEqual([]);
    await open();
    expect(await repository.gamesOf(GUILD, bob.userId)).toEqual([FIRST]);
    expect(await repository.gamesOf(GUILD, ann.userId)).toEqual([FIRST]);
  });

  it('reads through its index', async () => {
    const raw = await fx.raw();
    const plan = await raw.query(
      'EXPLAIN QUERY PLAN SELECT channel_id FROM game_player WHERE namespace = ? AND guild_id = ? AND user_id = ? ORDER BY channel_id',
      'carcassonne',
      GUILD,
      ann.userId,
    );
    expect(JSON.stringify(plan)).toMatch(/USING (COVERING )?INDEX game_player_by_user/);
  });
});
