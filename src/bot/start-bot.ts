// Starts the bot: fonts first (fail fast), then the SQLite repository, then the discord.js client, then
// the turn-clock sweep.
// Tests call this with the fake Discord's REST URL, so they run exactly the code `npm start` runs.
import { once } from 'node:events';
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { ensureFonts, type ImageFormat } from '../../render';
import { GameService } from '../app/game-service';
import { type GameRecord, RECORD_SCHEMA_VERSION } from '../app/record';
import { KeyvGameRepository } from '../storage/keyv-repository';
import { KeyvSettingsRepository } from '../storage/settings-repository';
import { DEFAULT_SWEEP_INTERVAL_MS, startClockSweep } from './clock-sweep';
import type { BotDeps, Logger } from './context';
import { Presenter } from './presenter';
import { routeInteraction } from './router';

export interface BotOptions {
  token: string;
  databasePath: string;
  /** REST base URL (discord.js `rest.api`); the gateway URL comes from GET /gateway/bot. */
  restApi?: string;
  imageFormat?: ImageFormat;
  log?: Logger;
  /** The time (ms since the epoch) the game service sees; tests move it to drive the turn clock. */
  now?: () => number;
  /** How often the turn clock is checked (default 60 s). */
  sweepIntervalMs?: number;
  /** Seeds for new games (default random); tests pin them so a game's draws are known. */
  newSeed?: () => number;
}

export interface RunningBot {
  client: Client<true>;
  service: GameService;
  /** Resolves once no interaction or clock sweep is being handled (tests use it to know a reply is complete). */
  idle(): Promise<void>;
  /** Runs a turn-clock sweep now (the timer runs one every `sweepIntervalMs` anyway). */
  sweep(): Promise<void>;
  /** Waits for interactions being handled, then disconnects and closes the database. */
  stop(): Promise<void>;
}

const consoleLogger: Logger = (message, error) => console.error(`[carcassonne] ${message}`, error ?? '');

export async function startBot(options: BotOptions): Promise<RunningBot> {
  const log = options.log ?? consoleLogger;
  ensureFonts();
  const repository = await KeyvGameRepository.open<GameRecord>({
    path: options.databasePath,
    currentSchemaVersion: RECORD_SCHEMA_VERSION,
    migrations: {},
  });
  const service = new GameService(repository, {
    ...(options.now ? { now: options.now } : {}),
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
  });
  const settings = await KeyvSettingsRepository.open({ path: options.databasePath });
  const presenter = new Presenter(service, log, options.imageFormat ? { format: options.imageFormat } : {});
  const deps: BotDeps = { service, presenter, log, settings };

  const client = new Client({
    // Slash commands and components arrive with any intents; Guilds keeps channels and threads cached.
    intents: [GatewayIntentBits.Guilds],
    // Nobody is pinged unless a message names them explicitly.
    allowedMentions: { parse: [] },
    ...(options.restApi ? { rest: { api: options.restApi } } : {}),
  });
  const inFlight = new Set<Promise<void>>();
  const onInteraction = (interaction: Parameters<typeof routeInteraction>[0]) => {
    const handling = routeInteraction(interaction, deps).finally(() => inFlight.delete(handling));
    inFlight.add(handling);
  };
  client.on(Events.InteractionCreate, onInteraction);
  client.on(Events.Error, (error) => log('discord.js client error', error));

  try {
    const ready = once(client, Events.ClientReady);
    await client.login(options.token);
    await ready;
  } catch (error) {
    await client.destroy();
    await settings.close();
    await repository.close();
    throw error;
  }

  const clockSweep = startClockSweep(client, deps, options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
  let stopped = false;
  return {
    client: client as Client<true>,
    service,
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
      await clockSweep.idle();
    },
    sweep: () => clockSweep.run(),
    async stop() {
      if (stopped) return;
      stopped = true;
      client.off(Events.InteractionCreate, onInteraction);
      await clockSweep.stop();
      await Promise.allSettled(inFlight);
      await client.destroy();
      await settings.close();
      await repository.close();
    },
  };
}
