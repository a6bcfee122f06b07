import { CALL_ROUTES } from '@clinic/shared/contract';
import { AFTER_PAINT_META } from '@clinic/shared/server-manifest';
import { documentTitle } from '@clinic/shared/ui';
import { servedStateScript, type ServedState } from '../app/served-state';

const ROOT = /<div id="?root"?><\/div>/;
/** For text and attribute values: `&`, `"` and `<`. */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** index.html's preload of the doctor list (StartupPreloadPlugin): not wanted when the page brings the list. */
const LIST_PRELOAD = new RegExp(`<link\\b[^>]*\\bhref="?${escapeRegExp(CALL_ROUTES.doctorList.path)}"?[^>]*>`);

const AFTER_PAINT = new RegExp(`<meta\\b[^>]*\\bname="?${AFTER_PAINT_META}"?[^>]*\\bcontent="?([^"\\s>]+)"?[^>]*>`);
const SCRIPT = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*\bas="?script"?)[^>]*>/g;

/**
 * A page that arrives rendered is shown first and hydrated after: its scripts download at low priority
 * (the stylesheets and pictures of the first paint go first), and they start from after-paint.js, named
 * in index.html by StartupPreloadPlugin, once the page is on screen, not before it is painted.
 */
export function scriptsAfterPaint(template: string): string {
  const afterPaint = AFTER_PAINT.exec(template)?.[1];
  const entries: string[] = [];
  const page = template
    .replace(SCRIPT_PRELOAD, (tag) => tag.replace(/\s*\/?>$/, ' fetchpriority="low">'))
    .replace(SCRIPT, (tag, src: string) => {
      if (!afterPaint) return tag.replace(/\sfetchpriority="?high"?/, '');
      entries.push(src);
      return `<link rel="preload" as="script" href="${src}" fetchpriority="low">`;
    });
  if (!afterPaint) return page;
  return page.replace('</head>', () => `<script defer src="${afterPaint}" data-entries="${entries.join(' ')}"></script></head>`);
}

export interface DocumentParts {
  /** The app's markup, rendered from `state`. */
  html: string;
  /** The page's title (useDocumentTitle), for the browser tab from the first moment. */
  title?: string;
  state: ServedState;
  /** The page's own stylesheets (its remote's), linked in the head so the first paint is styled. */
  stylesheets: string[];
}

/** The shell's index.html with a rendered page in it: what the browser paints before any script runs. */
export function composeDocument(template: string, { html, title, state, stylesheets }: DocumentParts): string {
  if (!ROOT.test(template)) throw new Error('index.html has no empty <div id="root"> to render into');
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const titled = title ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(title))}</title>`) : template;
  return scriptsAfterPaint(state.doctors ? titled.replace(LIST_PRELOAD, '') : titled)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>${servedStateScript(state)}`);
}
