import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { notify } from '@clinic/shared/data';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, Field, PageTitle } from '@clinic/shared/ui';
import { confirmRules, newPasswordRules, type NewPasswordTwice } from './reset-form-schema';
import {
  forgotPasswordPath,
  isLinkRefusal,
  PASSWORD_CHANGED,
  RESET_CALL,
  SIGN_IN_PATH,
  TOKEN_KEY,
  UNREACHABLE,
  type ResetRole,
} from './reset-role';
import { useResetLinkToken } from './useResetLinkToken';
import card from '../../components/AuthCard.module.css';
import styles from './PasswordReset.module.css';

const INCOMPLETE = 'This reset link is incomplete. Please use the link in your latest e-mail, or ask for a new one.';

/**
 * Chooses a new password with the link's token. The api's reason for refusing a password is shown on the
 * field; a link that has expired or was used is told instead of the form, with the way to a new one.
 * Done, every session of the account has ended, so this device signs in again too.
 */
export function ResetPasswordForm({ role }: { role: ResetRole }) {
  const { token, forget } = useResetLinkToken();
  const navigate = useNavigate();
  const [linkRefusal, setLinkRefusal] = useState(token ? '' : INCOMPLETE);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => failureRef.current?.focus(), [failure, linkRefusal]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordTwice>({ defaultValues: { password: '', confirm: '' } });

  const submit = async ({ password }: NewPasswordTwice) => {
    let answer;
    try {
      answer = await callApi(RESET_CALL[role], { token, password });
    } catch {
      setFailure({ message: UNREACHABLE });
      return;
    }
    if (answer.success) {
      forget();
      useAuthStore.getState().clearToken(TOKEN_KEY[role]);
      notify('success', PASSWORD_CHANGED);
      navigate(SIGN_IN_PATH[role], { replace: true });
    } else if (isLinkRefusal(answer.message)) {
      forget();
      setLinkRefusal(answer.message);
    } else {
      setError('password', { message: answer.message }, { shouldFocus: true });
    }
  };

  const title = <PageTitle title="Choose a new password">Choose a new password</PageTitle>;
  if (linkRefusal) {
    return (
      <div className={card.wrap}>
        <div className={card.card}>
          {title}
          <p ref={failureRef} className={card.failure} role="alert" tabIndex={-1}>
            {linkRefusal}
          </p>
          <p>
            <Link to={forgotPasswordPath(role)} className={styles.link}>
              Ask for a new reset link
            </Link>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className={card.wrap}>
      <form className={card.card} onSubmit={handleSubmit(submit)} noValidate>
        {title}
        <p className={card.hint}>Choose a password you do not use anywhere else. You will sign in with it from now on.</p>
        {failure && (
          <p ref={failureRef} className={card.failure} role="alert" tabIndex={-1}>
            {failure.message}
          </p>
        )}
        <Field label="New password" required hint="At least 8 characters, not a common password" error={errors.password?.message}>
          {(p) => <input {...p} type="password" autoComplete="new-password" required {...register('password', newPasswordRules)} />}
        </Field>
        <Field label="Type the new password again" required error={errors.confirm?.message}>
          {(p) => <input {...p} type="password" autoComplete="new-password" required {...register('confirm', confirmRules)} />}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Please wait…' : 'Change password'}
        </Button>
        <p>
          <Link to={SIGN_IN_PATH[role]} className={styles.link}>
            Back to sign in
          </Link>
        </p>
      </form>
    </div>
  );
}
