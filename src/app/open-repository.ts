// The game repository as the bot, the terminal and the bench open it: SQLite, GameRecord's schema,
// the move log kept apart from the record (record-codec.ts).
import { KeyvGameRepository, type KeyvGameRepositoryOptions } from '../storage/keyv-repository';
import { type GameRecord, RECORD_MIGRATIONS, RECORD_SCHEMA_VERSION } from './record';
import { gameRecordCodec } from './record-codec';

/** The schema and layout options of GameRecord's repository. */
export const GAME_RECORD_STORAGE = {
  currentSchemaVersion: RECORD_SCHEMA_VERSION,
  migrations: RECORD_MIGRATIONS,
  codec: gameRecordCodec,
};

export function openGameRepository(
  options: Omit<KeyvGameRepositoryOptions<GameRecord>, keyof typeof GAME_RECORD_STORAGE>,
): Promise<KeyvGameRepository<GameRecord>> {
  return KeyvGameRepository.open<GameRecord>({ ...GAME_RECORD_STORAGE, ...options });
}
