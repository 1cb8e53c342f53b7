// The layers as drawn (README, "Adding an expansion"), read from the import statements of every source
// file: the engine imports nothing above it, an expansion imports only the engine, the renderer's drawing
// kit and its own folder, and no two folders import each other round a cycle. A small reader of import
// lines rather than dependency-cruiser: the rules are three, the project's imports are all relative
// paths written one way (Biome formats them), and a new dev dependency would be one more thing to update.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const COMPOSITION_ROOT = 'src/expansions/index.ts';

interface Import {
  from: string;
  /** The imported file, relative to the repository; or the package name for a bare import. */
  to: string;
  bare: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

// `import ... from '...'`, `export ... from '...'`, `import '...'` and `import('...')`, over several lines
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(IMPORT)].map((match) => {
    const spec = (match[1] ?? match[2] ?? match[3]) as string;
    if (!spec.startsWith('.')) return { from: file, to: spec, bare: true };
    const base = resolve(ROOT, dirname(file), spec);
    const found = [`${base}.ts`, join(base, 'index.ts'), base].find((p) => existsSync(p) && statSync(p).isFile());
    return { from: file, to: relative(ROOT, found ?? base), bare: false };
  });
}

const FILES = ['src', 'render', 'commands', 'bench'].flatMap(sourceFiles);
const IMPORTS = FILES.flatMap(importsOf);
const local = IMPORTS.filter((i) => !i.bare);

/** Files that load the composition root are entry points: they compose, so they sit apart from their folder. */
const ENTRY_POINTS = new Set(local.filter((i) => i.to === COMPOSITION_ROOT).map((i) => i.from));

/** The folder a file counts in: an expansion's own folder, a top folder of src/, the renderer or its kit, an entry point alone. */
function folderOf(file: string): string {
  if (ENTRY_POINTS.has(file) || file === COMPOSITION_ROOT) return file;
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'expansions') return parts.length > 3 ? parts.slice(0, 3).join('/') : file;
  if (parts[0] === 'src') return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
  // the renderer's inner folders count as one (how they layer is the renderer's own affair); its kit apart
  if (parts[0] === 'render') return parts[1] === 'kit' ? 'render/kit' : 'render';
  return parts[0] as string;
}

const expansionOf = (file: string) => /^src\/expansions\/([^/]+)\//.exec(file)?.[1];

describe('the import rules', () => {
  it('reads the imports of every source file', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(local.filter((i) => !existsSync(join(ROOT, i.to)))).toEqual([]);
    expect(ENTRY_POINTS).toContain('src/bot/main.ts');
  });

  it('the engine imports nothing above it, and no package', () => {
    const outside = IMPORTS.filter(
      (i) => i.from.startsWith('src/engine/') && (i.bare || !i.to.startsWith('src/engine/')),
    );
    expect(outside.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it('an expansion imports only the engine (not its orchestrator), the drawing kit and its own folder', () => {
    // words shared by several expansions' messages ("{points} points" in every language): data, no code
    // and the words both River sets give alike (the water, the course refusals), and those of the siege
    // rules both siege sets play (the engine's siege.ts)
    const SHARED_WORDS = [
      'src/expansions/points-words.ts',
      'src/expansions/river-words.ts',
      'src/expansions/siege-words.ts',
    ];
    // the figure words of every language in the forms sentences need (cases, articles, gender): data and
    // the small helpers that write a message's select from it; it imports nothing but the locale list
    const FIGURE_WORDS = 'src/i18n/figure-words.ts';
    const ORCHESTRATOR = ['src/engine/game.ts', 'src/engine/turn.ts'];
    const wrong = IMPORTS.filter((i) => {
      const own = expansionOf(i.from);
      if (!own) return false;
      if (i.bare) return i.to !== '@napi-rs/canvas';
      if (i.to.startsWith('src/engine/')) return ORCHESTRATOR.includes(i.to);
      return !(
        i.to === 'render/kit/index.ts' ||
        SHARED_WORDS.includes(i.to) ||
        i.to === FIGURE_WORDS ||
        expansionOf(i.to) === own
      );
    });
    expect(wrong.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it('nothing outside the expansions reaches into an expansion: the composition root hands them over', () => {
    const reaching = local.filter((i) => expansionOf(i.to) && !expansionOf(i.from) && i.from !== COMPOSITION_ROOT);
    expect(reaching.map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });

  it('only an entry point or a test loads the composition root', () => {
    const loaders = local.filter((i) => i.to === COMPOSITION_ROOT).map((i) => i.from);
    // an entry point calls installEveryExpansion itself; nothing else may reach the root to find expansions
    for (const file of loaders)
      expect(readFileSync(join(ROOT, file), 'utf8'), file).toContain('installEveryExpansion(');
  });

  it('no folders import each other round a cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of local) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === b) continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    const cycles = stronglyConnected(graph).filter((c) => c.length > 1);
    expect(cycles.map((c) => c.sort().join(' '))).toEqual([]);
  });
});

/** Tarjan's strongly connected components of a directed graph. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let popped: string | undefined;
      do {
        popped = stack.pop() as string;
        onStack.delete(popped);
        component.push(popped);
      } while (popped !== node);
      components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}
