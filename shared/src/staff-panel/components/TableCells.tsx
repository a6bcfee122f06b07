import { serviceName } from '@clinic/shared/clinic';
import { formatPhone, normalisePhone, type Appointment } from '@clinic/shared/contract';
import { formatSlotDate, formatSlotTime } from '@clinic/shared/format';
import { richText } from '@clinic/shared/i18n';
import { bookedForSomeoneElse, telHref } from '../format';
import { useStaffT } from '../i18n';
import { usePatientName } from '../hooks/usePatientName';
import styles from './appointments-table.module.css';
import { Avatar } from './Avatar';

/** A person in an appointments table: photo (or initials) and name. */
export function PersonCell({ image, name }: { image?: string; name: string }) {
  return (
    <span className={styles.person}>
      <Avatar src={image} name={name} size={36} />
      {name}
    </span>
  );
}

/** The patient said "I cannot take phone calls" (decision 46): in words, not colour alone, so staff write instead. */
export function NoPhoneCallsBadge() {
  const t = useStaffT();
  return <span className={styles.noCalls}>{t('TableCells.noPhoneCalls')}</span>;
}

/**
 * The person booked for, as the booking dialog took them down (decision 41): name, whether the account
 * takes no phone calls, age, who booked when it was someone else's account, and the message for the doctor, folded to one line until opened.
 */
export function PatientCell({ appointment }: { appointment: Pick<Appointment, 'userData' | 'bookedBy' | 'bookerNoPhoneCalls'> }) {
  const t = useStaffT();
  const patientName = usePatientName();
  const { userData: u, bookedBy } = appointment;
  const name = patientName(u.name);
  return (
    <div className={styles.patient}>
      <Avatar src={u.image} name={name} size={36} />
      <div className={styles.patientText}>
        <span className={styles.patientName} data-testid="patient-name">
          {name}
        </span>
        {appointment.bookerNoPhoneCalls && <NoPhoneCallsBadge />}
        {u.age !== null && <span className={styles.meta}>{t('TableCells.age', { age: u.age })}</span>}
        {bookedBy && bookedForSomeoneElse(appointment) && (
          <span className={styles.bookedBy}>{t('TableCells.bookedBy', { name: bookedBy.name })}</span>
        )}
        {u.message && (
          <details className={styles.message}>
            <summary>
              <span className={styles.messageLabel}>{t('TableCells.message')}</span>
              <span className={styles.messagePreview} aria-hidden="true">
                {u.message}
              </span>
            </summary>
            <span className={styles.messageText}>{u.message}</span>
          </details>
        )}
      </div>
    </div>
  );
}

/** How to reach the person booked for: the phone as a call link, the e-mail as a mail link. */
export function ContactCell({ appointment }: { appointment: Pick<Appointment, 'userData'> }) {
  const t = useStaffT();
  const { name, phone, email } = appointment.userData;
  const shown = formatPhone(normalisePhone(phone) ?? phone);
  if (!phone && !email) return <span className={styles.meta}>—</span>;
  return (
    <span className={styles.contact}>
      {/* The number typed with the booking: for staff to call back, never a WhatsApp address (decision 52). */}
      {phone && (
        <span>
          <span className={styles.meta}>{t('TableCells.callBack')} </span>
          <a href={telHref(phone)} aria-label={t('TableCells.call', { name, phone: shown })}>
            {shown}
          </a>
        </span>
      )}
      {email && (
        <a href={`mailto:${email}`} className={styles.email} aria-label={t('TableCells.email', { name, email })}>
          {/* A narrow column breaks the address after the @ rather than inside a word. */}
          {email.includes('@') ? (
            <>
              {email.slice(0, email.indexOf('@') + 1)}
              <wbr />
              {email.slice(email.indexOf('@') + 1)}
            </>
          ) : (
            email
          )}
        </a>
      )}
    </span>
  );
}

/** The clinic service booked and its length, `Comprehensive Hearing Test · 45 min` (decision 57); nothing for a consultation. */
export function ServiceText({ appointment, className }: { appointment: Pick<Appointment, 'service'>; className?: string | undefined }) {
  const t = useStaffT();
  const { service } = appointment;
  if (!service) return null;
  return (
    <span className={className ?? styles.service} data-testid="visit-service">
      {richText(
        t('TableCells.service', { service: serviceName(service.id), length: t('TableCells.minutes', { count: service.durationMinutes }) }),
        {
          // "45 min" never breaks across lines in a narrow column.
          unit: (length) => <span className={styles.unit}>{length}</span>,
        },
      )}
    </span>
  );
}

/** The slot of an appointment, date over time, and the service booked under them. */
export function SlotCell({ appointment }: { appointment: Pick<Appointment, 'slotDate' | 'slotTime' | 'service'> }) {
  // Read so the date and time follow a change of language.
  useStaffT();
  return (
    <span className={styles.when}>
      <span>{formatSlotDate(appointment.slotDate)}</span>
      <span className={styles.time}>{formatSlotTime(appointment.slotTime)}</span>
      <ServiceText appointment={appointment} />
    </span>
  );
}
