// Registers the drawings of the feature kinds, emblems and figures this renderer knows. An expansion adds
// its own with registerFeatureArt / registerEmblemArt / registerFigureArt.
import { registerEmblemArt } from './emblem-art';
import { drawCathedral, drawInn } from './emblems/buildings';
import { drawGoods, drawPigHerd } from './emblems/goods';
import { drawPennant } from './emblems/pennant';
import { registerFeatureArt } from './feature-art';
import { cityArt } from './features/city';
import { fieldArt } from './features/field';
import { gardenArt } from './features/garden';
import { monasteryArt } from './features/monastery';
import { riverArt } from './features/river';
import { roadArt } from './features/road';
import { registerFigureArt } from './figure-art';
import { abbot, bigFollower, builder, follower, mayor, phantom } from './figures/followers';
import { barn, pig, wagon } from './figures/others';

registerFeatureArt('field', fieldArt);
registerFeatureArt('river', riverArt);
registerFeatureArt('road', roadArt);
registerFeatureArt('city', cityArt);
registerFeatureArt('monastery', monasteryArt);
registerFeatureArt('garden', gardenArt);

registerEmblemArt('pennant', drawPennant);
registerEmblemArt('inn', drawInn);
registerEmblemArt('cathedral', drawCathedral);
registerEmblemArt('goods', drawGoods);
registerEmblemArt('pigHerd', drawPigHerd);

registerFigureArt('meeple', follower);
registerFigureArt('big', bigFollower);
registerFigureArt('abbot', abbot);
registerFigureArt('builder', builder);
registerFigureArt('mayor', mayor);
registerFigureArt('phantom', phantom);
registerFigureArt('pig', pig);
registerFigureArt('wagon', wagon);
registerFigureArt('barn', barn);
