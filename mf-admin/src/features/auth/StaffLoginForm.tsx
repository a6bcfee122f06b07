import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { Button } from '@clinic/shared/ui';
import styles from './StaffLoginForm.module.css';

type Role = 'Admin' | 'Doctor';

/** One form for both staff roles; the toggle decides which login is called and which token is kept. */
export function StaffLoginForm() {
  const [role, setRole] = useState<Role>('Admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await callApi(role === 'Admin' ? 'adminLogin' : 'doctorLogin', { email, password });
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      useAuthStore.getState().setToken(role === 'Admin' ? 'aToken' : 'dToken', result.token);
      navigate('/');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit}>
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
