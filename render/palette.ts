// Every colour of the board in one place, chosen to read on a phone: saturated player colours with
// outlines against a muted green field, a sandstone city and a dark table.

export const TABLE = '#25282d';
export const FIELD = '#8db35a';
export const FIELD_ALT = '#88ad56';
export const CITY = '#d8bd8c';
export const WALL = '#6a5644';
export const WALL_TOP = '#b6a182';
export const ROAD = '#f3ead6';
export const ROAD_EDGE = '#7c6c56';
export const WATER = '#4da3dc';
export const WATER_EDGE = '#2a6a99';
export const BUILDING = '#f4ecdc';
export const BUILDING_ROOF = '#b4483a';
export const INK = '#1d1f22';
/** The seam where two half tiles meet in one square. */
export const SEAM = 'rgba(29, 31, 34, 0.35)';
export const HEDGE = '#4c7a2c';

export const PENNANT = '#2a5db0';
export const PENNANT_MARK = '#ffffff';

/** Numbered spots for the drawn tile, and letters for figure spots. */
export const SPOT_FILL = '#fff6c9';
export const SPOT_RING = '#1d1f22';
export const SPOT_TEXT = '#1d1f22';
export const SPOT_CELL = 'rgba(255, 246, 201, 0.16)';
export const LETTER_FILL = '#ffffff';
export const LETTER_RING = '#d81b60';
export const HIGHLIGHT = '#ffe14d';
/** A question's answers: dark tags with yellow numbers, unlike every white badge (letters, tower heights). */
export const CHOICE_FILL = '#1d1f22';
export const CHOICE_RING = '#ffe14d';
export const CHOICE_TEXT = '#ffe14d';

export const PANEL = '#1c1e22';
export const PANEL_TEXT = '#f2f2f2';
export const PANEL_MUTED = '#a9adb5';
export const PANEL_ACTIVE = '#33373e';

export interface PlayerPaint {
  fill: string;
  /** Outline that separates the figure from fields, cities and roads. */
  outline: string;
}

export const PLAYER_PAINT: Record<string, PlayerPaint> = {
  red: { fill: '#e3262d', outline: '#2a0a0a' },
  blue: { fill: '#2b63e6', outline: '#0b1633' },
  yellow: { fill: '#ffd60a', outline: '#2b2200' },
  green: { fill: '#07803a', outline: '#ffffff' },
  black: { fill: '#1a1a1a', outline: '#ffffff' },
  pink: { fill: '#ff5fc8', outline: '#3a0a2a' },
};

const FALLBACK_PAINT: PlayerPaint = { fill: '#9a9a9a', outline: '#111111' };

export const playerPaint = (color: string): PlayerPaint => PLAYER_PAINT[color] ?? FALLBACK_PAINT;

/**
 * A player's paint on the dark panel and score chart: black figures vanish there, so black takes a lighter
 * shade (still outlined in white); every fill keeps a contrast of at least 3 against PANEL.
 */
const ON_DARK: Record<string, PlayerPaint> = {
  black: { fill: '#7a7a82', outline: '#ffffff' },
};

export const onDarkPaint = (color: string): PlayerPaint => ON_DARK[color] ?? playerPaint(color);
