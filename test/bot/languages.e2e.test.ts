// A whole game in each language through the fake Discord, the locale set per interaction: every text the
// bot sends (replies, posts, embeds, buttons, menus) is collected and must hold no English word of the
// catalog that the language's own catalog does not use. Romanian and Bulgarian players come with their
// Discord locale; Latvian and Icelandic ones choose their language with /carcassonne language, and the
// game is opened in the language. The non-English games switch on by themselves once their catalog is
// translated (catalogUntranslated).
import { type APIMessage, Locale as DiscordLocale, PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../src/ai/random-player';
import { legalMoves } from '../../src/engine';
import { LOCALES, type Locale } from '../../src/i18n';
import { catalogUntranslated, englishIn } from '../support/catalog-words';
import type { RecordedCall } from '../support/fake-discord';
import { DEFAULT_MEMBER_PERMISSIONS } from '../support/fake-discord/permissions';
import { componentsOf } from './moves';
import { CMD, startTableForTwo } from './table';

const DISCORD_LOCALE: Partial<Record<Locale, DiscordLocale>> = {
  en: DiscordLocale.EnglishGB,
  ro: DiscordLocale.Romanian,
  bg: DiscordLocale.Bulgarian,
};

/** Every string in a message body or an API message a member could read. */
function textsOf(body: unknown): string[] {
  const message = (body as { data?: unknown })?.data ?? body;
  const m = message as Partial<APIMessage> & { content?: string };
  if (!m || typeof m !== 'object') return [];
  const texts: string[] = [];
  if (typeof m.content === 'string') texts.push(m.content);
  for (const embed of m.embeds ?? []) {
    texts.push(embed.title ?? '', embed.description ?? '', embed.footer?.text ?? '');
    for (const field of embed.fields ?? []) texts.push(field.name, field.value);
  }
  for (const component of componentsOf(m as APIMessage)) {
    texts.push(component.label ?? '', ...(component.options ?? []).map((o) => o.label));
    texts.push((component as { placeholder?: string }).placeholder ?? '');
  }
  for (const choice of (message as { choices?: { name: string }[] }).choices ?? []) texts.push(choice.name);
  return texts.filter(Boolean);
}

const said = (calls: readonly RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' || c.method === 'PATCH').flatMap((c) => textsOf(c.body));

/** How a player of each language asks about cities. */
const CITY_WORD: Record<Locale, string> = {
  en: 'city',
  ro: 'oraș',
  bg: 'крепост',
  lv: 'pilsēta',
  is: 'borg',
};

describe.each(LOCALES)('a whole game in %s', (locale) => {
  it.skipIf(catalogUntranslated(locale))(
    'shows no English word outside names',
    async () => {
      const table = await startTableForTwo('games');
      const { fake, driver, alice, bob, channelId } = table;
      try {
        const discordLocale = DISCORD_LOCALE[locale] ?? DiscordLocale.EnglishUS;
        // in the player's Discord language: not the table's plain Slash
        const slash = (userId: string, subcommand: string, options?: Record<string, string | number>) => () =>
          fake.injectSlashCommand({
            name: CMD,
            subcommand,
            userId,
            channelId,
            locale: discordLocale,
            ...(options ? { options } : {}),
          });
        const from = fake.calls.length;
        if (!DISCORD_LOCALE[locale]) {
          // no Discord locale for this language: each player chooses it
          for (const player of [alice, bob]) await driver.run(slash(player, 'language', { language: locale }));
        }
        // a community sets its server's language, which public answers such as history and stats use
        await driver.run(() =>
          fake.injectSlashCommand({
            name: CMD,
            subcommand: 'language',
            userId: alice,
            channelId,
            locale: discordLocale,
            memberPermissions: DEFAULT_MEMBER_PERMISSIONS | PermissionFlagsBits.ManageGuild,
            options: { language: locale, for: 'server' },
          }),
        );
        await driver.run(slash(alice, 'new', { language: locale }));
        await driver.run(slash(bob, 'join'));
        await driver.run(slash(bob, 'start')); // not the host: refused
        await driver.run(slash(alice, 'start'));
        await driver.run(slash(bob, 'help'));
        // players look a rule up in their own words
        await driver.run(slash(bob, 'rules', { topic: CITY_WORD[locale] }));

        const random = new SeededRandom(7);
        for (let step = 0; step < 400; step++) {
          const record = await driver.record(channelId);
          if (!record?.state) break;
          const legal = legalMoves(record.state);
          if (legal.step === 'ended') break;
          if (legal.step === 'decide') throw new Error('a base game asks no decisions');
          const other = legal.player === alice ? bob : alice;
          if (legal.step === 'placeTile') {
            const index = Math.floor(random.next() * legal.placements.length);
            const rotation = random.pick(legal.placements[index]!.rotations);
            if (step % 17 === 0) await driver.run(slash(other, 'place', { spot: index + 1, rotation }));
            if (step % 23 === 0) await driver.run(slash(legal.player, 'scores'));
            await driver.run(slash(legal.player, 'place', { spot: index + 1, rotation }));
          } else if (random.next() < 0.5) {
            const letter = String.fromCharCode(65 + Math.floor(random.next() * legal.spots.length));
            await driver.run(slash(legal.player, 'figure', { spot: letter }));
          } else {
            await driver.run(slash(legal.player, 'skip'));
          }
        }
        expect(await driver.record(channelId)).toBeUndefined(); // finished and archived
        await driver.run(slash(alice, 'history'));
        await driver.run(slash(alice, 'stats'));
        expect(driver.errors).toEqual([]);

        const texts = said(fake.calls.slice(from));
        expect(texts.length).toBeGreaterThan(100);
        if (process.env.SHOW_TEXTS) console.log(JSON.stringify([...new Set(texts)].slice(0, 400)));
        expect(englishIn(texts, locale)).toEqual([]);
      } finally {
        await table.stop();
      }
    },
    240_000,
  );
});
