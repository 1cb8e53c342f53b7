// Wind Roses (classic-and-all-expansions.md §30, fn 252–253; order of play 1C-12): the orange rose is the
// start tile and splits the board into four sectors, NE, SE, SW and NW, round it (the tiles of its row and
// column lie in two sectors each). A quarter-rose tile placed in the sector it names scores its placer 3
// at once, right after the tile is placed and before the figure step, as a scoring of its own. Once the
// blue rose is placed, the sectors are counted round it instead, turned as it is turned.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { tileAt } from '../../engine/board';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { GameState, Position, Rotation, TileType } from '../../engine/types';
import { ORANGE_ROSE, QUADRANTS, type Quadrant, WIND_ROSE, WIND_ROSE_SET, WIND_ROSE_TILES } from './tiles';

export const WIND_ROSES = 'wind-roses';
/** Points for a quarter rose in its sector. */
export const ROSE_POINTS = 3;
/** The base game's start tile, which the orange rose replaces (it goes back in the box, as with the river). */
const BASE_START = 'D';

/** The rose the sectors are counted round: where it lies and how it is turned. */
export interface RoseAt extends Position {
  rotation: Rotation;
  tile: string;
}

export interface WindRosesSlot {
  /** The last whole rose placed (the orange start, then the blue); null before any. */
  rose: RoseAt | null;
  /** Keys "x,y" of the quarter tiles that scored, in the order they did. */
  scored: string[];
}

const EMPTY: WindRosesSlot = { rose: null, scored: [] };

export const rosesOf = (state: GameState): WindRosesSlot => slotOf<WindRosesSlot>(state, WIND_ROSES, EMPTY);

const TYPES = new Map<string, TileType>(WIND_ROSE_TILES.map((t) => [t.id, t]));

/** The rose printed on a tile: a quarter's sector, 'orange' or 'blue' for a whole rose, or undefined. */
export const roseOn = (tile: string): string | undefined => TYPES.get(tile)?.symbols?.[WIND_ROSE] as string | undefined;

export const isQuadrant = (value: string | undefined): value is Quadrant => QUADRANTS.includes(value as Quadrant);

/** A quarter's sector on the board: as printed, turned clockwise with the rose it is counted against. */
export function boardSector(quadrant: Quadrant, rose: Pick<RoseAt, 'rotation'>): Quadrant {
  const turns = rose.rotation / 90;
  return QUADRANTS[(QUADRANTS.indexOf(quadrant) + turns) % 4] as Quadrant;
}

/** Whether a position lies in a sector round the rose (its row and column belong to both sectors beside them). */
export function inSector(at: Position, sector: Quadrant, rose: Position): boolean {
  const north = at.y <= rose.y;
  const south = at.y >= rose.y;
  const east = at.x >= rose.x;
  const west = at.x <= rose.x;
  switch (sector) {
    case 'NE':
      return north && east;
    case 'SE':
      return south && east;
    case 'SW':
      return south && west;
    case 'NW':
      return north && west;
  }
}

/** Setup: the orange rose as the start takes the base start tile's place (one D back in the box). */
function setUpRoses(draft: GameState) {
  const start = draft.board[0];
  if (start?.tile !== ORANGE_ROSE) return;
  const at = draft.supply.indexOf(BASE_START);
  if (at >= 0) draft.supply = [...draft.supply.slice(0, at), ...draft.supply.slice(at + 1)];
  writeSlot<WindRosesSlot>(draft, WIND_ROSES, {
    ...rosesOf(draft),
    rose: { x: start.x, y: start.y, rotation: start.rotation, tile: start.tile },
  });
}

const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/** Step 1C: a whole rose takes over the sectors; a quarter in its sector scores its placer 3. */
function afterTile(draft: GameState, ctx: TurnContext): undefined {
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  const rose = placed && roseOn(placed.tile);
  if (!placed || !rose) return;
  const slot = rosesOf(draft);
  if (!isQuadrant(rose)) {
    writeSlot<WindRosesSlot>(draft, WIND_ROSES, {
      ...slot,
      rose: { x: placed.x, y: placed.y, rotation: placed.rotation, tile: placed.tile },
    });
    ctx.events.push({
      type: 'expansion',
      module: WIND_ROSES,
      what: 'rose-placed',
      data: { rose, x: placed.x, y: placed.y },
    });
    return;
  }
  // no whole rose down yet (another start tile, such as the river's spring): no sectors, no points
  if (!slot.rose) return;
  const sector = boardSector(rose, slot.rose);
  if (!inSector(placed, sector, slot.rose)) return;
  writeSlot<WindRosesSlot>(draft, WIND_ROSES, { ...slot, scored: [...slot.scored, `${placed.x},${placed.y}`] });
  ctx.award({
    player: activeId(draft),
    points: ROSE_POINTS,
    source: { module: WIND_ROSES, why: 'quadrant', params: { sector, x: placed.x, y: placed.y } },
  });
}

export const windRosesModule: RuleModule = {
  id: WIND_ROSES,
  tiles: WIND_ROSE_TILES,
  startTile: ORANGE_ROSE,
  tileCounts: () => WIND_ROSE_SET,
  phases: { afterTile },
  wakes: { afterTile: { placedTile: (type) => roseOn(type.id) !== undefined } },
  hooks: { setupGame: setUpRoses },
};
