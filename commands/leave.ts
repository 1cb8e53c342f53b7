import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { seatChanged } from '../src/bot/lobby';
import { gameT } from '../src/bot/locale';

export const name = 'leave';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.leave');
}

export async function execute({ interaction, deps, actor, channelId }: CommandContext) {
  const outcome = await deps.service.leave(channelId, actor);
  await seatChanged(interaction, deps, outcome, (record) => gameT(record)('lobby.left', { player: actor.name }));
}
