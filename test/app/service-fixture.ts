// A GameService over a real SQLite file, made afresh before each test of the file that asks for one and
// removed after it: the set-up the service's tests share.
import { afterEach, beforeEach } from 'vitest';
import { GameService, type ServiceOptions } from '../../src/app/game-service';
import { GAME_RECORD_STORAGE } from '../../src/app/open-repository';
import type { GameRecord } from '../../src/app/record';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { makeSqliteFixture, type SqliteFixture } from '../storage/sqlite-fixture';

export interface ServiceFixture {
  /** The SQLite file's fixture, for a second repository over it (another process). */
  fixture: SqliteFixture;
  repository: KeyvGameRepository<GameRecord>;
  /** A test may put another service over the same repository here (a clock of its own). */
  service: GameService;
}

/** The service, its repository and the file's fixture, set before each test (read them inside tests, not at the file's top). */
export function serviceForEachTest(options: ServiceOptions = {}): ServiceFixture {
  const made = {} as ServiceFixture;
  beforeEach(async () => {
    made.fixture = await makeSqliteFixture();
    made.repository = await made.fixture.openRepo<GameRecord>(GAME_RECORD_STORAGE);
    made.service = new GameService(made.repository, options);
  });
  afterEach(async () => made.fixture?.cleanup());
  return made;
}
