// Registers the drawings of the base game's feature kinds, emblems and figures. Each expansion adds its
// own through its manifest's art (render/kit), which the composition root installs.
import { registerEmblemArt } from './emblem-art';
import { drawPennant } from './emblems/pennant';
import { registerFeatureArt } from './feature-art';
import { cityArt } from './features/city';
import { fieldArt } from './features/field';
import { gardenArt } from './features/garden';
import { monasteryArt } from './features/monastery';
import { riverArt } from './features/river';
import { roadArt } from './features/road';
import { registerFigureArt } from './figure-art';
import { follower } from './figures/followers';

registerFeatureArt('field', fieldArt);
registerFeatureArt('river', riverArt);
registerFeatureArt('road', roadArt);
registerFeatureArt('city', cityArt);
registerFeatureArt('monastery', monasteryArt);
registerFeatureArt('garden', gardenArt);

registerEmblemArt('pennant', drawPennant);

registerFigureArt('meeple', follower);
