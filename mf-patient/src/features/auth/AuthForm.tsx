import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, PageTitle } from '@clinic/shared/ui';
import styles from './AuthForm.module.css';

type Mode = 'Sign Up' | 'Login';

/** Sign up and log in in one form, switchable; a `from` in the location state is where to return after. */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('Sign Up');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result =
        mode === 'Sign Up' ? await callApi('userRegister', { name, email, password }) : await callApi('userLogin', { email, password });
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      useAuthStore.getState().setToken('token', result.token);
      navigate(from, { replace: true });
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const signUp = mode === 'Sign Up';
  return (
    <div className={styles.wrap}>
      <form className={styles.form} onSubmit={submit}>
        <PageTitle title={signUp ? 'Create account' : 'Login'}>{signUp ? 'Create Account' : 'Login'}</PageTitle>
        <p className={styles.hint}>Please {signUp ? 'sign up' : 'log in'} to book an appointment.</p>
        {signUp && (
          <label className={styles.field}>
            Full Name
            <input autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
          </label>
        )}
        <label className={styles.field}>
          Email
          <input type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className={styles.field}>
          Password
          <input
            type="password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            required
            minLength={signUp ? 8 : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? 'Please wait…' : signUp ? 'Create account' : 'Login'}
        </Button>
        <p>
          {signUp ? 'Already have an account? ' : 'New here? '}
          <button type="button" className={styles.link} onClick={() => setMode(signUp ? 'Login' : 'Sign Up')}>
            {signUp ? 'Login here' : 'Create an account'}
          </button>
        </p>
        <p>
          <Link to="/admin-login">Are you an admin?</Link>
        </p>
      </form>
    </div>
  );
}
