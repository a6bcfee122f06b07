import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { loginRequestSchema, registerRequestSchema } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { useCallAction } from '@clinic/shared/data';
import { richText } from '@clinic/shared/i18n';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, Field, PageTitle } from '@clinic/shared/ui';
import { translate, useT } from '../../i18n';
import card from '../../components/AuthCard.module.css';
import styles from './AuthForm.module.css';

type Mode = 'Sign Up' | 'Login';
interface AuthValues {
  name: string;
  email: string;
  password: string;
}

/**
 * What the form says when no answer came (the toast carries the error's own words): the English of
 * `common.unreachable`, which the form shows in the reader's language.
 */
export const UNREACHABLE = 'We could not reach the clinic. Please check your connection and try again.';

/** A field's error: the contract's rule in the reader's language. */
const shown = (message: string | undefined) => message && translateMessage(message);

/**
 * Sign up and log in in one form, switchable. The mode is in the address: `/login` signs up (the spec),
 * `/login?mode=login` logs in (the header's "Log in", decision 38), and switching here changes it in place.
 * The login page redirects once the token is stored.
 */
export function AuthForm() {
  const [params, setParams] = useSearchParams();
  const addressMode: Mode = params.get('mode') === 'login' ? 'Login' : 'Sign Up';
  // The form switches at once; the address follows (a navigation, which React may finish a moment later).
  // When the address changes under the page (the header's Log in while signing up), the form follows it.
  const [mode, setMode] = useState<Mode>(addressMode);
  const [followed, setFollowed] = useState<Mode>(addressMode);
  if (followed !== addressMode) {
    setFollowed(addressMode);
    setMode(addressMode);
  }
  // Switched here, the new form's heading takes focus: the button that was pressed is gone with the old one.
  const [switched, setSwitched] = useState(false);
  const switchMode = () => {
    setSwitched(true);
    setMode(mode === 'Sign Up' ? 'Login' : 'Sign Up');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (mode === 'Sign Up') next.set('mode', 'login');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );
  };
  // Keyed by mode: each mode validates with its own shared schema and starts clean.
  return <ModeForm key={mode} mode={mode} onSwitch={switchMode} focusHeading={switched} />;
}

function ModeForm({ mode, onSwitch, focusHeading }: { mode: Mode; onSwitch: () => void; focusHeading: boolean }) {
  const t = useT();
  const signUp = mode === 'Sign Up';
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // A refusal stays in the form, beside the toast, and takes focus (decision 38). A new object each time, so
  // the same words a second time are focused again.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  useEffect(() => failureRef.current?.focus(), [failure]);
  useEffect(() => {
    const heading = focusHeading ? formRef.current?.querySelector('h1') : null;
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [focusHeading]);
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
    onDone: (result) => {
      if (result?.success) useAuthStore.getState().setToken('token', result.token);
      else setFailure({ message: result?.message ?? translate('common.unreachable') });
    },
  });
  const submit = async ({ name, email, password }: AuthValues) =>
    void (await run(signUp ? { name, email, password } : { email, password }));

  return (
    <div className={card.wrap}>
      {/* Native checks stay on: the spec has the browser check the email's form. */}
      <form ref={formRef} className={card.card} onSubmit={handleSubmit(submit)}>
        <PageTitle title={signUp ? t('AuthForm.titleSignUp') : t('AuthForm.login')}>
          {signUp ? t('AuthForm.headingSignUp') : t('AuthForm.login')}
        </PageTitle>
        <p className={card.hint}>{signUp ? t('AuthForm.hintSignUp') : t('AuthForm.hintLogin')}</p>
        {failure && (
          <p ref={failureRef} className={card.failure} role="alert" tabIndex={-1}>
            {failure.message}
          </p>
        )}
        {signUp && (
          <Field label={t('AuthForm.fullName')} required error={shown(errors.name?.message)}>
            {(p) => <input {...p} autoComplete="name" required {...register('name')} />}
          </Field>
        )}
        <Field label={t('common.email')} required error={shown(errors.email?.message)}>
          {(p) => <input {...p} type="email" autoComplete="email" required {...register('email')} />}
        </Field>
        <Field
          label={t('AuthForm.password')}
          required
          error={shown(errors.password?.message)}
          hint={signUp ? t('AuthForm.passwordHint') : undefined}
        >
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
        {!signUp && (
          <p>
            <Link to="/forgot-password">{t('AuthForm.forgot')}</Link>
          </p>
        )}
        {signUp && (
          // Decision 47: the api records the notice's version and the time with the new account.
          <p>{richText(t('AuthForm.agree'), { link: (text) => <Link to="/privacy">{text}</Link> })}</p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.pleaseWait') : signUp ? t('AuthForm.createAccount') : t('AuthForm.login')}
        </Button>
        <p>
          {richText(t(signUp ? 'AuthForm.toLogin' : 'AuthForm.toSignUp'), {
            switch: (text) => (
              <button type="button" className={styles.link} onClick={onSwitch}>
                {text}
              </button>
            ),
          })}
        </p>
        <p>
          <Link to="/admin-login">{t('AuthForm.admin')}</Link>
        </p>
      </form>
    </div>
  );
}
