// Every word a user reads comes from the catalog: a user-facing module holding a string literal of two
// or more words is a sentence that skipped it. Developers' messages (logs, thrown errors, command-line
// usage) and a short allow-list are exempt.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const USER_FACING = ['src/app', 'src/bot', 'commands', 'src/terminal', 'render/panel', 'render/score-chart.ts'];

/** Literals that are not words for a reader, by file: ids, formats, developer notes. */
const ALLOWED: Record<string, string[]> = {
  // the terminal's developer errors for wrong command-line input
  'src/terminal/session.ts': ['A game needs players: name some with --players or add --computer 2.', 'no legal move'],
  // deploy-commands is run by the bot's operator, in a shell
  'src/bot/deploy.ts': ['all servers (global)'],
  // code run inside the computer thread under tsx, not words
  'src/bot/deploy-commands.ts': [' Global commands can take up to an hour to appear.'],
};

/** Calls whose string arguments are for developers and operators (logs, a refused setting, errors). */
const DEVELOPER_CALLS =
  /^(?:deps\.log|this\.log|log|console\.\w+|new Error|Error|(?:log|logger)\.(?:fatal|error|warn|info|debug|trace)|refuse)$/;

function sourceFiles(entry: string): string[] {
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry).flatMap((name) => {
    const full = path.join(entry, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

const TWO_WORDS = /\p{L}{2,}\s+\p{L}{2,}/u;

/** The sentence-like literals of a file, outside imports and developers' calls. */
function sentences(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && DEVELOPER_CALLS.test(calleeName(node))) return;
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
    const template = ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
      : undefined;
    const literal = text ?? template;
    if (literal !== undefined && TWO_WORDS.test(literal)) found.push(literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  const name = node.expression.getText();
  return ts.isNewExpression(node) ? `new ${name}` : name;
}

describe('the sentence finder', () => {
  it("finds a sentence literal, but not ids, imports or developers' messages", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'literals-'));
    const file = path.join(dir, 'sample.ts');
    writeFileSync(
      file,
      [
        "import { x } from 'some module';",
        "const a = 'Place your tile first';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source code with a template
        'const b = `${a} fits nowhere`;',
        "const c = { key: 'turn.button.no-figure' };",
        "log('drawing the board failed');",
        "throw new Error('no legal move here');",
      ].join('\n'),
    );
    expect(sentences(file)).toEqual(['Place your tile first', '  fits nowhere']);
    rmSync(dir, { recursive: true });
  });
});

describe('user-facing modules', () => {
  const files = USER_FACING.flatMap(sourceFiles);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)('%s has no English sentence outside the catalog', (file) => {
    const allowed = new Set(ALLOWED[file] ?? []);
    expect(sentences(file).filter((s) => !allowed.has(s))).toEqual([]);
  });
});
