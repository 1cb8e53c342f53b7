// The Besiegers (compendium §32): the Cathars' rules (§7) on six tiles of their own. The rules are the
// engine's siege rules (src/engine/siege.ts), shared with the Cathars: a besieged city pays 1 a tile and
// pennant (2 with a cathedral), 0 unfinished at the end; fields pay 6 for it (8 with a pig or a barn); at
// the end of a turn one knight may escape through a monastery touching a besiegers' tile.
import { siegeModule } from '../../engine/siege';
import { BESIEGER_SET, BESIEGER_TILES, BESIEGERS } from './tiles';

export const besiegersModule = siegeModule({ id: BESIEGERS, tiles: BESIEGER_TILES, counts: BESIEGER_SET });
