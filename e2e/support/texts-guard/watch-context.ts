import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Response } from '@playwright/test';
import { guardTexts, type UntranslatedText } from './in-page';

/** Names that are the same in every language: the clinic's (a brand, as on its signboard). */
const NAMES = ['Sunrise Hearing & Speech Clinic', 'Sunrise Hearing'];

/**
 * The contract's sentences (MESSAGES, the schemas' texts) are their own English: `translateMessage` shows
 * them as they are in English and looks them up in Hindi and Kannada, where the catalog test holds them.
 */
const CONTRACT_SENTENCES: string[] = Object.keys(
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'shared', 'src', 'contract', 'locales', 'en.json'), 'utf8')) as object,
);

type Check = (all: boolean) => { found: UntranslatedText[]; waiting: string[] };
const GRACE_MS = 1500;

/** Every string value in a JSON answer: the api's data (names, notes, its envelope's translated message). */
function stringsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
}

/**
 * One browser context watched for shown texts that did not come through the language mechanism
 * (`in-page.ts`). The api's answers are read here, as data: what a doctor or a patient wrote is shown as
 * written, in any language.
 */
export class WatchedContext {
  private readonly found: UntranslatedText[] = [];
  private readonly data = new Set<string>(CONTRACT_SENTENCES);
  private readonly reading: Promise<void>[] = [];

  private constructor(readonly context: BrowserContext) {}

  static async start(context: BrowserContext): Promise<WatchedContext> {
    const watched = new WatchedContext(context);
    await context.exposeBinding('__untranslatedTexts', (_source, found: UntranslatedText[]) => {
      watched.found.push(...found);
    });
    await context.addInitScript(guardTexts, NAMES);
    context.on('response', (response) => watched.read(response));
    return watched;
  }

  private read(response: Response): void {
    if (!/\/api\//.test(response.url()) || !/json/.test(response.headers()['content-type'] ?? '')) return;
    this.reading.push(
      response.json().then(
        (body: unknown) => stringsIn(body, this.data),
        () => undefined,
      ),
    );
  }

  /** What was shown outside the mechanism, from every page still open and every page that was left. */
  async untranslated(): Promise<UntranslatedText[]> {
    await Promise.all(this.reading);
    for (const page of this.context.pages()) {
      // A page that never answered input (another site, a fake payment page) is not ours to check.
      const ours = await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')).catch(() => false);
      if (!ours) continue;
      const now = async (all: boolean) =>
        page
          .evaluate((everything) => (window as unknown as { __untranslatedNow?: Check }).__untranslatedNow?.(everything), all)
          .catch(() => undefined);
      const first = await now(false);
      this.found.push(...(first?.found ?? []));
      if (!first?.waiting.length) continue;
      // A text shown in the test's last moments gets its grace before it counts, unless it is already
      // explained by the api's data (the usual case: a name or a date the last answer brought).
      await Promise.all(this.reading);
      const unexplained = first.waiting.some((text) => !this.explained(text));
      if (unexplained) await page.waitForTimeout(GRACE_MS);
      this.found.push(...((await now(true))?.found ?? []));
    }
    await Promise.all(this.reading);
    const unique = new Map(this.found.filter((f) => !this.explained(f.text)).map((f) => [`${f.where}\u0000${f.text}`, f]));
    return [...unique.values()];
  }

  private dataText = '';
  private dataSize = -1;
  /** The text is part of what the api answered (or a contract sentence). */
  private explained(text: string): boolean {
    if (this.dataSize !== this.data.size) {
      this.dataText = [...this.data].join('\n');
      this.dataSize = this.data.size;
    }
    return this.dataText.includes(text);
  }
}
