// The Rematch button under a game's final post (pressed: rematch.ts).
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { GameRecord } from '../app/record';
import type { Translate } from '../i18n';
import { encodeId } from './custom-id';
import { gameT } from './locale';

/** The final post's parts with the Rematch button as its only component. */
export function withRematch<P extends { components: unknown[] }>(
  parts: P,
  record: GameRecord,
  t: Translate = gameT(record),
): P {
  const button = new ButtonBuilder()
    .setCustomId(encodeId({ action: 'rematch', gameId: record.gameId, turn: 0, arg: '' }))
    .setLabel(t('rematch.button'))
    .setStyle(ButtonStyle.Primary);
  return { ...parts, components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)] };
}
