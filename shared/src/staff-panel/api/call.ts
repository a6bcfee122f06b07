import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import type { CallName, CallResponse } from '@clinic/shared/contract';

/**
 * How a refusal (`success: false`) is reported. Spec section 8 toasts it for every admin call, but a few
 * doctor-panel calls only log it; thrown errors (network, no envelope) always toast.
 */
export type RefusalReport = 'toast' | 'log';

type Payload = Record<string, unknown> | FormData;

/** Makes a call and resolves to its successful answer, or to null once the failure has been reported. */
export async function fetchData<N extends CallName>(
  name: N,
  payload?: Payload,
  refusal: RefusalReport = 'toast',
): Promise<CallResponse<N> | null> {
  try {
    const result = await callApi(name, payload);
    if (result.success) return result as CallResponse<N>;
    if (refusal === 'toast') toast.error(result.message);
    else console.error(result.message);
  } catch (error) {
    toast.error((error as Error).message);
  }
  return null;
}

/** An action: the server's message becomes a success toast; resolves to whether it went through. */
export async function runAction(name: CallName, payload?: Payload, refusal: RefusalReport = 'toast'): Promise<boolean> {
  const result = await fetchData(name, payload, refusal);
  if (result) toast.success(result.message);
  return result !== null;
}
