// npm run migrate-storage -- --from sqlite://data/games.sqlite --to postgres://user@host/db
// Run with the bot stopped: moves were made to the source while copying would be left behind.
import { parseArgs } from 'node:util';
import { openGameRepository } from '../app/open-repository';
import { installEveryExpansion } from '../expansions';
import { copyStorage } from '../storage/copy-storage';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  console.error('usage: npm run migrate-storage -- --from sqlite://path --to postgres://user@host/database');
  process.exit(1);
}
const copied = await copyStorage({ url: values.from }, { url: values.to });
// Indexes what was copied, here rather than at the bot's first start (and says so if a row is unreadable).
const repository = await openGameRepository({ url: values.to });
await repository.close();
console.log(
  `copied ${copied.games} game rows and ${copied.outbox} posts owed; the bot can start on ${values.to.replace(/\/\/[^@/]*@/, '//…@')}`,
);
