import { useCallback, useEffect, useState } from 'react';
import type { CallName, CallResponse } from '@clinic/shared/contract';
import { fetchData, type RefusalReport } from '../api/call';

/**
 * Loads one call's answer and picks the part a screen shows; `reload` fetches again (after an action).
 * A refusal is reported as spec section 8 says for that call; `data` stays null until an answer arrives.
 */
export function useCallData<N extends CallName, T>(name: N, pick: (answer: CallResponse<N>) => T, refusal: RefusalReport = 'toast') {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchData(name, undefined, refusal).then((result) => {
      if (!live) return;
      if (result) setData(pick(result));
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // `pick` is a selector written inline by each hook; the call and its reporting decide what loads.
  }, [name, refusal, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload };
}
