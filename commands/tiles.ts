import { AttachmentBuilder, type SlashCommandSubcommandBuilder } from 'discord.js';
import { drawHands, encodeCanvas } from '../render';
import { tilesLeft } from '../src/app/describe';
import { describedAs } from '../src/bot/command-text';
import type { CommandContext } from '../src/bot/context';
import { readerT } from '../src/bot/locale';
import { NO_GAME } from '../src/bot/play';
import { answer } from '../src/bot/reply';
import { heldTilesOf } from '../src/engine';

export const name = 'tiles';

/** Acknowledged privately on arrival, by the router. */
export const acknowledge = 'private';

export function build(sub: SlashCommandSubcommandBuilder) {
  return describedAs(sub, 'command.tiles');
}

export async function execute({ interaction, deps, channelId }: CommandContext) {
  const record = await deps.service.find(channelId);
  if (!record) return answer(interaction, NO_GAME);
  if (!record.state) return answer(interaction, { key: 'tiles.not-started' });
  // the same count as the turn post's footer and the board's panel
  const left = { key: 'tiles.left', params: { count: tilesLeft(record) } } as const;
  // a player's own tiles in hand (half tiles, castles, an abbey) are shown to that player alone
  const player = interaction.user.id;
  const seated = record.status === 'playing' && record.state.players.some((p) => p.id === player);
  const hands = seated ? heldTilesOf(record.state, player) : [];
  if (!hands.length) return answer(interaction, left);
  const t = readerT(interaction);
  const image = await encodeCanvas(drawHands(hands), 'png');
  await interaction.editReply({
    content: t('tiles.held', { left: t(left.key, left.params) }),
    files: [new AttachmentBuilder(image, { name: 'hand.png' })],
    allowedMentions: { parse: [] },
  });
}
