import type { ReactNode } from 'react';
import { MESSAGES, type Appointment } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { EmptyState } from '@clinic/shared/ui';
import { useStaffT } from '../i18n';
import cards from './cards.module.css';
import styles from './latest-list.module.css';
import { Avatar } from './Avatar';
import { Icon } from './Icon';
import { ServiceText } from './TableCells';

interface Props {
  title: string;
  headingId: string;
  appointments: Appointment[];
  /** `data-testid` of each row. */
  testId: string;
  /** Whom the row is about: the doctor for the admin, the patient for the doctor. */
  person: (appointment: Appointment) => { image?: string; name: string };
  meta: (appointment: Appointment) => ReactNode;
  action: (appointment: Appointment) => ReactNode;
}

/** A dashboard's newest bookings: one row each, with the panel's own actions, or the empty state. */
export function LatestPanel({ title, headingId, appointments, testId, person, meta, action }: Props) {
  // Read so the panel follows a change of language (the empty state, the rows' dates).
  useStaffT();
  return (
    <section className={cards.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={cards.panelHead}>
        <Icon name="list" size={22} />
        {title}
      </h2>
      {appointments.length === 0 ? (
        <EmptyState title={translateMessage(MESSAGES.noAppointmentsYet)} />
      ) : (
        <ul className={styles.list}>
          {appointments.map((a) => {
            const who = person(a);
            return (
              <li key={a._id} className={styles.item} data-testid={testId}>
                <Avatar src={who.image} name={who.name} size={44} />
                <div className={styles.text}>
                  <p className={styles.name}>{who.name}</p>
                  <p className={styles.meta}>{meta(a)}</p>
                  {a.service && (
                    <p className={styles.meta}>
                      <ServiceText appointment={a} className="" />
                    </p>
                  )}
                </div>
                {action(a)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
