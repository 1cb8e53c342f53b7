// A process for lease-takeover.test.ts: opens the repository, saves a move of a game, holds the lease,
// says so, and runs until it is killed.
import { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { Lease } from '../../src/storage/lease';
import { LeaseKeeper } from '../../src/storage/lease-keeper';

const { target, ttlMs, renewMs } = JSON.parse(process.argv[2] ?? '{}');
const repository = await KeyvGameRepository.open<{ moves: string[] }>({
  ...target,
  currentSchemaVersion: 1,
  migrations: {},
});
const game = await repository.create('300000000000000001', { moves: [] }, { guildId: '1' });
await repository.update('300000000000000001', game.revision, { moves: ['first'] });
const lease = await Lease.on(repository.sideTables, { name: 'sweep', holder: `child-${process.pid}`, ttlMs });
const keeper = new LeaseKeeper(lease, { renewMs, onChange: () => {}, log: () => {} });
await keeper.start();
process.send?.({ held: keeper.held });
setInterval(() => {}, 1000);
