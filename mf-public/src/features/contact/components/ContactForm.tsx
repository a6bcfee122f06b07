import { useId } from 'react';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { richText } from '@clinic/shared/i18n';
import { Field } from '@clinic/shared/ui';
import { useT } from '../../../i18n';
import { useContactForm } from '../hooks/useContactForm';
import styles from './ContactForm.module.css';

/** The subjects the field suggests, in the catalog: `ContactPage.form.subjects.<subject>`. */
const SUBJECTS = ['hearingTest', 'hearingAids', 'repair', 'speechTherapy', 'tinnitus', 'other'] as const;

/**
 * The spec's fields (section 5), sent to the clinic (decision 40). Name and message are required, and a
 * way to reply: e-mail, phone or both. Each message stands under its field.
 */
export function ContactForm() {
  const { values, errors, onChange, onSubmit, formRef, sending, sent } = useContactForm();
  const replyHintId = useId();
  const t = useT();
  // The contract's rules give their messages in English; shown in the reader's language.
  const error = (message: string | undefined) => message && translateMessage(message);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t('ContactPage.form.title')}
      </h2>
      {/* Always in the page, so the thank-you is announced when it is written in. */}
      <div role="status" className={sent ? styles.sent : undefined}>
        {sent && (
          <>
            <p className={styles.sentTitle}>{sent}</p>
            <p>{t('ContactPage.form.sentNote')}</p>
          </>
        )}
      </div>
      <p className={styles.hint}>
        {richText(t('ContactPage.form.hint'), {
          star: (star) => (
            <span className={styles.star} aria-hidden="true">
              {star}
            </span>
          ),
          hidden: (words) => <span className="visually-hidden">{words}</span>,
        })}
      </p>
      <Field label={t('ContactPage.form.name')} required error={error(errors.name)} className={styles.field}>
        {(p) => <input {...p} name="name" type="text" autoComplete="name" value={values.name} onChange={onChange} />}
      </Field>
      <fieldset className={styles.reply} aria-describedby={replyHintId}>
        <legend className={styles.legend}>{t('ContactPage.form.reply')}</legend>
        <p id={replyHintId} className={styles.replyHint}>
          {t('ContactPage.form.replyHint')}
        </p>
        <Field label={t('ContactPage.form.email')} error={error(errors.email)} className={styles.field}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} />}
        </Field>
        <Field
          label={t('ContactPage.form.phone')}
          hint={t('ContactPage.form.phoneHint')}
          error={error(errors.phone)}
          className={styles.field}
        >
          {(p) => <input {...p} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={onChange} />}
        </Field>
      </fieldset>
      <Field label={t('ContactPage.form.subject')} optional error={error(errors.subject)} className={styles.field}>
        {(p) => (
          <>
            <input {...p} name="subject" type="text" list="contact-subjects" value={values.subject} onChange={onChange} />
            <datalist id="contact-subjects">
              {SUBJECTS.map((subject) => (
                <option key={subject} value={t(`ContactPage.form.subjects.${subject}`)} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label={t('ContactPage.form.message')} required error={error(errors.message)} className={styles.field}>
        {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={onChange} />}
      </Field>
      <label className={styles.check}>
        <input name="newsletter" type="checkbox" checked={values.newsletter} onChange={onChange} />
        <span>{t('ContactPage.form.newsletter')}</span>
      </label>
      {/* The honeypot: off screen and out of the tab order, so only a robot fills it in. */}
      <div className={styles.trap} aria-hidden="true">
        <Field label={t('ContactPage.form.trap')}>
          {(p) => <input {...p} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onChange} />}
        </Field>
      </div>
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? t('ContactPage.form.sending') : t('ContactPage.form.send')}
      </button>
    </form>
  );
}
