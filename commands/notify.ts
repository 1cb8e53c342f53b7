import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { choice, describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { answer } from '../src/bot/reply';

export const name = 'notify';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.notify').addStringOption((o) =>
    describedAs(o.setName('how'), 'command.notify.how').addChoices(
      choice({ key: 'command.notify.how.channel' }, 'channel'),
      choice({ key: 'command.notify.how.dm' }, 'dm'),
    ),
  );
}

/** Sets (or shows) how the member hears of their turn, in every game: the channel ping or a direct message. */
export async function execute({ interaction, deps }: CommandContext) {
  const how = interaction.options.getString('how');
  const userId = interaction.user.id;
  if (how !== 'dm' && how !== 'channel') {
    const current = (await deps.settings.user(userId)).notify ?? 'channel';
    return answer(interaction, { key: current === 'dm' ? 'notify.current-dm' : 'notify.current-channel' });
  }
  // a fresh choice of DMs may find them open now: the "closed" note may be said again if not
  await deps.settings.updateUser(userId, how === 'dm' ? { notify: 'dm', dmRefused: undefined } : { notify: undefined });
  await answer(interaction, { key: how === 'dm' ? 'notify.set-dm' : 'notify.set-channel' });
}
