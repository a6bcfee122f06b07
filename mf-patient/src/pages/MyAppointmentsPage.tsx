import { Link } from 'react-router-dom';
import { MESSAGES } from '@clinic/shared/contract';
import { doctorsPath } from '@clinic/shared/links';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { AppointmentCard } from '../features/appointments/components/AppointmentCard';
import { SeriesGroup } from '../features/appointments/components/SeriesGroup';
import { groupBySeries } from '../features/appointments/series-groups';
import { useMyAppointments } from '../features/appointments/hooks/useMyAppointments';
import { useClinicTz } from '../lib/use-clinic-tz';
import styles from './pages.module.css';

export default function MyAppointmentsPage() {
  const token = useAuthStore((s) => s.token);
  const { appointments, cancelCutoffMinutes, loading, reload } = useMyAppointments(token);
  const clinicTz = useClinicTz();

  if (!token) {
    return (
      <Page title="My Appointments">
        <LoginPrompt message="Log in to see and manage your appointments." />
      </Page>
    );
  }
  return (
    <Page title="My Appointments">
      {!appointments && loading ? (
        <Spinner label="Loading your appointments…" />
      ) : !appointments ? (
        <EmptyState title="Your appointments could not be loaded">
          <Button onClick={reload}>Try again</Button>
        </EmptyState>
      ) : appointments.length === 0 ? (
        <EmptyState title={MESSAGES.noAppointments}>
          <Link to={doctorsPath()}>Find a doctor and book</Link>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {groupBySeries(appointments).map((entry) =>
            entry.kind === 'series' ? (
              <li key={entry.seriesId}>
                <SeriesGroup
                  seriesId={entry.seriesId}
                  sessions={entry.sessions}
                  clinicTz={clinicTz}
                  reload={reload}
                  cancelCutoffMinutes={cancelCutoffMinutes}
                />
              </li>
            ) : (
              <li key={entry.appointment._id}>
                <AppointmentCard
                  appointment={entry.appointment}
                  clinicTz={clinicTz}
                  reload={reload}
                  cancelCutoffMinutes={cancelCutoffMinutes}
                />
              </li>
            ),
          )}
        </ul>
      )}
    </Page>
  );
}
