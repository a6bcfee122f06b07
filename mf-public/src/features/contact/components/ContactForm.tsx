import { useId } from 'react';
import { Field } from '@clinic/shared/ui';
import { useContactForm } from '../hooks/useContactForm';
import styles from './ContactForm.module.css';

const SUBJECTS = ['Hearing test', 'Hearing aids', 'Hearing aid repair', 'Speech therapy', 'Tinnitus', 'Something else'];

/**
 * The spec's fields (section 5), sent to the clinic (decision 40). Name and message are required, and a
 * way to reply: e-mail, phone or both. Each message stands under its field.
 */
export function ContactForm() {
  const { values, errors, onChange, onSubmit, formRef, sending } = useContactForm();
  const replyHintId = useId();
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.hint}>
        We reply within one working day, by e-mail or on the phone number you give us. Fields marked{' '}
        <span className={styles.star} aria-hidden="true">
          *
        </span>
        <span className="visually-hidden">with a star</span> are required.
      </p>
      <Field label="Your name" required error={errors.name} className={styles.field}>
        {(p) => <input {...p} name="name" type="text" autoComplete="name" value={values.name} onChange={onChange} />}
      </Field>
      <fieldset className={styles.reply} aria-describedby={replyHintId}>
        <legend className={styles.legend}>How should we reply?</legend>
        <p id={replyHintId} className={styles.replyHint}>
          Give an e-mail address, a phone number, or both: we need at least one.
        </p>
        <Field label="Email" error={errors.email} className={styles.field}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} />}
        </Field>
        <Field label="Phone" hint="A 10-digit mobile, or a number starting with +" error={errors.phone} className={styles.field}>
          {(p) => <input {...p} name="phone" type="tel" inputMode="tel" autoComplete="tel" value={values.phone} onChange={onChange} />}
        </Field>
      </fieldset>
      <Field label="Subject" optional error={errors.subject} className={styles.field}>
        {(p) => (
          <>
            <input {...p} name="subject" type="text" list="contact-subjects" value={values.subject} onChange={onChange} />
            <datalist id="contact-subjects">
              {SUBJECTS.map((subject) => (
                <option key={subject} value={subject} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Message" required error={errors.message} className={styles.field}>
        {(p) => <textarea {...p} name="message" rows={5} value={values.message} onChange={onChange} />}
      </Field>
      <label className={styles.check}>
        <input name="newsletter" type="checkbox" checked={values.newsletter} onChange={onChange} />
        <span>Send me the clinic’s newsletter: hearing-care tips and news, about once a month.</span>
      </label>
      {/* The honeypot: off screen and out of the tab order, so only a robot fills it in. */}
      <div className={styles.trap} aria-hidden="true">
        <Field label="Leave this field empty">
          {(p) => <input {...p} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onChange} />}
        </Field>
      </div>
      <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
