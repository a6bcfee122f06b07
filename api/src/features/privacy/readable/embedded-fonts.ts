import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@clinic/shared/i18n';

/**
 * The Hindi or Kannada copy carries its script's Noto Sans (the receipts' packages, woff2, about 30–45 kB
 * a weight), so it reads the same on a computer that has no font for the script: the file must open
 * offline, years later, wherever the patient keeps it. English needs none; Latin falls to the system's sans.
 */
const SCRIPTS: Partial<Record<Language, { files: [string, string]; range: string }>> = {
  hi: {
    files: [
      '@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff2',
      '@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff2',
    ],
    range: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+25CC,U+A830-A839,U+A8E0-A8FF',
  },
  kn: {
    files: [
      '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2',
      '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2',
    ],
    range: 'U+0C80-0CFF,U+200C-200D,U+25CC',
  },
};

export const EMBEDDED_FAMILY = 'Clinic Script';

const made = new Map<Language, string>();

/** The `@font-face` rules of the language's script, fonts inlined; empty for English. Read once per language. */
export function embeddedFontFaces(lang: Language): string {
  const script = SCRIPTS[lang];
  if (!script) return '';
  let css = made.get(lang);
  if (css === undefined) {
    const require = createRequire(import.meta.url);
    css = script.files
      .map((file, i) => {
        const data = readFileSync(require.resolve(file)).toString('base64');
        return `@font-face{font-family:"${EMBEDDED_FAMILY}";font-weight:${i ? 700 : 400};unicode-range:${script.range};src:url(data:font/woff2;base64,${data}) format("woff2")}`;
      })
      .join('');
    made.set(lang, css);
  }
  return css;
}
