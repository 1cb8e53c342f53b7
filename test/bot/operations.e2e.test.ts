// What a server owner and an operator get from the real bot, through the fake Discord: the slash
// command registered on start only when its definition changed (hash kept in the database), the invite
// link with the exact permissions, /live and /ready from the gateway and the database, and the gateway's
// drops and returns in the structured log.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthPortFromEnv, startHealthServer } from '../../src/bot/health';
import { inviteLink } from '../../src/bot/invite';
import { type FakeDiscord, startFakeDiscord } from '../support/fake-discord';
import { BotDriver, CALLBACK, removeDatabase, tempDatabase } from './driver';

let fake: FakeDiscord;
let databasePath: string;
let driver: BotDriver;

beforeAll(async () => {
  fake = await startFakeDiscord({ guilds: [{ channels: [{ name: 'games' }], members: [{ username: 'alice' }] }] });
  databasePath = await tempDatabase();
  driver = new BotDriver(fake, databasePath, { registerCommands: {}, health: { port: 0 } });
  await driver.start();
});

afterAll(async () => {
  await driver.bot.stop();
  await fake.close();
  await removeDatabase(databasePath);
});

const commandPuts = () => fake.calls.filter((call) => call.method === 'PUT' && call.route.includes('/commands'));
const health = (path: string) => fetch(`http://127.0.0.1:${driver.bot.health?.port}${path}`);

it('registers /carcassonne on its first start, and not again while its definition is the same', async () => {
  expect(fake.registeredCommands().map((command) => command.name)).toEqual(['carcassonne']);
  expect(commandPuts()).toHaveLength(1);
  expect(driver.logLines.some((line) => /Registered \/carcassonne for every server/.test(String(line.msg)))).toBe(true);

  await driver.restart();
  expect(commandPuts()).toHaveLength(1);
  expect(driver.logLines.some((line) => /registered for every server as it is/.test(String(line.msg)))).toBe(true);
});

it('runs on when Discord refuses the registration, and says so in the log', async () => {
  const elsewhere = await tempDatabase();
  const other = new BotDriver(fake, elsewhere, { registerCommands: { guildId: fake.guild().id } });
  fake.failNext({ method: 'PUT', route: '/applications/:applicationId/guilds/:guildId/commands', status: 403 });
  try {
    await other.start();
    expect(other.logLines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'Registering /carcassonne failed; the command Discord has stays as it is',
      }),
    );
    expect(fake.registeredCommands(fake.guild().id)).toEqual([]);
  } finally {
    await other.bot?.stop();
    await removeDatabase(elsewhere);
  }
});

it('logs a rate limit with the server and channel of the interaction it slowed down', async () => {
  const channelId = fake.guild().channels[0]?.id as string;
  const [alice] = fake.guild().members.map((member) => member.id) as [string];
  fake.failNext({ method: 'POST', route: CALLBACK, status: 429 });
  const handled = await driver.run(() =>
    fake.injectSlashCommand({ name: 'carcassonne', subcommand: 'help', userId: alice, channelId }),
  );
  // waited out and retried: the member got the answer
  expect(handled.callback.status).toBe(204);
  const limited = driver.logLines.find((line) => String(line.msg).includes('unexpected 429'));
  expect(limited).toMatchObject({ level: 'warn', shard: 0, guild: fake.guild().id, channel: channelId });
  expect(String(limited?.msg)).toContain('/interactions/');
  expect(String(limited?.msg)).toContain('[token]');
});

it('gives the invite link with the scopes and the exact permissions the bot needs', () => {
  const link = new URL(driver.bot.inviteLink);
  expect(link.origin + link.pathname).toBe('https://discord.com/oauth2/authorize');
  expect(link.searchParams.get('client_id')).toBe(driver.bot.client.user.id);
  expect(link.searchParams.get('scope')).toBe('bot applications.commands');
  // View Channel, Send Messages, Embed Links, Attach Files, Create Public Threads, Send Messages in Threads
  expect(link.searchParams.get('permissions')).toBe(String(2 ** 10 + 2 ** 11 + 2 ** 14 + 2 ** 15 + 2 ** 35 + 2 ** 38));
  expect(link.searchParams.get('permissions')).toBe('309237697536');
  expect(inviteLink('42')).toContain('client_id=42');
});

it('answers /live and /ready while connected, and says what is not ready while the gateway is away', async () => {
  const live = await health('/live');
  expect([live.status, await live.json()]).toEqual([200, { live: true }]);
  const ready = await health('/ready');
  expect([ready.status, await ready.json()]).toEqual([
    200,
    { ready: true, gateway: 'ready', database: 'ok', stopping: false },
  ]);
  expect((await health('/other')).status).toBe(404);

  // an outage: the connection drops and reconnecting is refused for 3 s
  fake.disconnectGateway(undefined, 3000);
  await expect.poll(async () => (await health('/ready')).status, { timeout: 2000, interval: 20 }).toBe(503);
  expect(await (await health('/ready')).json()).toMatchObject({ ready: false, database: 'ok' });
  await expect.poll(async () => (await health('/ready')).status, { timeout: 30_000, interval: 100 }).toBe(200);
  const messages = driver.logLines.map((line) => `${line.level} ${line.msg}`);
  expect(messages).toContain('warn gateway connection lost; reconnecting');
  expect(messages.some((message) => /^info gateway resumed/.test(message))).toBe(true);
  expect(driver.logLines.every((line) => line.shard === 0)).toBe(true);
});

it('is not ready when the database does not answer or the bot is stopping', async () => {
  let stopping = false;
  const server = await startHealthServer(
    {
      gateway: () => 'ready',
      database: () => Promise.reject(new Error('SQLITE_IOERR: disk I/O error')),
      stopping: () => stopping,
    },
    { port: 0 },
  );
  try {
    const ready = await fetch(`http://127.0.0.1:${server.port}/ready`);
    expect([ready.status, await ready.json()]).toMatchObject([503, { database: 'SQLITE_IOERR: disk I/O error' }]);
    stopping = true;
    expect(await (await fetch(`http://127.0.0.1:${server.port}/ready`)).json()).toMatchObject({ stopping: true });
  } finally {
    await server.close();
  }
  expect(() => healthPortFromEnv({ HEALTH_PORT: 'eighty' })).toThrow(/HEALTH_PORT must be a port number/);
  expect(healthPortFromEnv({})).toBeUndefined();
});

it('closes the endpoint with the bot, and logs no lost connection when stopping', async () => {
  const port = driver.bot.health?.port;
  const linesBefore = driver.logLines.length;
  await driver.bot.stop();
  await expect(fetch(`http://127.0.0.1:${port}/live`)).rejects.toThrow();
  // the gateway's close on a stop is not logged as a lost connection
  expect(driver.logLines.slice(linesBefore).filter((line) => line.level !== 'info')).toEqual([]);
  await driver.start();
});
