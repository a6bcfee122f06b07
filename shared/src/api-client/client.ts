// The zod-free route table: the client sends calls, it does not validate them.
import {
  PAGE_ROUTES,
  type CallAuth,
  type CallRoute,
  type CallName,
  type CallRequest,
  type CallResponse,
  type CallWithoutRequest,
  type Failure,
} from '@clinic/shared/contract';
import { useAuthStore, type TokenKey } from '@clinic/shared/auth';
import type { STAFF_ROUTES } from '@clinic/shared/contract/staff-routes';
import { clientSettings, isEnvelope, withoutEnvelope } from './envelope';

type StaffCallName = keyof typeof STAFF_ROUTES;

/** Same origin unless configured. */
export function configureApiClient(options: { baseURL?: string }) {
  if (options.baseURL !== undefined) clientSettings.baseURL = options.baseURL;
}

/**
 * Where a call goes. A page's own calls are in the table every page has; the staff panels' (behind a staff
 * token) arrive in a chunk of their own with the first of them, so the public pages never download them.
 */
async function routeOf(name: CallName): Promise<CallRoute> {
  const page: Partial<Record<CallName, CallRoute>> = PAGE_ROUTES;
  return page[name] ?? (await import('@clinic/shared/contract/staff-routes')).STAFF_ROUTES[name as StaffCallName];
}

const TOKEN_FOR: Record<Exclude<CallAuth, 'none'>, TokenKey> = { token: 'token', atoken: 'aToken', dtoken: 'dToken' };

export type CallResult<N extends CallName> = CallResponse<N> | Failure;

/** `/api/doctor/slots/:docId` with `{docId: 'abc'}` → `/api/doctor/slots/abc` (each part encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** What a caller may change about one call. */
export interface CallOptions {
  /** Milliseconds before the call is given up (20 s unless said). */
  timeout?: number;
  headers?: Record<string, string>;
}

/** A GET call's payload as its query string; absent values are left out. */
function queryOf(payload: unknown): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((payload ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The request, with the browser's fetch. A body is JSON, or the FormData of a multipart call as it is (the
 * browser writes its boundary). Failures read as they did when the client was axios, so every screen and
 * toast keeps its words: "Network Error", "timeout of 20000ms exceeded".
 */
export async function send(url: string, init: RequestInit, timeout = clientSettings.timeout): Promise<{ status: number; data: unknown }> {
  const response = await fetch(clientSettings.baseURL + url, { ...init, signal: AbortSignal.timeout(timeout) }).catch((error: unknown) => {
    throw new Error((error as Error).name === 'TimeoutError' ? `timeout of ${timeout}ms exceeded` : 'Network Error');
  });
  return { status: response.status, data: await response.json().catch(() => undefined) };
}

/**
 * Makes a call of the contract's table with the token its role needs. Any answer that carries the
 * envelope (2xx or 4xx) resolves to it, so screens handle one shape; only network failures and answers
 * without the envelope throw. A refused token (401) is forgotten, which signs that role out.
 *
 * The payload is the call's `CallRequest`: a wrong one does not compile, and it may be left out only by a
 * call that takes nothing.
 */
export function callApi<N extends CallWithoutRequest>(name: N, payload?: undefined, options?: CallOptions): Promise<CallResult<N>>;
export function callApi<N extends CallName>(name: N, payload: CallRequest<N>, options?: CallOptions): Promise<CallResult<N>>;
export async function callApi(name: CallName, payload?: unknown, options: CallOptions = {}): Promise<CallResult<CallName>> {
  const call = await routeOf(name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const tokenKey = call.auth === 'none' ? undefined : TOKEN_FOR[call.auth];
  if (tokenKey) headers[call.auth] = useAuthStore.getState()[tokenKey];

  const inPath = call.path.includes('/:');
  let url = inPath ? fillPath(call.path, payload as Record<string, string>) : call.path;
  let body: BodyInit | undefined;
  if (!inPath && call.method === 'GET') url += queryOf(payload);
  else if (!inPath && payload instanceof FormData) body = payload;
  else if (!inPath && payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  const response = await send(url, { method: call.method, headers: { ...headers, ...options.headers }, body }, options.timeout);

  if (!isEnvelope(response.data)) throw withoutEnvelope(response.status);
  if (response.status === 401 && tokenKey && headers[call.auth]) useAuthStore.getState().clearToken(tokenKey);
  return response.data as CallResult<CallName>;
}
