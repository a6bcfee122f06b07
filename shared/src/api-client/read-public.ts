import { PAGE_ROUTES, type CallRequest } from '@clinic/shared/contract';
import { fillPath, type CallResult } from './client';
import { clientSettings, isEnvelope, withoutEnvelope } from './envelope';

/** Calls anyone may make without a body or a token: reads of the public site. */
export type PublicRead = {
  [N in keyof typeof PAGE_ROUTES]: (typeof PAGE_ROUTES)[N] extends { method: 'GET'; auth: 'none' } ? N : never;
}[keyof typeof PAGE_ROUTES];

/**
 * A public read with the browser's fetch, resolving and failing as callApi does. Every page shows the
 * doctor list at once; reading it this way keeps axios (about 21 KB) out of the first load of every
 * public page, and out of the chain before the first doctor appears. A read whose path has parameters
 * (`/api/doctor/slots/:docId`) takes them as callApi does.
 */
export async function readPublic<N extends PublicRead>(
  name: N,
  ...[params]: CallRequest<N> extends undefined ? [] : [params: CallRequest<N>]
): Promise<CallResult<N>> {
  const path = PAGE_ROUTES[name].path;
  const url = params ? fillPath(path, params as Record<string, string>) : path;
  const response = await fetch(clientSettings.baseURL + url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(clientSettings.timeout),
  }).catch((error: unknown) => {
    // The messages axios gives for the same failures, so a screen shows the same words either way.
    throw new Error((error as Error).name === 'TimeoutError' ? `timeout of ${clientSettings.timeout}ms exceeded` : 'Network Error');
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(data)) throw withoutEnvelope(response.status);
  return data as CallResult<N>;
}
