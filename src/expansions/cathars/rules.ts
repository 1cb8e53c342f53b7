// The Cathars (compendium §7): four tiles whose city is besieged. The rules are the engine's siege rules
// (src/engine/siege.ts), shared with the Besiegers, which play them on their own tiles: a besieged city
// pays 1 a tile and pennant (2 with a cathedral), 0 unfinished at the end; fields pay double for it; at
// the end of a turn one knight may escape through a monastery touching a Cathar tile.
import { siegeModule } from '../../engine/siege';
import { CATHAR_SET, CATHAR_TILES, CATHARS } from './tiles';

export const catharsModule = siegeModule({ id: CATHARS, tiles: CATHAR_TILES, counts: CATHAR_SET });
