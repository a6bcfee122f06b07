import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Makes the test's window look like one browser or another: its device and its motion preference. */
function pretend({ userAgent, touchPoints, reducedMotion }: { userAgent: string; touchPoints: number; reducedMotion: boolean }) {
  const navigatorProps = {
    userAgent: { value: userAgent, configurable: true },
    maxTouchPoints: { value: touchPoints, configurable: true },
  };
  Object.defineProperties(window.navigator, navigatorProps);
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  return () => {
    for (const name of Object.keys(navigatorProps)) delete (window.navigator as unknown as Record<string, unknown>)[name];
    window.matchMedia = matchMedia;
  };
}

/**
 * Renders `ui` as the site's server does (it sees no device and no preference), then hydrates that markup
 * as a phone that asks for reduced motion, and returns what React reported. Its development build names
 * every difference between the two renders; the production build would quietly leave the server's version
 * on screen (an attribute stays as the server wrote it). `ui` is called once per side; `beforeHydrating`
 * changes what else differs between the two moments (the time, say).
 */
export async function hydrationProblems(
  ui: () => ReactElement,
  { beforeHydrating }: { beforeHydrating?: () => void } = {},
): Promise<string[]> {
  const server = pretend({ userAgent: '', touchPoints: 0, reducedMotion: false });
  let html: string;
  try {
    html = renderToString(ui());
  } finally {
    server();
  }

  beforeHydrating?.();
  const problems: string[] = [];
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const consoleError = console.error;
  console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  const phone = pretend({ userAgent: IPHONE, touchPoints: 5, reducedMotion: true });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  try {
    const root = await act(async () => hydrateRoot(container, ui(), { onRecoverableError: (error) => problems.push(String(error)) }));
    await act(async () => root.unmount());
  } finally {
    container.remove();
    phone();
    console.error = consoleError;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  return problems;
}
