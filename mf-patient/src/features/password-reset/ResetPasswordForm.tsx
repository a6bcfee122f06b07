import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { notify } from '@clinic/shared/data';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, Field, PageTitle, Spinner } from '@clinic/shared/ui';
import { confirmRules, newPasswordRules, type NewPasswordTwice } from './reset-form-schema';
import { translate, useT } from '../../i18n';
import { forgotPasswordPath, isLinkRefusal, RESET_CALL, SIGN_IN_PATH, TOKEN_KEY, type ResetRole } from './reset-role';
import { useResetLinkCheck } from './useResetLinkCheck';
import { useResetLinkToken } from './useResetLinkToken';
import card from '../../components/AuthCard.module.css';
import styles from './PasswordReset.module.css';

/** Stands for the page's own refusal of a link without its token, said in the reader's language. */
const INCOMPLETE = Symbol('incomplete');

/**
 * Chooses a new password with the link's token. The link is checked first: one that has expired, was used
 * or is not one is told instead of the form, with the way to a new one (also when it runs out while the
 * form is filled in). The api's reason for refusing a password is shown on the field.
 * Done, every session of the account has ended, so this device signs in again too.
 */
export function ResetPasswordForm({ role }: { role: ResetRole }) {
  const t = useT();
  const { token, forget } = useResetLinkToken();
  const navigate = useNavigate();
  const check = useResetLinkCheck(role, token);
  const [refusedOnReset, setLinkRefusal] = useState<string | typeof INCOMPLETE>(token ? '' : INCOMPLETE);
  const linkRefusal = check.state === 'refused' ? check.message : refusedOnReset;
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => failureRef.current?.focus(), [failure, linkRefusal]);
  useEffect(() => {
    if (check.state === 'refused') forget();
  }, [check, forget]);
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
      setFailure({ message: translate('common.unreachable') });
      return;
    }
    if (answer.success) {
      forget();
      useAuthStore.getState().clearToken(TOKEN_KEY[role]);
      notify('success', translate('ResetPassword.changed'));
      navigate(SIGN_IN_PATH[role], { replace: true });
    } else if (isLinkRefusal(answer.message)) {
      forget();
      setLinkRefusal(answer.message);
    } else {
      setError('password', { message: answer.message }, { shouldFocus: true });
    }
  };

  const title = <PageTitle title={t('ResetPassword.title')}>{t('ResetPassword.title')}</PageTitle>;
  if (linkRefusal) {
    return (
      <div className={card.wrap}>
        <div className={card.card}>
          {title}
          <p ref={failureRef} className={card.failure} role="alert" tabIndex={-1}>
            {linkRefusal === INCOMPLETE ? t('ResetPassword.incomplete') : linkRefusal}
          </p>
          <p>
            <Link to={forgotPasswordPath(role)} className={styles.link}>
              {t('ResetPassword.askNew')}
            </Link>
          </p>
        </div>
      </div>
    );
  }

  if (check.state === 'checking') {
    return (
      <div className={card.wrap}>
        <div className={card.card}>
          {title}
          <Spinner label={t('ResetPassword.checking')} />
        </div>
      </div>
    );
  }

  return (
    <div className={card.wrap}>
      <form className={card.card} onSubmit={handleSubmit(submit)} noValidate>
        {title}
        <p className={card.hint}>{t('ResetPassword.hint')}</p>
        {failure && (
          <p ref={failureRef} className={card.failure} role="alert" tabIndex={-1}>
            {failure.message}
          </p>
        )}
        <Field
          label={t('common.newPassword')}
          required
          hint={t('ResetPassword.passwordHint')}
          error={errors.password?.message && translateMessage(errors.password.message)}
        >
          {(p) => <input {...p} type="password" autoComplete="new-password" required {...register('password', newPasswordRules)} />}
        </Field>
        <Field label={t('ResetPassword.again')} required error={errors.confirm?.message}>
          {(p) => <input {...p} type="password" autoComplete="new-password" required {...register('confirm', confirmRules)} />}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.pleaseWait') : t('common.changePassword')}
        </Button>
        <p>
          <Link to={SIGN_IN_PATH[role]} className={styles.link}>
            {t('common.backToSignIn')}
          </Link>
        </p>
      </form>
    </div>
  );
}
