// Monasteries in Germany: six monastery tiles that replace the base game's six (four alone in a field,
// two with a road ending at them to the south), written from the reference facts in
// shared/reference/jcz-tile-definitions/monasteries.xml (MO/M1–M4, MO/MR1–MR2). Each is printed with one
// of six real monasteries (Andechs, Eberbach, Lorch, Maria Laach, Marienthal, Maulbronn); which picture
// is on which tile does not matter to the rules, so our ids only number them (GM1–GM6).
//
// The monastery is one place that a follower takes in one of two ways: as a monk (feature 0, a plain
// monastery) or lying on its side as the abbot (feature 1, its own kind, scored only at the end). Both
// features name each other in samePlaceAs, so a figure on either keeps any other off both (fn 268).
import { defineTile, field, monastery, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const GERMAN_MONASTERIES = 'german-monasteries';
/** The feature kind of a German monastery taken by an abbot. */
export const ABBOT_PLACE = 'monastery-abbot';
/** The tile symbol that tells a German monastery from a base-game one. */
export const GERMAN_MONASTERY_SYMBOL = 'german-monastery';

/** The monk's monastery and the abbot's place, one place for who stands there. */
const MONK = 0;
const ABBOT = 1;
const monk = (): TileFeature => ({ ...monastery(), samePlaceAs: [ABBOT] });
const abbot = (): TileFeature => ({ kind: ABBOT_PLACE, samePlaceAs: [MONK] });

const tile = (id: string, ref: string, rest: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, GERMAN_MONASTERIES, [monk(), abbot(), ...rest], { [GERMAN_MONASTERY_SYMBOL]: true });

const ALL_AROUND = 'NL NR EL ER SL SR WL WR';

export const GERMAN_MONASTERY_TILES: TileType[] = [
  tile('GM1', 'MO/M1', [field(ALL_AROUND)]),
  tile('GM2', 'MO/M2', [field(ALL_AROUND)]),
  tile('GM3', 'MO/M3', [field(ALL_AROUND)]),
  tile('GM4', 'MO/M4', [field(ALL_AROUND)]),
  tile('GM5', 'MO/MR1', [road('S'), field(ALL_AROUND)]),
  tile('GM6', 'MO/MR2', [road('S'), field(ALL_AROUND)]),
];

/** One of each (the reference set `monasteries`). */
export const GERMAN_MONASTERY_SET: Record<string, number> = Object.fromEntries(
  GERMAN_MONASTERY_TILES.map((t) => [t.id, 1]),
);
