// What the final post carries beyond the scores: the Rematch button (pressed: rematch.ts) and the replay.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
import type { GameRecord } from '../app/record';
import type { Translate } from '../i18n';
import type { BoardImage } from './board-image';
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

/** The final post's parts with the game's replay attached (shown under the embeds), when there is one. */
export function withReplay<P extends { files: unknown[] }>(parts: P, replay: BoardImage | undefined): P {
  return replay ? { ...parts, files: [...parts.files, replay.attachment] } : parts;
}
