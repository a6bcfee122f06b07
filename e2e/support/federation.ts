import type { Page } from '@playwright/test';

/** Records which remote served each exposed page chunk the browser loaded. */
export function recordExposedChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const match = /\/mf\/(\w+)\/__federation_expose_(\w+)\.[0-9a-f]+\.js$/.exec(new URL(response.url()).pathname);
    if (match && response.ok()) loaded.push(`mf_${match[1]}/${match[2]}`);
  });
  return loaded;
}
