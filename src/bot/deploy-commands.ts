// npm run deploy-commands: run it once, and again whenever the command definitions change.
import dotenv from 'dotenv';
import { buildCommand } from '../../commands';
import { installEveryExpansion } from '../expansions';
import { deployCommands } from './deploy';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

dotenv.config({ quiet: true });

const token = process.env.DISCORD_TOKEN?.trim();
const clientId = process.env.DISCORD_CLIENT_ID?.trim();
const guildId = process.env.DISCORD_GUILD_ID?.trim() || undefined;
if (!token || !clientId) {
  console.error('DISCORD_TOKEN and DISCORD_CLIENT_ID must be set in .env (see .env.example).');
  process.exit(1);
}

try {
  const { scope, names, locales } = await deployCommands({
    token,
    clientId,
    guildId,
    command: buildCommand().toJSON(),
  });
  const note = guildId ? '' : ' Global commands can take up to an hour to appear.';
  console.log(`Registered /${names.join(', /')} for ${scope}, with descriptions in ${locales.join(', ')}.${note}`);
} catch (error) {
  console.error(
    `Registering the commands failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
  );
  process.exit(1);
}
