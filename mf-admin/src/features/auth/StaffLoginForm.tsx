import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import { translate, useT } from '../../i18n';
import { SecondFactorField } from './SecondFactorField';
import styles from './StaffLoginForm.module.css';

type Role = 'Admin' | 'Doctor';

/** What the form says when no answer came (the toast carries the error's own words). */
const unreachable = () => translate('StaffLoginForm.unreachable');

/** One form for both staff roles; the toggle decides which login is called and which token is kept. */
export function StaffLoginForm() {
  const t = useT();
  // `?role=doctor`: a doctor sent here after a reset or a sign-out finds the Doctor toggle chosen.
  const [params] = useSearchParams();
  const [role, setRole] = useState<Role>(params.get('role') === 'doctor' ? 'Doctor' : 'Admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Staff with two-factor on: the password was right, the api asks for the app's code (the password stays filled).
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (codeNeeded) codeRef.current?.focus();
  }, [codeNeeded]);
  const navigate = useNavigate();
  // A refusal is the server's words as a toast; success shows none, it opens the panel (@clinic/shared/data).
  // The refusal also stays in the form and takes focus (decision 38): a new object each time, so the same
  // words a second time are focused again. A null result: no answer came (its error was toasted).
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const failureId = useId();
  useEffect(() => failureRef.current?.focus(), [failure]);
  const { run, pending: busy } = useCallAction(role === 'Admin' ? 'adminLogin' : 'doctorLogin', {
    onDone: (result) => {
      if (result?.success) return;
      // The first ask for the code is the next step, not a mistake: the code field appears and takes focus.
      if (result?.mfaRequired && !codeNeeded) {
        setCodeNeeded(true);
        setFailure(null);
        return;
      }
      // The password is right for the other role's account (the api says so only then): that role is
      // chosen for them, e-mail and password kept, and the server's words say to sign in again. Never a
      // sign-in they did not ask for.
      if (result?.accountRole) {
        setRole(result.accountRole === 'doctor' ? 'Doctor' : 'Admin');
        startAgain();
      }
      setFailure({ message: result?.message ?? unreachable() });
    },
  });

  // Another account or role starts again from the password.
  const startAgain = () => {
    setCodeNeeded(false);
    setCode('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The token is kept for the role the login was sent as, whatever the toggle says by the time it answers.
    const tokenKey = role === 'Admin' ? 'aToken' : 'dToken';
    const result = await run({ email, password, ...(codeNeeded && { code }) });
    if (!result?.success) return;
    useAuthStore.getState().setToken(tokenKey, result.token);
    // The clinic requires two-factor and the doctor has none yet: the profile's two-factor section explains.
    navigate(result.twoFactorSetupRequired ? '/doctor-profile' : '/');
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      {failure && (
        <p ref={failureRef} id={failureId} className={styles.failure} role="alert" tabIndex={-1}>
          {failure.message}
        </p>
      )}
      <fieldset className={styles.toggle}>
        <legend>{t('StaffLoginForm.signingInAs')}</legend>
        {(['Admin', 'Doctor'] as const).map((r) => (
          <label key={r} className={role === r ? styles.selected : undefined}>
            <input
              type="radio"
              name="role"
              value={r}
              checked={role === r}
              onChange={() => {
                setRole(r);
                startAgain();
              }}
            />
            {r === 'Admin' ? t('StaffLoginForm.roleAdmin') : t('StaffLoginForm.roleDoctor')}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        {t('StaffLoginForm.email')}
        <input
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            startAgain();
          }}
        />
      </label>
      <label className={styles.field}>
        {t('StaffLoginForm.password')}
        <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {codeNeeded && <SecondFactorField inputRef={codeRef} value={code} onChange={setCode} errorId={failure ? failureId : undefined} />}
      {/* Sign-ins slowed by guesses from elsewhere still let a right password with a right code through (decision 47). */}
      {failure && !codeNeeded && (
        <Button type="button" variant="ghost" className={styles.addCode} onClick={() => setCodeNeeded(true)}>
          {t('StaffLoginForm.addCode')}
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('StaffLoginForm.signingIn') : role === 'Admin' ? t('StaffLoginForm.logInAsAdmin') : t('StaffLoginForm.logInAsDoctor')}
      </Button>
      {/* The admin's own password is set in the environment; only doctors can reset theirs. */}
      <p className={styles.forgot}>
        <Link to="/forgot-password?role=doctor">{t('StaffLoginForm.forgot')}</Link>
      </p>
    </form>
  );
}
