import { PAGE_ROUTES, type CallRequest } from '@clinic/shared/contract';
import { fillPath, send, type CallResult } from './client';
import { isEnvelope, withoutEnvelope } from './envelope';

/** Calls anyone may make without a body or a token: reads of the public site. */
export type PublicRead = {
  [N in keyof typeof PAGE_ROUTES]: (typeof PAGE_ROUTES)[N] extends { method: 'GET'; auth: 'none' } ? N : never;
}[keyof typeof PAGE_ROUTES];

/**
 * A public read: no token and no look-up of a staff route, so nothing stands between the page's start and
 * the request (every page shows the doctor list at once). It resolves and fails as callApi does. A read
 * whose path has parameters (`/api/doctor/slots/:docId`) takes them as callApi does.
 */
export async function readPublic<N extends PublicRead>(
  name: N,
  ...[params]: CallRequest<N> extends undefined ? [] : [params: CallRequest<N>]
): Promise<CallResult<N>> {
  const path = PAGE_ROUTES[name].path;
  const url = params ? fillPath(path, params as Record<string, string>) : path;
  const { status, data } = await send(url, { headers: { Accept: 'application/json' } });
  if (!isEnvelope(data)) throw withoutEnvelope(status);
  return data as CallResult<N>;
}
