// Component custom ids carry the game and the turn they were made for, so a click on an old board is
// recognised and answered instead of being applied to the current turn. Format (≤ 100 chars):
//   carc:<action>:<gameId>:<turn>:<arg>
// A question's menu and Decline button carry in <arg> the moves logged when it was asked ("12" or "12.0"
// for a menu's page), since one turn may ask several questions.
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
  arg: string;
}

const PREFIX = 'carc';

export function encodeId(id: ComponentId): string {
  const text = [PREFIX, id.action, id.gameId, id.turn, id.arg].join(':');
  if (text.length > 100) throw new Error(`custom id too long (${text.length}): ${text}`);
  return text;
}

/** The parts of one of our custom ids, or undefined for anything else. */
export function decodeId(customId: string): ComponentId | undefined {
  const [prefix, action, gameId, turn, ...rest] = customId.split(':');
  if (prefix !== PREFIX || !gameId || !COMPONENT_ACTIONS.includes(action as ComponentAction)) return undefined;
  const number = Number(turn);
  if (!Number.isInteger(number) || number < 0) return undefined;
  return { action: action as ComponentAction, gameId, turn: number, arg: rest.join(':') };
}

/** "7-90" → [7, 90]; a pair of whole numbers or undefined. */
export function decodePair(arg: string): [number, number] | undefined {
  const [a, b] = arg.split('-').map(Number);
  return Number.isInteger(a) && Number.isInteger(b) ? [a as number, b as number] : undefined;
}
