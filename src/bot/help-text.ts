// "/carcassonne help": what this member can do right now, then the full list.

import { figureChoiceLabel, figureSpots, tileSpots } from '../app/choices';
import { displayName } from '../app/describe';
import { type Actor, hostOf } from '../app/game-service';
import type { GameRecord } from '../app/record';
import type { Translate } from '../i18n';
import { deadlineText } from './clock-text';

function rightNow(record: GameRecord | undefined, actor: Actor, t: Translate): string {
  if (!record) return t('help.no-game');
  const seated = record.seats.some((s) => s.userId === actor.userId);
  const isHost = hostOf(record) === actor.userId;
  if (record.status === 'lobby') {
    if (isHost) return t('help.lobby-host');
    return t(seated ? 'help.lobby-seated' : 'help.lobby-join');
  }
  const state = record.state;
  const active = state?.players[state.turn.player];
  if (!state || !active) return t('help.over');
  const ends = deadlineText(record, t);
  // each sentence whole in the reader's language, side by side
  const sentences: string[] = [];
  if (active.id !== actor.userId) {
    sentences.push(t(seated ? 'help.their-turn' : 'help.their-turn-watching', { player: displayName(active.name) }));
    if (ends) sentences.push(t('help.their-turn-ends', { ends }));
    if (isHost || actor.canManage) sentences.push(t('help.manage'));
    return sentences.join(' ');
  }
  sentences.push(yourTurn(record, t));
  if (ends) sentences.push(t('help.your-turn-ends', { ends }));
  return sentences.join(' ');
}

/** The active player's step, in words. */
function yourTurn(record: GameRecord, t: Translate): string {
  if (record.state?.turn.step === 'placeTile') return t('help.place-tile', { count: tileSpots(record).length });
  const spots = figureSpots(record).map((s) => figureChoiceLabel(record, s));
  return spots.length ? t('help.place-figure', { spots }) : t('help.no-figure-spot');
}

export function helpText(record: GameRecord | undefined, actor: Actor, t: Translate): string {
  return t('help.text', { now: rightNow(record, actor, t), commands: t('help.all-commands'), rules: t('help.rules') });
}
