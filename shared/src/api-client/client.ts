import axios, { type AxiosRequestConfig } from 'axios';
// The zod-free route table: the client sends calls, it does not validate them.
import { CALL_ROUTES, type CallAuth, type CallName, type CallResponse, type Failure } from '@clinic/shared/contract';
import { useAuthStore, type TokenKey } from '@clinic/shared/auth';

/** The one axios instance of the page (a federation singleton): same origin unless configured. */
export const apiClient = axios.create({ baseURL: '', timeout: 20_000 });

export function configureApiClient(options: { baseURL?: string }) {
  if (options.baseURL !== undefined) apiClient.defaults.baseURL = options.baseURL;
}

const TOKEN_FOR: Record<Exclude<CallAuth, 'none'>, TokenKey> = { token: 'token', atoken: 'aToken', dtoken: 'dToken' };

const isEnvelope = (data: unknown): data is { success: boolean; message: string } =>
  typeof data === 'object' && data !== null && typeof (data as { success?: unknown }).success === 'boolean';

export type CallResult<N extends CallName> = CallResponse<N> | Failure;

/**
 * Makes a call of the contract's table with the token its role needs. Any answer that carries the
 * envelope (2xx or 4xx) resolves to it, so screens handle one shape; only network failures and answers
 * without the envelope throw. A refused token (401) is forgotten, which signs that role out.
 */
export async function callApi<N extends CallName>(
  name: N,
  payload?: Record<string, unknown> | FormData,
  config: AxiosRequestConfig = {},
): Promise<CallResult<N>> {
  const call = CALL_ROUTES[name];
  const headers: Record<string, string> = {};
  const tokenKey = call.auth === 'none' ? undefined : TOKEN_FOR[call.auth];
  if (tokenKey) headers[call.auth] = useAuthStore.getState()[tokenKey];

  const response = await apiClient.request({
    ...config,
    method: call.method,
    url: call.path,
    headers: { ...headers, ...(config.headers as Record<string, string> | undefined) },
    ...(call.method === 'GET' ? { params: payload } : { data: payload }),
    validateStatus: () => true,
  });

  if (!isEnvelope(response.data)) {
    throw new Error(`The server answered ${response.status} without a readable message`);
  }
  if (response.status === 401 && tokenKey && headers[call.auth]) useAuthStore.getState().clearToken(tokenKey);
  return response.data as CallResult<N>;
}
