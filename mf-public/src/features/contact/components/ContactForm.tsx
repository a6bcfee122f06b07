import { useContactForm } from '../hooks/useContactForm';
import styles from './ContactForm.module.css';

const SUBJECTS = ['Hearing test', 'Hearing aids', 'Hearing aid repair', 'Speech therapy', 'Tinnitus', 'Something else'];

/** Every field has a visible label; nothing is required, as the spec asks (section 5). */
export function ContactForm() {
  const { values, onChange, onSubmit } = useContactForm();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.hint}>We reply within one working day, by e-mail or on the phone number you give us.</p>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Your name</span>
          <input name="name" type="text" autoComplete="name" value={values.name} onChange={onChange} />
        </label>
        <label className={styles.field}>
          <span>Email</span>
          <input name="email" type="email" autoComplete="email" value={values.email} onChange={onChange} />
        </label>
      </div>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Phone</span>
          <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={onChange} />
        </label>
        <label className={styles.field}>
          <span>Subject</span>
          <input name="subject" type="text" list="contact-subjects" value={values.subject} onChange={onChange} />
          <datalist id="contact-subjects">
            {SUBJECTS.map((subject) => (
              <option key={subject} value={subject} />
            ))}
          </datalist>
        </label>
      </div>
      <label className={styles.field}>
        <span>Message</span>
        <textarea name="message" rows={5} value={values.message} onChange={onChange} />
      </label>
      <label className={styles.check}>
        <input name="newsletter" type="checkbox" checked={values.newsletter} onChange={onChange} />
        <span>Send me the clinic’s newsletter: hearing-care tips and news, about once a month.</span>
      </label>
      <button type="submit" className={styles.submit}>
        Send message
      </button>
    </form>
  );
}
