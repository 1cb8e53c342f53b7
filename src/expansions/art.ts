// Every expansion's drawings (feature kinds, emblems, figures, board overlays), registered with the
// renderer's registries when this file is imported. Only the renderer imports it.
import './flier/art';
import './mage-witch/art';
import './gold-mines/art';
import './messengers/art';
import './robbers/art';
import './crop-circles/art';
import './ferries/art';
import './king-robber/art';
import './cult/art';
import './count/art';
import './princess-dragon/art';
// after Princess & Dragon's: River II draws the volcano on its lake only where nothing drew one
import './river-2/art';
import './tower/art';
import './abbey-mayor/art';
