// Serves the islands yardstick (islands-entry.tsx): each page's HTML captured once from the bundle rendering
// it whole in Chromium (as a server would render it), then served with the bundle that hydrates only its
// islands. Bench code, for the decision between full hydration and islands.
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.mjs';
import { buildStandIn } from './build.mjs';
import { serveBuilt } from './serve.mjs';

const LANGUAGES = ['en', 'hi', 'kn'];
const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Builds, captures `paths` (with their `?lang=`) and serves them; `stop()` closes it. */
export async function startIslands(siteUrl, port, paths) {
  let out;
  for (const language of LANGUAGES) out = (await buildStandIn(language, undefined, 'islands')).out;
  const { doctors, clinicTz } = await (await fetch(`${siteUrl}/api/doctor/list`)).json();
  const captured = new Map();
  /** The document: the islands' stylesheet and bundle, and (once captured) the page and its state. */
  const documentOf = (language, { title = '', body = '', state } = {}) =>
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Hearing tests, hearing aids and speech therapy in Bengaluru."><title>${title}</title><link rel="stylesheet" href="/islands-${language}.css"><script type="module" src="/islands-${language}.js"></script></head><body><div id="root">${body}</div>${state ? `<script type="application/json" id="island-state">${escapeJson(state)}</script>` : ''}</body></html>`;
  const server = await serveBuilt(out, siteUrl, port, (url, language, file, html) => {
    if (url.searchParams.has('render')) return html(documentOf(language));
    return html(captured.get(`${url.pathname}|${language}`) ?? '<!doctype html><p>not captured</p>');
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const address of paths) {
      const url = new URL(address, server.url);
      // The home and the doctors' pages only: the booking page's islands are the picker, not written here.
      if (url.pathname !== '/' && !url.pathname.startsWith('/doctors')) throw new Error(`islands: no page for ${url.pathname}`);
      const language = LANGUAGES.includes(url.searchParams.get('lang')) ? url.searchParams.get('lang') : 'en';
      const page = await browser.newPage();
      url.searchParams.set('render', '');
      await page.goto(url.toString(), { waitUntil: 'networkidle' });
      await page.waitForSelector('[data-island="header"]');
      const { body, title } = await page.evaluate(() => ({ body: document.getElementById('root').innerHTML, title: document.title }));
      await page.close();
      captured.set(`${url.pathname}|${language}`, documentOf(language, { title, body, state: { doctors, clinicTz } }));
    }
  } finally {
    await browser.close();
  }
  return server;
}
