// Without its shipped font the renderer refuses to start, saying which file and why.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureFonts, FontError } from '../../render';

describe('fonts', () => {
  it('fails with a clear message when the font files are missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-fonts-'));
    expect(() => ensureFonts(empty)).toThrow(FontError);
    expect(() => ensureFonts(empty)).toThrow(/cannot register the font .*DejaVuSans\.ttf \(the file does not exist\)/);
  });

  it('fails with a clear message when a font file is not a font', () => {
    const broken = mkdtempSync(join(tmpdir(), 'bad-fonts-'));
    writeFileSync(join(broken, 'DejaVuSans.ttf'), 'not a font');
    expect(() => ensureFonts(broken)).toThrow(/not a font @napi-rs\/canvas can read/);
  });

  it('registers the shipped fonts', () => {
    expect(() => ensureFonts()).not.toThrow();
  });
});
