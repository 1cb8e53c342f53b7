// Every test file starts as the program does: the composition root hands every expansion to the engine,
// the catalog, the rules reference and the renderer (vitest.config.ts setupFiles).
import { installEveryExpansion } from '../../src/expansions';

installEveryExpansion();
