import { useEffect, useState } from 'react';
import { callApi } from '@clinic/shared/api-client';

/** How often the panel asks whether the api answers, while the tab is shown. */
export const HEALTH_POLL_MS = 30_000;
/** An answer slower than this counts as none. */
const HEALTH_TIMEOUT_MS = 10_000;

export type ApiHealth = 'checking' | 'online' | 'offline';

async function answers(): Promise<boolean> {
  try {
    return (await callApi('health', undefined, { timeout: HEALTH_TIMEOUT_MS })).success;
  } catch {
    return false;
  }
}

/**
 * Whether the api answers `GET /api/health` (decision 38): asked at once, every 30 s while the tab is shown,
 * when the tab is shown again and when the browser comes back online; the browser going offline says so at once.
 */
export function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>('checking');
  useEffect(() => {
    let live = true;
    let asked = 0;
    const check = () => {
      const mine = ++asked;
      void answers().then((ok) => live && mine === asked && setHealth(ok ? 'online' : 'offline'));
    };
    const offline = () => {
      asked++;
      setHealth('offline');
    };
    const shown = () => document.visibilityState === 'visible' && check();
    const timer = setInterval(() => document.visibilityState === 'visible' && check(), HEALTH_POLL_MS);
    window.addEventListener('online', check);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', shown);
    check();
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);
  return health;
}
