// The board's only font: DejaVu Sans shipped in render/fonts, registered as "BoardSans". @napi-rs/canvas
// bundles no font and draws nothing (no error) when a font is missing, so we fail loudly instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts, setTextRenderer } from '@napi-rs/canvas';

export const FONT_FAMILY = 'BoardSans';
export const DEFAULT_FONT_DIR = fileURLToPath(new URL('./fonts/', import.meta.url));
export const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

export class FontError extends Error {}

let registeredFrom: string | null = null;

/** Registers the shipped fonts once; throws a FontError naming the file when one cannot be registered. */
export function ensureFonts(fontDir: string = DEFAULT_FONT_DIR): void {
  if (registeredFrom === fontDir) return;
  // Portable text: the same pixels on every machine, which the golden-image tests rely on.
  setTextRenderer('portable');
  for (const file of FONT_FILES) {
    const path = join(fontDir, file);
    const why = existsSync(path) ? 'the file is not a font @napi-rs/canvas can read' : 'the file does not exist';
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) {
      throw new FontError(
        `Board renderer: cannot register the font ${path} (${why}). The renderer draws text only with the ` +
          `fonts shipped in render/fonts/ and never with system fonts; restore that folder.`,
      );
    }
  }
  registeredFrom = fontDir;
}

/** A CSS font string in the board font, e.g. font(20, 'bold'). */
export const font = (px: number, weight: 'normal' | 'bold' = 'bold') =>
  `${weight} ${Math.max(1, Math.round(px))}px ${FONT_FAMILY}`;
