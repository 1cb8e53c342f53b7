import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { displayName } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { hostPassedNote, seatChanged } from '../src/bot/lobby';
import { gameT } from '../src/bot/locale';

export const name = 'leave';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.leave');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const before = await deps.service.find(channelId);
  const outcome = await deps.service.leave(channelId, actor);
  await seatChanged(interaction, deps, outcome, (record) => {
    const t = gameT(record);
    return `${t('lobby.left', { player: displayName(actor.name) })}${hostPassedNote(before, outcome, t)}`;
  });
}
