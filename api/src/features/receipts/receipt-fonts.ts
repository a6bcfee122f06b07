import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export type Weight = 'regular' | 'bold';

/**
 * Noto Sans from npm, one file per script as @fontsource splits it: Latin, then Latin Extended (which holds
 * ₹, U+20B9), Devanagari and Kannada for names written in Hindi or Kannada, Greek and Cyrillic. Read from
 * the packages, never from the system, so every machine prints the same receipt. pdfkit embeds only the
 * glyphs used, so a receipt stays a few kilobytes whatever is registered.
 */
const FILES: Record<Weight, string[]> = {
  regular: [
    '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff',
    '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  ],
  bold: [
    '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff',
    '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff',
    '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff',
  ],
};

export interface ReceiptFont {
  /** The name the PDF document registers it under. */
  name: string;
  data: Buffer;
  /** Its ascent, in thousandths of the font size (as pdfkit measures). */
  ascender: number;
  has: (codePoint: number) => boolean;
}

let loaded: Record<Weight, ReceiptFont[]> | undefined;

/** Read once, on the first receipt. */
export function receiptFonts(): Record<Weight, ReceiptFont[]> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const load = (weight: Weight) =>
    FILES[weight].map((file, i) => {
      const data = readFileSync(require.resolve(file));
      // One face per file (a collection is a .ttc, which these packages do not ship).
      const font = create(data) as Font;
      return {
        name: `${weight}-${i}`,
        data,
        ascender: (font.ascent * 1000) / font.unitsPerEm,
        has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
      };
    });
  loaded = { regular: load('regular'), bold: load('bold') };
  return loaded;
}

/**
 * Cuts text into runs, each in one font: a character stays in the run before it while that run's font has
 * it (a space between two Kannada words), else takes the first font that has it; one that no font has goes
 * with the first (its empty box is at least visible).
 */
export function fontRuns(text: string, fonts: ReceiptFont[]): { font: ReceiptFont; text: string }[] {
  const runs: { font: ReceiptFont; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    if (last?.font.has(char.codePointAt(0)!)) {
      last.text += char;
      continue;
    }
    const font = fonts.find((f) => f.has(char.codePointAt(0)!)) ?? fonts[0]!;
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
