import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import styles from './StaffLoginForm.module.css';

type Role = 'Admin' | 'Doctor';

/** What the form says when no answer came (the toast carries the error's own words). */
const UNREACHABLE = 'We could not reach the clinic. Please check your connection and try again.';

/** One form for both staff roles; the toggle decides which login is called and which token is kept. */
export function StaffLoginForm() {
  const [role, setRole] = useState<Role>('Admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  // A refusal is the server's words as a toast; success shows none, it opens the panel (@clinic/shared/data).
  // The refusal also stays in the form and takes focus (decision 38): a new object each time, so the same
  // words a second time are focused again. A null result: no answer came (its error was toasted).
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => failureRef.current?.focus(), [failure]);
  const { run, pending: busy } = useCallAction(role === 'Admin' ? 'adminLogin' : 'doctorLogin', {
    onDone: (result) => result?.success || setFailure({ message: result?.message ?? UNREACHABLE }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The token is kept for the role the login was sent as, whatever the toggle says by the time it answers.
    const tokenKey = role === 'Admin' ? 'aToken' : 'dToken';
    const result = await run({ email, password });
    if (!result?.success) return;
    useAuthStore.getState().setToken(tokenKey, result.token);
    navigate('/');
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      {failure && (
        <p ref={failureRef} className={styles.failure} role="alert" tabIndex={-1}>
          {failure.message}
        </p>
      )}
      <fieldset className={styles.toggle}>
        <legend>I am signing in as</legend>
        {(['Admin', 'Doctor'] as const).map((r) => (
          <label key={r} className={role === r ? styles.selected : undefined}>
            <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Email
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className={styles.field}>
        Password
        <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : `Log in as ${role}`}
      </Button>
    </form>
  );
}
