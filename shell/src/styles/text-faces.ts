import devanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import kannada from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2';
import type { Language } from '@clinic/shared/i18n';

/**
 * The one face a page's text needs in each language that has one (fonts.css declares them; English uses the
 * system's). A server-rendered page preloads its language's, so it arrives with the stylesheets and the text
 * is painted once, in it: not first in a fallback that then reflows (or draws boxes where none has the script).
 */
export const TEXT_FACES: Partial<Record<Language, string>> = { hi: devanagari, kn: kannada };
