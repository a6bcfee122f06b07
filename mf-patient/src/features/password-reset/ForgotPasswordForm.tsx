import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { callApi } from '@clinic/shared/api-client';
import { forgotPasswordRequestSchema, RESET_LINK_MINUTES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { Button, Field, PageTitle } from '@clinic/shared/ui';
import { translate, useT } from '../../i18n';
import { FORGOT_CALL, SIGN_IN_PATH, type ResetRole } from './reset-role';
import card from '../../components/AuthCard.module.css';
import styles from './PasswordReset.module.css';

type Outcome = { sent: boolean; message: string } | null;

/**
 * Asks for a reset link by e-mail. The api answers the same for an address it does not know, so the page
 * only repeats its words; they stay on the page (a status region) rather than in a passing toast, since
 * what to do next is the point of the visit.
 */
export function ForgotPasswordForm({ role }: { role: ResetRole }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome && !outcome.sent) refusalRef.current?.focus();
  }, [outcome]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordRequestSchema) as unknown as Resolver<{ email: string }>,
    defaultValues: { email: '' },
  });

  const submit = async ({ email }: { email: string }) => {
    try {
      const answer = await callApi(FORGOT_CALL[role], { email });
      setOutcome({ sent: answer.success, message: answer.message });
    } catch {
      setOutcome({ sent: false, message: translate('common.unreachable') });
    }
  };

  return (
    <div className={card.wrap}>
      <form className={card.card} onSubmit={handleSubmit(submit)} aria-label={t('ForgotPassword.formLabel')} aria-describedby="forgot-hint">
        <PageTitle title={role === 'doctor' ? t('ForgotPassword.titleDoctor') : t('ForgotPassword.title')}>
          {t('ForgotPassword.heading')}
        </PageTitle>
        <p id="forgot-hint" className={card.hint}>
          {t('ForgotPassword.hint', { minutes: RESET_LINK_MINUTES })}
        </p>
        {outcome && !outcome.sent && (
          <p ref={refusalRef} className={card.failure} role="alert" tabIndex={-1}>
            {outcome.message}
          </p>
        )}
        <Field label={t('common.email')} required error={errors.email?.message && translateMessage(errors.email.message)}>
          {(p) => <input {...p} type="email" autoComplete="email" required {...register('email')} />}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.pleaseWait') : t('ForgotPassword.send')}
        </Button>
        {/* Always in the page, so its words are read out when they arrive. */}
        <div role="status" className={outcome?.sent ? styles.sent : undefined}>
          {outcome?.sent && <p>{outcome.message}</p>}
        </div>
        <p>
          <Link to={SIGN_IN_PATH[role]} className={styles.link}>
            {t('common.backToSignIn')}
          </Link>
        </p>
      </form>
    </div>
  );
}
