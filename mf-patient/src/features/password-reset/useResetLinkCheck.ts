import { useEffect, useRef, useState } from 'react';
import { callApi } from '@clinic/shared/api-client';
import { CHECK_CALL, isLinkRefusal, type ResetRole } from './reset-role';

/** Where the reset link stands before the form is shown: the api's words when it refused the link. */
export type ResetLinkCheck = { state: 'checking' } | { state: 'usable' } | { state: 'refused'; message: string };

/**
 * Asks the api once per link whether it still works, without using it (decision 47), so an old or mistyped
 * link is told at once instead of after a new password was chosen twice. Only a refusal of the link itself
 * keeps the form away; no answer, or any other refusal (too many tries), shows the form, whose own call
 * then says what is wrong.
 */
export function useResetLinkCheck(role: ResetRole, token: string): ResetLinkCheck {
  const [check, setCheck] = useState<ResetLinkCheck>({ state: token ? 'checking' : 'usable' });
  const asked = useRef('');
  useEffect(() => {
    // Once per link, even when React runs effects twice in development.
    if (!token || asked.current === token) return;
    asked.current = token;
    void (async () => {
      try {
        const answer = await callApi(CHECK_CALL[role], { token });
        setCheck(
          answer && !answer.success && isLinkRefusal(answer.message) ? { state: 'refused', message: answer.message } : { state: 'usable' },
        );
      } catch {
        setCheck({ state: 'usable' });
      }
    })();
  }, [role, token]);
  return check;
}
