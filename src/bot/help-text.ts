// "/carcassonne help": what this member can do right now, then the full list.

import { decisionChoices, figureChoiceLabel, figureSpots, mayDecline, tileSpots } from '../app/choices';
import { decisionQuestionOf, displayName, playerToMove } from '../app/describe';
import { type Actor, hostOf } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { anyOf, type Translate } from '../i18n';
import { deadlineText } from './clock-text';

function rightNow(record: GameRecord | undefined, actor: Actor, t: Translate): string {
  if (!record) return t('help.no-game');
  const seated = record.seats.some((s) => s.userId === actor.userId);
  const isHost = hostOf(record) === actor.userId;
  if (record.status === 'lobby') {
    if (isHost) return t('help.lobby-host');
    return t(seated ? 'help.lobby-seated' : 'help.lobby-join');
  }
  // whoever the game waits for: the active player, or a question's player
  const active = playerToMove(record);
  if (!active) return t('help.over');
  const ends = deadlineText(record, t);
  // each sentence whole in the reader's language, side by side
  const sentences: string[] = [];
  if (active.id !== actor.userId) {
    const player = displayName(active.name);
    if (record.state?.turn.step === 'decide') sentences.push(t('help.their-question', { player }));
    else sentences.push(t(seated ? 'help.their-turn' : 'help.their-turn-watching', { player }));
    if (ends) sentences.push(t('help.their-turn-ends', { ends }));
    if (isHost || actor.canManage) sentences.push(t('help.manage'));
    return sentences.join(' ');
  }
  sentences.push(yourTurn(record, t));
  if (ends) sentences.push(t('help.your-turn-ends', { ends }));
  return sentences.join(' ');
}

/** The step of the player the game waits for, in words. */
function yourTurn(record: GameRecord, t: Translate): string {
  const question = decisionQuestionOf(record);
  if (question) {
    const count = Math.max(0, ...decisionChoices(record).map((c) => c.number));
    return t('help.answer', { question, count, optional: mayDecline(record) ? 'yes' : 'no' });
  }
  if (record.state?.turn.step === 'placeTile') return t('help.place-tile', { count: tileSpots(record).length });
  const spots = figureSpots(record).map((s) => figureChoiceLabel(record, s));
  return spots.length ? t('help.place-figure', { spots: anyOf(spots) }) : t('help.no-figure-spot');
}

export function helpText(record: GameRecord | undefined, actor: Actor, t: Translate): string {
  return t('help.text', { now: rightNow(record, actor, t), commands: t('help.all-commands'), rules: t('help.rules') });
}
