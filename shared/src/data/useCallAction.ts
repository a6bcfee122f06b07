import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult } from '@clinic/shared/api-client';
import type { CallName, CallRequest } from '@clinic/shared/contract';
import { callAndReport } from '../lib/call-report';

export interface ActionOptions<N extends CallName> {
  /**
   * After each call, once it has been reported, while the screen is still there: with the server's answer
   * (a success or a refusal), or null when none came.
   */
  onDone?: (result: CallResult<N> | null) => void;
}

/** A call that takes nothing is run without a payload. */
type RunArgs<N extends CallName> = CallRequest<N> extends undefined ? [payload?: undefined] : [payload: CallRequest<N>];

export interface CallAction<N extends CallName> {
  /**
   * Sends the call and reports it (spec section 8: refusals and thrown errors as the call's rule says, the
   * server's message as a success toast). Resolves to the server's answer, or null when none came or when
   * the call was already under way: a second tap never sends it twice.
   */
  run: (...args: RunArgs<N>) => Promise<CallResult<N> | null>;
  /** The call is under way. */
  pending: boolean;
}

/** An action on a screen: one call at a time, reported in one place, `onDone` to reload what it changed. */
export function useCallAction<N extends CallName>(name: N, options: ActionOptions<N> = {}): CallAction<N> {
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(false);
  const onDone = useRef(options.onDone);
  onDone.current = options.onDone;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...[payload]: RunArgs<N>) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      // Reported even when the screen has gone: the server has done it either way.
      const result = await callAndReport(name, payload as CallRequest<N>, 'action');
      inFlight.current = false;
      if (mounted.current) {
        setPending(false);
        onDone.current?.(result);
      }
      return result;
    },
    [name],
  );

  return { run, pending };
}
