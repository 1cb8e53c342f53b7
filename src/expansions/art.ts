// Every expansion's drawings (feature kinds, emblems, figures, board overlays), registered with the
// renderer's registries when this file is imported. Only the renderer imports it.
import './flier/art';
import './mage-witch/art';
import './gold-mines/art';
import './messengers/art';
import './robbers/art';
import './crop-circles/art';
import './ferries/art';
import './abbey-mayor/art';
