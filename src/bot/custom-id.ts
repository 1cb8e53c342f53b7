// Component custom ids carry the game and the turn they were made for, so a click on an old board is
// recognised and answered instead of being applied to the current turn. Format (≤ 100 chars):
//   carc:<action>:<gameId>:<turn>[.<step>]:<arg>
// <step> is the step the component answers (the moves logged when it was shown), so a button of a step
// already taken is refused even within the same turn; ids made before it carry the turn alone. A
// question's menu and Decline button carry the same number in <arg> ("12" or "12.0" for a menu's page).
export const COMPONENT_ACTIONS = [
  'spot',
  'look',
  'tile',
  'fig',
  'act',
  'skip',
  'pick',
  'decline',
  'undo',
  'join',
  'start',
  'leave',
  'abandon',
  'cancel',
  'rematch',
] as const;
export type ComponentAction = (typeof COMPONENT_ACTIONS)[number];

export interface ComponentId {
  action: ComponentAction;
  gameId: string;
  turn: number;
  /** The moves logged when the component was shown (absent on ids made before steps were named). */
  step?: number;
  arg: string;
}

const PREFIX = 'carc';

export function encodeId(id: ComponentId): string {
  const when = id.step === undefined ? String(id.turn) : `${id.turn}.${id.step}`;
  const text = [PREFIX, id.action, id.gameId, when, id.arg].join(':');
  if (text.length > 100) throw new Error(`custom id too long (${text.length}): ${text}`);
  return text;
}

/** The parts of one of our custom ids, or undefined for anything else. */
export function decodeId(customId: string): ComponentId | undefined {
  const [prefix, action, gameId, turn, ...rest] = customId.split(':');
  if (prefix !== PREFIX || !gameId || !COMPONENT_ACTIONS.includes(action as ComponentAction)) return undefined;
  const [number, step] = (turn ?? '').split('.').map((part) => (part === '' ? Number.NaN : Number(part)));
  if (!isCount(number) || (step !== undefined && !isCount(step))) return undefined;
  return {
    action: action as ComponentAction,
    gameId,
    turn: number,
    ...(step === undefined ? {} : { step }),
    arg: rest.join(':'),
  };
}

/** "7-90" → [7, 90]; a pair of whole numbers or undefined. */
export function decodePair(arg: string): [number, number] | undefined {
  const [a, b] = arg.split('-').map(Number);
  return Number.isInteger(a) && Number.isInteger(b) ? [a as number, b as number] : undefined;
}

const isCount = (n: number | undefined): n is number => Number.isInteger(n) && (n as number) >= 0;
