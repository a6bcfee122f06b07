import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { richText } from '@clinic/shared/i18n';
import { Button, Page, Spinner } from '@clinic/shared/ui';
import { useT } from '../../i18n';
import styles from './SignedLinkPage.module.css';

/**
 * The server's words (`message`, translated by the api), or the page's own (`own`: a link without its
 * token, no answer), said in the reader's language when shown.
 */
type Outcome =
  | { state: 'working' }
  | { state: 'done' | 'refused'; message: string }
  | { state: 'refused'; own: 'incomplete' }
  | { state: 'offline'; own: 'unreachable' };

export interface SignedLinkPageProps {
  /** The call the link's token is sent to: a reminder's "Stop reminders", an e-mail's "Confirm my address". */
  call: 'unsubscribe' | 'userConfirmEmail' | 'userKeepAppointmentByLink';
  /** Its texts in the locale files: title, working, incomplete, unreachable, doneNote, refusedNote. */
  texts: 'Unsubscribe' | 'ConfirmEmail' | 'KeepAppointment';
  /** Where the notes' <link> goes: the page where the same can be done signed in. */
  linkTo?: '/my-profile' | '/my-appointments';
}

/**
 * A page a link in a message opens: no login, the link's signed token is the permission. It asks once on
 * arrival and says the answer in the server's words, in the page rather than in a passing toast, since
 * reading it is the point of the visit.
 */
export function SignedLinkPage({ call, texts, linkTo = '/my-profile' }: SignedLinkPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'working' } : { state: 'refused', own: 'incomplete' });
  const asked = useRef('');

  const ask = useCallback(async () => {
    setOutcome({ state: 'working' });
    try {
      const answer = await callApi(call, { token });
      setOutcome({ state: answer.success ? 'done' : 'refused', message: answer.message });
    } catch {
      setOutcome({ state: 'offline', own: 'unreachable' });
    }
  }, [call, token]);

  useEffect(() => {
    // Once per link, even when React runs effects twice in development.
    if (!token || asked.current === token) return;
    asked.current = token;
    void ask();
  }, [token, ask]);

  return (
    <Page title={t(`${texts}.title`)}>
      {outcome.state === 'working' ? (
        <Spinner label={t(`${texts}.working`)} />
      ) : (
        <div className={styles.outcome} role={outcome.state === 'done' ? 'status' : 'alert'}>
          <p className={styles.message}>{'own' in outcome ? t(`${texts}.${outcome.own}`) : outcome.message}</p>
          {outcome.state === 'offline' ? (
            <Button onClick={() => void ask()}>{t('common.tryAgain')}</Button>
          ) : (
            <p>
              {richText(t(outcome.state === 'done' ? `${texts}.doneNote` : `${texts}.refusedNote`), {
                link: (text) => (
                  <Link to={linkTo} className={styles.link}>
                    {text}
                  </Link>
                ),
              })}
            </p>
          )}
        </div>
      )}
    </Page>
  );
}
