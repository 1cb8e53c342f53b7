// The seam stays closed: no source file outside the expansions names an expansion by its id, so that
// adding, removing or renaming one touches its folder and the composition root only. A name is a string
// literal that is an id, or a code or key under it ('river.u-turn'); comments may name anything. The files
// that must name one are listed below, each with its reason; a new mention fails until it is listed here
// (or, better, moved into the expansion's folder).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const EXPANSION_IDS = readdirSync(join(ROOT, 'src/expansions')).filter((name) =>
  statSync(join(ROOT, 'src/expansions', name)).isDirectory(),
);

/** The expansions' own layer: their folders, the composition root, and the words they share beside them. */
const inExpansions = (file: string) => file.startsWith('src/expansions/');

// The farmers are the base game's fields, a module only so that a game may leave them out:
// the tools play them unless told otherwise, /new switches them with a yes/no, the rules reference
// searches them with the base game's rules.
const FIELDS = 'the base game fields (farmers): on unless a game leaves them out';

/** file → the ids it may name, and why. */
const NAMED: Record<string, { ids: readonly string[]; why: string }> = {
  'src/engine/tiles/define.ts': {
    ids: ['river'],
    why: "the tile vocabulary's river feature kind, which both River sets lay (a feature, not the expansion)",
  },
  'render/art/builtin.ts': { ids: ['river'], why: 'the art of the river feature kind, which both River sets show' },
  'src/i18n/figure-words.ts': {
    ids: ['abbot', 'count', 'phantom'],
    why: "figure kinds named like their expansions: every figure's words in the forms the sentences need",
  },
  'render/figure-sheet.ts': {
    ids: ['abbot', 'phantom'],
    why: 'the abbot and phantom figure kinds on the sheet of every figure drawn',
  },
  'src/cli/play.ts': { ids: ['farmers'], why: FIELDS },
  'src/cli/simulate.ts': { ids: ['farmers'], why: FIELDS },
  'src/cli/arena.ts': { ids: ['farmers'], why: FIELDS },
  'render/cli.ts': { ids: ['farmers'], why: FIELDS },
  'render/sim/simulate-game.ts': { ids: ['farmers'], why: FIELDS },
  'src/sim/random-replay.ts': { ids: ['farmers'], why: FIELDS },
  'src/rules/search.ts': { ids: ['farmers'], why: FIELDS },
  'commands/new.ts': {
    ids: ['farmers', 'king-robber'],
    why: `${FIELDS}; King & Robber's scoring variant is an option of /new of its own (its values read from the module)`,
  },
  'bench/engine.ts': { ids: EXPANSION_IDS, why: 'a benchmark of named sets of expansions (the Big Box ...)' },
  'bench/against.ts': { ids: ['farmers'], why: FIELDS },
  'bench/storage.ts': { ids: ['farmers'], why: FIELDS },
  'bench/turn.ts': { ids: ['farmers'], why: FIELDS },
  'bench/compare-parts.ts': {
    ids: ['tower'],
    why: "times one module's part on the same states in two checkouts (MODULE; by default the Tower's actions)",
  },
};

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$|\s\/\/\s.*$/gm;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The expansion ids a source text names in a string literal: the id itself, or a code or key under it. */
function idsNamedIn(text: string): string[] {
  const code = text.replace(COMMENTS, '');
  return EXPANSION_IDS.filter((id) => new RegExp(`(['"\`])${literally(id)}(\\.[\\w.-]*)?\\1`).test(code));
}

const FILES = ['src', 'render', 'commands', 'bench'].flatMap(sourceFiles).filter((file) => !inExpansions(file));

describe('expansion ids outside the expansions', () => {
  it('finds a named id in a literal and a code under it, not in a comment or in words', () => {
    expect(EXPANSION_IDS).toContain('river');
    expect(idsNamedIn("const x = 'river';")).toEqual(['river']);
    expect(idsNamedIn('why: "river.u-turn"')).toEqual(['river']);
    expect(idsNamedIn("// 'river'\n/** 'tower' */ const y = 1; // 'abbot'")).toEqual([]);
    expect(idsNamedIn("'the river bends', 'rivers', 'river-2'")).toEqual(['river-2']);
  });

  it('are named only where listed, with a reason', () => {
    const unlisted = FILES.flatMap((file) => {
      const allowed = NAMED[file]?.ids ?? [];
      return idsNamedIn(readFileSync(join(ROOT, file), 'utf8'))
        .filter((id) => !allowed.includes(id))
        .map((id) => `${file} names '${id}'`);
    });
    expect(unlisted).toEqual([]);
  });

  it('lists no file that no longer names what it is allowed to (the list shrinks as the seam closes)', () => {
    const stale = Object.entries(NAMED).flatMap(([file, { ids }]) => {
      const named = idsNamedIn(readFileSync(join(ROOT, file), 'utf8'));
      return file.startsWith('bench/') && named.length
        ? []
        : ids.filter((id) => !named.includes(id)).map((id) => `${file}: ${id}`);
    });
    expect(stale).toEqual([]);
  });
});
