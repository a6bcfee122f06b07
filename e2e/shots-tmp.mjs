import { chromium } from '@playwright/test';
const base = process.env.BASE;
const out = '/tmp/my-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shot(name, path, { lang = 'en', width = 375, height = 800, token, before, scroll } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  await ctx.addCookies([{ name: 'lang', value: lang, url: base }]);
  const page = await ctx.newPage();
  if (token) { await page.goto(base + '/about'); await page.evaluate((t) => localStorage.setItem('token', t), token); }
  await page.goto(base + path);
  await page.waitForSelector('html[data-app-ready]', { timeout: 30000 }).catch(() => {});
  await page.waitForTimeout(800);
  if (before) await before(page);
  if (scroll) { await page.mouse.wheel(0, scroll); await page.waitForTimeout(500); }
  await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png` });
  await ctx.close();
}
const login = async () => {
  const r = await fetch(base + '/api/user/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'asha@example.in', password: 'Patient@123' }) });
  return (await r.json()).token;
};
import { mkdirSync } from 'node:fs'; mkdirSync(out, { recursive: true });
for (const lang of ['en', 'hi', 'kn']) {
  for (const width of [375, 768, 1280]) {
    await shot('home', '/', { lang, width });
    await shot('keep', '/keep-appointment?token=x.1.y', { lang, width });
    await shot('contact', '/contact', { lang, width });
  }
  await shot('home-scrolled', '/', { lang, width: 375, scroll: 700 });
}
await browser.close();
