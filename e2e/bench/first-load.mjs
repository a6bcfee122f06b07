// First-load JavaScript per route: a fresh browser context (empty cache), signed in when the route needs
// it, and the gzip size of every JavaScript response until the network has been quiet for 500 ms.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

/** The localStorage keys the shell reads its tokens from (as e2e/support/auth.ts signs in). */
const TOKEN_KEY = { patient: 'token', admin: 'aToken', doctor: 'dToken' };

const isScript = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

export async function measureFirstLoad(baseUrl, routes) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      if (route.as)
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY[route.as.role], route.as.token]);
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        if (!isScript(response) || response.status() >= 300) return;
        // gzip level 6, as the deployment's nginx compresses (deploy/nginx/snippets/compression.conf).
        pending.push(
          response.body().then(
            (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 6 }).length }),
            () => undefined,
          ),
        );
      });
      await page.goto(baseUrl + route.path, { waitUntil: 'networkidle' });
      const scripts = (await Promise.all(pending)).filter(Boolean);
      results.push({
        ...route,
        finalPath: new URL(page.url()).pathname,
        scripts,
        raw: scripts.reduce((n, s) => n + s.raw, 0),
        gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
