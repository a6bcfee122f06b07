import { Link } from 'react-router-dom';
import { MESSAGES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { doctorsPath } from '@clinic/shared/links';
import { useAuthStore } from '@clinic/shared/stores';
import { Button, EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoginPrompt } from '../components/LoginPrompt';
import { AppointmentCard } from '../features/appointments/components/AppointmentCard';
import { SeriesGroup } from '../features/appointments/components/SeriesGroup';
import { groupBySeries } from '../features/appointments/series-groups';
import { useMyAppointments } from '../features/appointments/hooks/useMyAppointments';
import { useT } from '../i18n';
import { useClinicTz } from '../lib/use-clinic-tz';
import styles from './pages.module.css';

export default function MyAppointmentsPage() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const { appointments, cancelCutoffMinutes, holdReleaseMinutes, loading, reload } = useMyAppointments(token);
  const clinicTz = useClinicTz();

  if (!token) {
    return (
      <Page title={t('MyAppointments.title')}>
        <LoginPrompt message={t('MyAppointments.logIn')} />
      </Page>
    );
  }
  return (
    <Page title={t('MyAppointments.title')}>
      {!appointments && loading ? (
        <Spinner label={t('MyAppointments.loading')} />
      ) : !appointments ? (
        <EmptyState title={t('MyAppointments.failed')}>
          <Button onClick={reload}>{t('common.tryAgain')}</Button>
        </EmptyState>
      ) : appointments.length === 0 ? (
        <EmptyState title={translateMessage(MESSAGES.noAppointments)}>
          <Link to={doctorsPath()}>{t('MyAppointments.findDoctor')}</Link>
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
                  holdReleaseMinutes={holdReleaseMinutes}
                />
              </li>
            ),
          )}
        </ul>
      )}
    </Page>
  );
}
