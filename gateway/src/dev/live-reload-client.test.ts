/** @jest-environment jsdom */
/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { jest } from '@jest/globals';

const CLIENT = readFileSync(new URL('./live-reload-client.js', import.meta.url), 'utf8');

/** Runs the client as the page served from build `served` runs it, with a stand-in for the event stream. */
function startClient(served: string) {
  const script = document.createElement('script');
  script.dataset.build = served;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  let listener: (event: { data: string }) => void = () => {};
  class FakeEventSource {
    constructor(readonly url: string) {}
    addEventListener(_type: string, handle: typeof listener) {
      listener = handle;
    }
  }
  const reload = jest.fn();
  vm.runInNewContext(CLIENT, { document, EventSource: FakeEventSource, location: { reload }, JSON });
  return { reload, hear: (status: object) => listener({ data: JSON.stringify(status) }) };
}

afterEach(() => document.body.replaceChildren());

test('the page reloads when a build newer than its own is ready, and not for its own', () => {
  const page = startClient('b-1');
  page.hear({ state: 'ok', build: 'b-1' });
  page.hear({ state: 'building' });
  expect(page.reload).not.toHaveBeenCalled();
  page.hear({ state: 'ok', build: 'b-2' });
  expect(page.reload).toHaveBeenCalledTimes(1);
});

test("a failed build's errors show over the page until a build is ready", () => {
  const page = startClient('b-1');
  page.hear({ state: 'failed', build: 'b-1', errors: ['mf-public: ./src/pages/HomePage.tsx:3:1\nExpected ","'] });
  const alert = document.querySelector('[role="alert"]')!;
  expect(alert.textContent).toContain('The build failed: fix the file and save, the page reloads by itself');
  expect(alert.textContent).toContain('./src/pages/HomePage.tsx:3:1');
  expect(page.reload).not.toHaveBeenCalled();

  // Fixed by going back to exactly what this page shows: nothing to reload, the errors go.
  page.hear({ state: 'ok', build: 'b-1' });
  expect(document.querySelector('[role="alert"]')).toBeNull();
});

test('the errors can be put aside with a button', () => {
  const page = startClient('b-1');
  page.hear({ state: 'failed', build: 'b-1', errors: ['boom'] });
  document.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
  expect(document.querySelector('[role="alert"]')).toBeNull();
});
