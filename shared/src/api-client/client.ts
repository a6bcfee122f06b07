import type { AxiosInstance, AxiosRequestConfig } from 'axios';
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

let client: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance of the page (a federation singleton), made on the first call. axios arrives
 * then, not with the page: a visitor who only reads the public pages never downloads it (readPublic).
 */
export function getApiClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => axios.create({ ...clientSettings }));
  return client;
}

/** Same origin unless configured. */
export function configureApiClient(options: { baseURL?: string }) {
  if (options.baseURL === undefined) return;
  clientSettings.baseURL = options.baseURL;
  void client?.then((instance) => void (instance.defaults.baseURL = options.baseURL));
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

/**
 * Makes a call of the contract's table with the token its role needs. Any answer that carries the
 * envelope (2xx or 4xx) resolves to it, so screens handle one shape; only network failures and answers
 * without the envelope throw. A refused token (401) is forgotten, which signs that role out.
 *
 * The payload is the call's `CallRequest`: a wrong one does not compile, and it may be left out only by a
 * call that takes nothing.
 */
export function callApi<N extends CallWithoutRequest>(name: N, payload?: undefined, config?: AxiosRequestConfig): Promise<CallResult<N>>;
export function callApi<N extends CallName>(name: N, payload: CallRequest<N>, config?: AxiosRequestConfig): Promise<CallResult<N>>;
export async function callApi(name: CallName, payload?: unknown, config: AxiosRequestConfig = {}): Promise<CallResult<CallName>> {
  const call = await routeOf(name);
  const headers: Record<string, string> = {};
  const tokenKey = call.auth === 'none' ? undefined : TOKEN_FOR[call.auth];
  if (tokenKey) headers[call.auth] = useAuthStore.getState()[tokenKey];

  const inPath = call.path.includes('/:');
  const response = await (
    await getApiClient()
  ).request({
    ...config,
    method: call.method,
    url: inPath ? fillPath(call.path, payload as Record<string, string>) : call.path,
    headers: { ...headers, ...(config.headers as Record<string, string> | undefined) },
    ...(inPath ? {} : call.method === 'GET' ? { params: payload } : { data: payload }),
    validateStatus: () => true,
  });

  if (!isEnvelope(response.data)) throw withoutEnvelope(response.status);
  if (response.status === 401 && tokenKey && headers[call.auth]) useAuthStore.getState().clearToken(tokenKey);
  return response.data as CallResult<CallName>;
}
