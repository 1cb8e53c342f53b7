// Drives the real bot (startBot) through the fake Discord: inject an interaction, wait until the bot has
// answered it and finished everything it does after (renders, channel posts), then read what it sent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIMessage } from 'discord.js';
import { MessageFlags } from 'discord.js';
import { carcassonneCommand } from '../../commands';
import type { GameRecord } from '../../src/app/record';
import { type BotOptions, type RunningBot, startBot } from '../../src/bot/start-bot';
import { createLogger } from '../../src/logging/logger';
import { type FakeDiscord, type FakeGuildInit, type RecordedCall, startFakeDiscord } from '../support/fake-discord';

export const CALLBACK = '/interactions/:interactionId/:token/callback';
export const CHANNEL_POST = '/channels/:channelId/messages';
export const FOLLOW_UP = '/webhooks/:applicationId/:token';

export interface Handled {
  id: string;
  callback: RecordedCall;
  /** Every REST call made for this interaction (callback, webhook edits, follow-ups). */
  calls: RecordedCall[];
  /**
   * The interaction's own message as it stands now (the reply, or the clicked message after an update;
   * when the reply was deleted, the first follow-up).
   */
  reply: APIMessage | undefined;
  ephemeral: boolean;
  /** Channel posts (bot token) made while this interaction was handled. */
  posts: RecordedCall[];
}

export async function tempDatabase(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'carc-bot-')), 'games.sqlite');
}

export async function removeDatabase(databasePath: string): Promise<void> {
  await rm(path.dirname(databasePath), { recursive: true, force: true });
}

/** The startBot options a test may set. */
export type DriverOptions = Pick<
  BotOptions,
  | 'now'
  | 'sweepIntervalMs'
  | 'newSeed'
  | 'retryDelaysMs'
  | 'aiBudgetMs'
  | 'concurrentWork'
  | 'registerCommands'
  | 'health'
>;

export class BotDriver {
  bot!: RunningBot;
  readonly errors: { message: string; error: unknown }[] = [];
  /** The structured log's lines (gateway, rate limits, registration), as JSON objects. */
  readonly logLines: Record<string, unknown>[] = [];

  constructor(
    readonly fake: FakeDiscord,
    readonly databasePath: string,
    /** More startBot options, e.g. a clock (`now`) and the sweep interval. */
    readonly options: DriverOptions = {},
  ) {}

  async start(): Promise<void> {
    this.bot = await startBot({
      token: 'fake-bot-token',
      command: carcassonneCommand,
      databasePath: this.databasePath,
      restApi: this.fake.restApi,
      log: (message, error) => this.errors.push({ message, error }),
      logger: createLogger(
        { level: 'debug', format: 'json' },
        { shard: 0 },
        {
          write: (line: string) => this.logLines.push(JSON.parse(line)),
        },
      ),
      ...this.options,
    });
  }

  async restart(): Promise<void> {
    await this.bot.stop();
    await this.start();
  }

  record(channelId: string): Promise<GameRecord | undefined> {
    return this.bot.service.find(channelId);
  }

  /**
   * Clicks a button of a message the bot sent (by its label) as `userId`; returns the handled click and the
   * follow-up messages it sent (their content and whether only the clicker sees them).
   */
  async click(
    channelId: string,
    message: APIMessage | undefined,
    label: string,
    userId: string,
    memberPermissions?: bigint,
  ) {
    const button = (message?.components ?? [])
      .flatMap((row) => (row as { components?: { label?: string; custom_id?: string }[] }).components ?? [])
      .find((c) => c.label === label);
    if (!button?.custom_id || !message) throw new Error(`no button “${label}” on the message`);
    const customId = button.custom_id;
    const handled = await this.run(() =>
      this.fake.injectButton({
        channelId,
        userId,
        customId,
        messageId: message.id,
        ...(memberPermissions === undefined ? {} : { memberPermissions }),
      }),
    );
    const followUps = handled.calls
      .filter((c) => c.route === FOLLOW_UP && c.method === 'POST')
      .map((c) => c.body as { content?: string; flags?: number });
    return {
      handled,
      followUps: followUps.map((f) => ({
        content: f.content ?? '',
        ephemeral: ((f.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
      })),
    };
  }

  /** Injects one interaction and waits until the bot is done with it. */
  async run(inject: () => string): Promise<Handled> {
    const [handled] = await this.runAll([inject]);
    return handled as Handled;
  }

  /**
   * Injects interactions at once and waits until the bot is done with all of them; each must be
   * acknowledged within `acknowledgedWithinMs` (the bench, timing a burst on a loaded machine, waits longer).
   */
  async runAll(injects: (() => string)[], acknowledgedWithinMs = 10_000): Promise<Handled[]> {
    const before = this.fake.calls.length;
    const ids = injects.map((inject) => inject());
    const callbacks = await Promise.all(
      ids.map((id) =>
        this.fake.waitForCall((c) => c.interactionId === id && c.route === CALLBACK, acknowledgedWithinMs),
      ),
    );
    await this.bot.idle();
    const posts = this.fake.calls.slice(before).filter((c) => c.route === CHANNEL_POST && c.method === 'POST');
    return ids.map((id, i) => {
      const interaction = this.fake.interaction(id);
      const messageId = interaction.originalMessageId;
      // a "thinking…" that gave way (a refusal after a public deferral, a public answer after a private
      // one) leaves the first follow-up as the answer
      const gone = interaction.followUpIds[0];
      const reply =
        (messageId ? this.fake.message(interaction.channelId, messageId) : undefined) ??
        (gone ? this.fake.message(interaction.channelId, gone) : undefined);
      return {
        id,
        callback: callbacks[i] as RecordedCall,
        calls: this.fake.callsFor(id),
        reply,
        ephemeral: ((reply?.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
        posts,
      };
    });
  }
}

/**
 * A fake Discord with one guild and the real bot on a fresh database, with a pinned seed so every run
 * plays the same draws; `stop()` takes both down and removes the database.
 */
export async function startTable(guild: FakeGuildInit, options: DriverOptions = {}) {
  const fake = await startFakeDiscord({ guilds: [guild] });
  const driver = new BotDriver(fake, await tempDatabase(), { newSeed: () => 3, ...options });
  await driver.start();
  return {
    fake,
    driver,
    async stop() {
      await driver.bot.stop();
      await fake.close();
      await removeDatabase(driver.databasePath);
    },
  };
}
