import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallName, CallRequest, CallResponse, CallWithoutRequest } from '@clinic/shared/contract';
import { callAndReport } from '../lib/call-report';

export interface QueryOptions<N extends CallName, T> {
  /** The part of the answer the screen keeps. Read when an answer arrives, so it may be written inline. */
  select?: (answer: CallResponse<N>) => T;
  /** False: nothing is asked, and an answer already held is forgotten (a patient who signed out). */
  enabled?: boolean;
}

export interface CallQuery<T> {
  /** The last answer that went through (kept while a newer one loads, and after a failed one); null before. */
  data: T | null;
  /** A request is under way. */
  loading: boolean;
  /** Asks again, e.g. after an action changed what the screen shows. */
  reload: () => void;
}

/**
 * Loads what a screen shows from one call, again whenever the payload changes or `reload` is called. A
 * refusal or a thrown error is reported as spec section 8 says for that call (lib/call-report.ts). Only the
 * newest request counts: the answer of a superseded one, or one that arrives after the screen has gone, is
 * dropped, reported to no one.
 */
export function useCallQuery<N extends CallWithoutRequest, T = CallResponse<N>>(
  name: N,
  payload?: undefined,
  options?: QueryOptions<N, T>,
): CallQuery<T>;
export function useCallQuery<N extends CallName, T = CallResponse<N>>(
  name: N,
  payload: CallRequest<N>,
  options?: QueryOptions<N, T>,
): CallQuery<T>;
export function useCallQuery<N extends CallName, T>(name: N, payload: CallRequest<N>, options: QueryOptions<N, T> = {}): CallQuery<T> {
  const { select, enabled = true } = options;
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: enabled });
  const [version, setVersion] = useState(0);
  // The payload is compared by value: a query object written inline is new on every render.
  const key = JSON.stringify(payload ?? null);
  const latest = useRef({ payload, select });
  latest.current = { payload, select };

  useEffect(() => {
    if (!enabled) {
      setState((s) => (s.data === null && !s.loading ? s : { data: null, loading: false }));
      return;
    }
    let live = true;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    void callAndReport(name, latest.current.payload, 'read', () => live).then((result) => {
      if (!live) return;
      const pick = latest.current.select;
      setState((s) => ({
        data: result?.success ? (pick ? pick(result as CallResponse<N>) : (result as T)) : s.data,
        loading: false,
      }));
    });
    return () => {
      live = false;
    };
  }, [name, key, enabled, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: state.data, loading: state.loading, reload };
}
