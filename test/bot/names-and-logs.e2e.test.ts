// Names show as typed, never as markdown, links or mentions, wherever the bot writes them (the board
// image keeps them raw: it is a picture); and nothing the bot logs carries an interaction token.
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayName } from '../../src/app/describe';
import { logLine, redactTokens } from '../../src/bot/log-redaction';
import type { FakeDiscord } from '../support/fake-discord';
import { type BotDriver, startTable } from './driver';
import { type Slash, slashIn } from './table';

const NASTY = '**Bob** [x](https://evil) @everyone `c` _u_ ~s~ ||sp|| > q <@1>';

describe('a name in our messages', () => {
  it('escapes every markdown character and defuses @everyone, @here and links', () => {
    const shown = displayName(NASTY);
    // every special character is escaped: removing the escapes gives the name back
    expect(shown.replace(/\\(.)/g, '$1').replace(/\u200b/g, '')).toBe(NASTY);
    for (const special of ['*', '[', ']', '`', '_', '~', '|', '>', '<']) {
      expect(shown.split(special).length - 1).toBe(shown.split(`\\${special}`).length - 1);
    }
    expect(shown).not.toMatch(/@everyone|@here|https:\/\//);
    expect(displayName('# Title')).toBe('\\# Title');
    expect(displayName('- item')).toBe('\\- item');
    expect(displayName('1. first')).toBe('1\\. first');
    expect(displayName('Jean-Luc')).toBe('Jean-Luc');
    // brackets escaped, a masked link cannot form; parentheses read as typed (a computer's level)
    expect(displayName('Dators 1 (vidējs)')).toBe('Dators 1 (vidējs)');
  });
});

describe('through the bot', () => {
  let fake: FakeDiscord;
  let driver: BotDriver;
  let alice: string;
  let bob: string;
  let channel: string;
  let slash: Slash;
  let bot: Awaited<ReturnType<typeof startTable>>;

  beforeAll(async () => {
    bot = await startTable({
      channels: [{ name: 'games' }],
      members: [{ username: 'alice' }, { username: 'bob', globalName: NASTY }],
    });
    ({ fake, driver } = bot);
    [alice, bob] = fake.guild().members.map((m) => m.id) as [string, string];
    channel = fake.guild().channels[0]?.id as string;
    slash = slashIn(fake, channel);
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('escapes the name in the lobby, the start and the turn posts, and keeps it raw in the game', async () => {
    await driver.run(slash(alice, 'new'));
    const joined = await driver.run(slash(bob, 'join'));
    const texts = [joined.reply?.content ?? '', joined.reply?.embeds[0]?.description ?? ''];
    const started = await driver.run(slash(alice, 'start'));
    texts.push(started.reply?.content ?? '');
    for (const post of started.posts) {
      const body = post.body as { content?: string; embeds?: { title?: string; description?: string }[] };
      texts.push(body.content ?? '', ...(body.embeds ?? []).flatMap((e) => [e.title ?? '', e.description ?? '']));
    }
    const scores = await driver.run(slash(alice, 'scores'));
    texts.push(scores.reply?.content ?? '');
    const all = texts.join('\n');
    expect(all).toContain(displayName(NASTY));
    expect(all).not.toContain('**Bob**');
    expect(all).not.toContain('[x](https://evil)');
    expect(all).not.toContain('@everyone');
    for (const message of fake.messages(channel)) expect(message.mention_everyone).toBe(false);
    // the stored name (and so the board image) is the name as it is
    expect((await driver.record(channel))?.state?.players.map((p) => p.name)).toContain(NASTY);
    expect(driver.errors).toEqual([]);
  });
});

describe('the log', () => {
  let fake: FakeDiscord;
  let bot: Awaited<ReturnType<typeof startTable>>;
  beforeAll(async () => {
    bot = await startTable({ channels: [{ name: 'games' }] });
    fake = bot.fake;
  });
  afterAll(async () => {
    await bot?.stop();
  });

  it('redacts interaction and webhook tokens from real REST errors', async () => {
    const rest = new REST({ api: fake.restApi, retries: 0 }).setToken('fake-bot-token');
    const secret = 'aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDpzZWNyZXQtdG9rZW4';
    const failures = await Promise.all([
      rest
        .post(Routes.interactionCallback('1234567890', secret), { body: { type: 4, data: { content: 'hi' } } })
        .catch((error: unknown) => error),
      rest
        .patch(Routes.webhookMessage(fake.applicationId, secret, '@original'), { body: { content: 'hi' } })
        .catch((error: unknown) => error),
    ]);
    for (const error of failures) {
      expect(error).toBeInstanceOf(Error);
      const line = logLine('interaction /carcassonne place failed', error);
      expect(String((error as { url?: string }).url)).toContain(secret);
      expect(line).not.toContain(secret);
      expect(line).toMatch(/\/(interactions|webhooks)\/\d+\/\[token\]/);
    }
    expect(redactTokens('Authorization: Bot MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.abcdefghijklmnopqrstuvwxyz')).toBe(
      'Authorization: Bot [token]',
    );
  });
});
