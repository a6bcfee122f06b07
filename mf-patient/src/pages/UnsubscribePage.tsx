import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { Button, Page, Spinner } from '@clinic/shared/ui';
import styles from './UnsubscribePage.module.css';

const INCOMPLETE = 'This unsubscribe link is incomplete. Please use the link in your latest reminder, or turn reminders off in My profile.';
const UNREACHABLE = 'We could not reach the clinic just now. Please check your connection and try again.';

type Outcome = { state: 'working' } | { state: 'done' | 'refused' | 'offline'; message: string };

/**
 * The page a reminder's "Stop reminders" link opens (issue 21): no login, the link's signed token is the
 * permission. It asks once on arrival and says the answer in the server's words, in the page rather than
 * in a passing toast, since reading it is the point of the visit.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'working' } : { state: 'refused', message: INCOMPLETE });
  const asked = useRef('');

  const ask = useCallback(async () => {
    setOutcome({ state: 'working' });
    try {
      const answer = await callApi('unsubscribe', { token });
      setOutcome({ state: answer.success ? 'done' : 'refused', message: answer.message });
    } catch {
      setOutcome({ state: 'offline', message: UNREACHABLE });
    }
  }, [token]);

  useEffect(() => {
    // Once per link, even when React runs effects twice in development.
    if (!token || asked.current === token) return;
    asked.current = token;
    void ask();
  }, [token, ask]);

  return (
    <Page title="Stop reminders">
      {outcome.state === 'working' ? (
        <Spinner label="Turning off your reminders…" />
      ) : (
        <div className={styles.outcome} role={outcome.state === 'done' ? 'status' : 'alert'}>
          <p className={styles.message}>{outcome.message}</p>
          {outcome.state === 'offline' ? (
            <Button onClick={() => void ask()}>Try again</Button>
          ) : (
            <p>
              {outcome.state === 'done' ? 'Changed your mind? You can turn reminders back on in ' : 'You can choose your messages in '}
              <Link to="/my-profile" className={styles.link}>
                My profile
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </Page>
  );
}
