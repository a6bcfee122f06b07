import { CALL_ROUTES } from '@clinic/shared/contract';
import { AFTER_PAINT_META } from '@clinic/shared/server-manifest';
import { isLanguage, withHtmlLang } from '@clinic/shared/i18n/negotiate';
import { documentTitle } from '@clinic/shared/ui';
import { servedStateScript, type ServedState } from '../app/served-state';
import { TEXT_FACES } from '../styles/text-faces';

const ROOT = /<div id="?root"?><\/div>/;
/** For text and attribute values: `&`, `"` and `<`. */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** index.html's preload of the doctor list (StartupPreloadPlugin): not wanted when the page brings the list. */
const LIST_PRELOAD = new RegExp(`<link\\b[^>]*\\bhref="?${escapeRegExp(CALL_ROUTES.doctorList.path)}"?[^>]*>`);

const AFTER_PAINT = new RegExp(`<meta\\b[^>]*\\bname="?${AFTER_PAINT_META}"?[^>]*\\bcontent="?([^"\\s>]+)"?[^>]*>`);
const SCRIPT = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;
const HREF = /\bhref="?([^"\s>]+)"?/;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?)(?=[^>]*\bas="?script"?)[^>]*>/g;

/**
 * A page that arrives rendered is shown first and hydrated after: its scripts are not even asked for until
 * it is on screen. after-paint.js (named in index.html by StartupPreloadPlugin) starts them once the first
 * paint is done. Preloaded from the head, even at low priority, they shared the slow line with the
 * stylesheets, the text face and the picture of the first paint, and Lighthouse's LCP waited for them
 * (measured on /: 1.7 s in English and 2.3 s in Hindi with them, 1.1–1.7 s and 1.7 s without).
 */
export function scriptsAfterPaint(template: string, islands: string[] = []): string {
  const afterPaint = AFTER_PAINT.exec(template)?.[1];
  if (!afterPaint)
    return template
      .replace(SCRIPT_PRELOAD, (tag) => tag.replace(/\s*\/?>$/, ' fetchpriority="low">'))
      .replace(SCRIPT, (tag) => tag.replace(/\sfetchpriority="?high"?/, ''));
  // index.html's preloads are the big chunks the entry loads first: listed before it, they download beside
  // it and are in place when it runs (they only register their modules), rather than asked for after it.
  const entries: string[] = [];
  const page = template
    .replace(SCRIPT_PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1];
      if (href) entries.push(href);
      return '';
    })
    .replace(SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    });
  // A page served as islands starts the islands bundles instead, and keeps the app's scripts at hand for
  // a visitor it cannot serve (a staff member: shell/src/islands/start.tsx).
  const started =
    islands.length > 0 ? `data-entries="${islands.join(' ')}" data-app="${entries.join(' ')}"` : `data-entries="${entries.join(' ')}"`;
  return page.replace('</head>', () => `<script defer src="${afterPaint}" ${started}></script></head>`);
}

/** An app's islands bundle (decision 59), for a page served as islands. */
export interface IslandsScript {
  /** `shell`, `mf_public`: the app whose `<div data-island="app/…">` it hydrates. */
  app: string;
  src: string;
}

export interface DocumentParts {
  /** The app's markup, rendered from `state`. */
  html: string;
  /** The page's title (useDocumentTitle), for the browser tab from the first moment. */
  title?: string;
  state: ServedState;
  /** The page's own stylesheets (its remote's), linked in the head so the first paint is styled. */
  stylesheets: string[];
  /** `<html lang>`: the language the page is written in. */
  lang?: string;
  /** On a page served as islands: the shell's islands bundle first, then the page's remote's. */
  islands?: IslandsScript[];
}

/** The shell's index.html with a rendered page in it: what the browser paints before any script runs. */
export function composeDocument(template: string, { html, title, state, stylesheets, lang = 'en', islands = [] }: DocumentParts): string {
  if (!ROOT.test(template)) throw new Error('index.html has no empty <div id="root"> to render into');
  const language = isLanguage(lang) ? lang : 'en';
  template = withHtmlLang(template, language);
  const face = TEXT_FACES[language];
  // Fonts are fetched anonymously (CORS) even from the same origin: a preload without `crossorigin` is not reused.
  const fontPreload = face ? `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(face)}" crossorigin>` : '';
  const links = fontPreload + stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const titled = title ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(title))}</title>`) : template;
  // An app's bundle is fetched only when the page has an island of that app (the shell's starts them all).
  const islandScripts = islands.filter(({ app }, index) => index === 0 || html.includes(`data-island="${app}/`)).map(({ src }) => src);
  return scriptsAfterPaint(state.doctors ? titled.replace(LIST_PRELOAD, '') : titled, islandScripts)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root">${html}</div>${servedStateScript(state)}`);
}
