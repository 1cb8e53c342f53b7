import { PermissionFlagsBits, type SlashCommandSubcommandBuilder } from 'discord.js';
import { choice, describedAs, LANGUAGE_CHOICES } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { readerLocale, setReaderLocale } from '../src/bot/locale';
import { answer } from '../src/bot/reply';
import { CATALOGS, DEFAULT_LOCALE, fromDiscordLocale, isLocale } from '../src/i18n';

export const name = 'language';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

/** The `language` value that clears a member's choice: back to their Discord language. */
const DISCORD = 'discord';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.language')
    .addStringOption((o) =>
      describedAs(o.setName('language'), 'command.language.language').addChoices(
        ...LANGUAGE_CHOICES,
        choice({ key: 'command.language.discord' }, DISCORD),
      ),
    )
    .addStringOption((o) =>
      describedAs(o.setName('for'), 'command.language.for').addChoices(
        choice({ key: 'command.language.for.me' }, 'me'),
        choice({ key: 'command.language.for.server' }, 'server'),
      ),
    );
}

const named = (locale: keyof typeof CATALOGS) => CATALOGS[locale]['language.name'];

/** Sets (or shows) the language a member is answered in, or with Manage Server the server's. */
export async function execute({ interaction, deps, guildId }: CommandContext) {
  const chosen = interaction.options.getString('language');
  const forServer = interaction.options.getString('for') === 'server';
  if (!chosen) {
    const server = (await deps.settings.guild(guildId)).language ?? DEFAULT_LOCALE;
    const mine = readerLocale(interaction);
    return answer(interaction, { key: 'language.current', params: { language: named(mine), server: named(server) } });
  }
  if (forServer) {
    if (!interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild)) {
      return answer(interaction, { key: 'language.guild-not-allowed' });
    }
    const language = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
    await deps.settings.setGuild(guildId, { language });
    return answer(interaction, { key: 'language.set-guild', params: { language: named(language) } });
  }
  if (!isLocale(chosen)) {
    await deps.settings.updateUser(interaction.user.id, { language: undefined });
    setReaderLocale(interaction, fromDiscordLocale(interaction.locale) ?? DEFAULT_LOCALE);
    return answer(interaction, { key: 'language.cleared-user' });
  }
  await deps.settings.updateUser(interaction.user.id, { language: chosen });
  // the answer already speaks the new language
  setReaderLocale(interaction, chosen);
  await answer(interaction, { key: 'language.set-user', params: { language: named(chosen) } });
}
