import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { loginRequestSchema, registerRequestSchema } from '@clinic/shared/contract';
import { useCallAction } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, Field, PageTitle } from '@clinic/shared/ui';
import styles from './AuthForm.module.css';

type Mode = 'Sign Up' | 'Login';
interface AuthValues {
  name: string;
  email: string;
  password: string;
}

/** Sign up and log in in one form, switchable. The login page redirects once the token is stored. */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('Sign Up');
  // Keyed by mode: each mode validates with its own shared schema and starts clean.
  return <ModeForm key={mode} mode={mode} onSwitch={() => setMode(mode === 'Sign Up' ? 'Login' : 'Sign Up')} />;
}

function ModeForm({ mode, onSwitch }: { mode: Mode; onSwitch: () => void }) {
  const signUp = mode === 'Sign Up';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AuthValues>({
    // The schemas' output (trimmed, lower-cased email) has the same shape as the inputs.
    resolver: zodResolver(signUp ? registerRequestSchema : loginRequestSchema) as unknown as Resolver<AuthValues>,
    defaultValues: { name: '', email: '', password: '' },
  });

  const { run } = useCallAction(signUp ? 'userRegister' : 'userLogin', {
    // The server's words are a toast either way (@clinic/shared/data); the token sends the page on.
    onDone: (result) => result?.success && useAuthStore.getState().setToken('token', result.token),
  });
  const submit = async ({ name, email, password }: AuthValues) =>
    void (await run(signUp ? { name, email, password } : { email, password }));

  return (
    <div className={styles.wrap}>
      {/* Native checks stay on: the spec has the browser check the email's form. */}
      <form className={styles.form} onSubmit={handleSubmit(submit)}>
        <PageTitle title={signUp ? 'Create account' : 'Login'}>{signUp ? 'Create Account' : 'Login'}</PageTitle>
        <p className={styles.hint}>Please {signUp ? 'sign up' : 'log in'} to book an appointment.</p>
        {signUp && (
          <Field label="Full Name" required error={errors.name?.message}>
            {(p) => <input {...p} autoComplete="name" required {...register('name')} />}
          </Field>
        )}
        <Field label="Email" required error={errors.email?.message}>
          {(p) => <input {...p} type="email" autoComplete="email" required {...register('email')} />}
        </Field>
        <Field label="Password" required error={errors.password?.message} hint={signUp ? 'At least 8 characters' : undefined}>
          {(p) => (
            <input
              {...p}
              type="password"
              autoComplete={signUp ? 'new-password' : 'current-password'}
              required
              minLength={signUp ? 8 : undefined}
              {...register('password')}
            />
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Please wait…' : signUp ? 'Create account' : 'Login'}
        </Button>
        <p>
          {signUp ? 'Already have an account? ' : 'New here? '}
          <button type="button" className={styles.link} onClick={onSwitch}>
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
