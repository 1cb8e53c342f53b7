// The golden digest: seeded random games over many expansion sets, each step's legal moves, move,
// events and resulting state hashed. Any change of result (a refactor that was meant to change nothing)
// fails here. After a change that is meant to change results, regenerate with
// `GOLDEN_UPDATE=1 npx vitest run test/engine/golden-games.test.ts` and say why in the commit.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, legalMoves, playerLimit } from '../../src/engine';
import { BIG_BOX } from './support/big-box';

const DIGEST_FILE = new URL('./golden-games.json', import.meta.url);

/** JSON with object keys sorted, so a digest follows values, not the order keys were written in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

function gameDigest(expansions: string[], seats: number, seed: number): string {
  const hash = createHash('sha256');
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const created = createGame({ players, expansions, seed });
  hash.update(canonical(created));
  const random = new SeededRandom(seed * 7919 + 1);
  let state = created.state;
  for (let moves = 0; state.turn.step !== 'ended'; moves++) {
    if (moves > 5000) throw new Error('game did not end');
    hash.update(canonical(legalMoves(state)));
    const move = randomMove(state, random);
    if (!move) throw new Error(`no legal move after ${moves} moves`);
    const result = applyMove(state, decidingPlayer(state) as string, move);
    if (!result.ok) throw new Error(`legal move refused: ${result.why}`);
    hash.update(canonical(move));
    hash.update(canonical(result.events));
    hash.update(canonical(result.state));
    state = result.state;
  }
  return hash.digest('hex').slice(0, 24);
}

/** The expansion sets: each expansion alone (with farmers), the Big Box, and everything. */
const SETS: [string, string[]][] = [
  ['base', []],
  ...EXPANSION_IDS.filter((id) => id !== 'farmers').map((id): [string, string[]] => [id, ['farmers', id]]),
  ['big-box', BIG_BOX],
  ['everything', [...EXPANSION_IDS]],
];

function digests(): Record<string, string> {
  const out: Record<string, string> = {};
  SETS.forEach(([name, expansions], index) => {
    const games = name === 'everything' || name === 'big-box' ? 4 : 2;
    for (let game = 0; game < games; game++) {
      const seats = 2 + ((index + game) % (playerLimit(expansions) - 1));
      const seed = 1000 + index * 17 + game;
      out[`${name} ${seats}p seed ${seed}`] = gameDigest(expansions, seats, seed);
    }
  });
  return out;
}

describe('golden digest of seeded random games', () => {
  it('every set plays exactly as recorded', () => {
    const now = digests();
    if (process.env.GOLDEN_UPDATE || !existsSync(DIGEST_FILE)) {
      writeFileSync(DIGEST_FILE, `${JSON.stringify(now, null, 2)}\n`);
    }
    const recorded = JSON.parse(readFileSync(DIGEST_FILE, 'utf8')) as Record<string, string>;
    expect(now).toEqual(recorded);
    // about 15 s on a quiet machine; a loaded one (CI beside other work) may take several times that
  }, 600_000);
});
