// A module's line about the whole game stands in the panel under the tiles left, once, not under one
// player: with the city of Carcassonne as the start there is no wheel board on the table, and where the
// Wheel of Fortune's big pig stands is said in words there (it stood under the first player's name).
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { panelContent } from '../../render/panel/content';
import { gameLines } from '../../render/panel/game-lines';
import { planPanel } from '../../render/panel/plan-panel';
import { playerLines } from '../../render/panel/player-lines';
import { createGame } from '../../src/engine';
import { installEveryExpansion } from '../../src/expansions';
import { translator } from '../../src/i18n';

installEveryExpansion();

const players = [
  { id: 'red', name: 'Ann' },
  { id: 'blue', name: 'Bob' },
];
const PIG = /^The big pig stands on .+\.$/;

describe('the panel’s lines about the whole game', () => {
  it('say where the big pig stands under the tiles left when the city of Carcassonne is the start', () => {
    const { state } = createGame({ players, expansions: ['count', 'wheel-of-fortune'], seed: 3 });
    const t = translator('en');
    expect(gameLines(state, t)).toEqual([expect.stringMatching(PIG)]);
    for (const { id } of players) expect(playerLines(state, id, t).filter((line) => PIG.test(line))).toEqual([]);
    const content = panelContent(state, [], t);
    const u = 40;
    const plan = planPanel(content, u, 'column');
    const canvas = createCanvas(plan.width, plan.height);
    const marks = plan.draw(canvas.getContext('2d'), 0, 0, plan.width, plan.height);
    const tilesLeft = marks.find((m) => m.text === content.labels.tilesLeft);
    const pig = marks.find((m) => m.text && PIG.test(m.text));
    expect(tilesLeft).toBeDefined();
    expect(pig?.y).toBeGreaterThan((tilesLeft?.y ?? 0) + (tilesLeft?.height ?? 0) - 1);
    expect(pig?.y ?? 0).toBeLessThan(plan.height);
  });

  it('say nothing while the wheel board is on the table', () => {
    const { state } = createGame({ players, expansions: ['wheel-of-fortune'], seed: 3 });
    expect(gameLines(state, translator('en'))).toEqual([]);
  });
});
