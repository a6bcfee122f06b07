import { useState } from 'react';
import { MESSAGES } from '@clinic/shared/contract';
import { translateMessage } from '@clinic/shared/contract/i18n';
import { EmptyState, Spinner } from '@clinic/shared/ui';
import { LoadFailed, SearchField, controlStyles as controls } from '@clinic/shared/staff-panel';
import { useT } from '../../../i18n';
import { filterDoctors } from '../doctor-search';
import { useAdminDoctors } from '../hooks/useAdminDoctors';
import { useDoctorActions } from '../hooks/useDoctorActions';
import { useSendResetLink } from '../hooks/useSendResetLink';
import { DoctorCard } from './DoctorCard';
import { UpcomingAppointmentsDialog } from './UpcomingAppointmentsDialog';
import styles from './DoctorList.module.css';

/**
 * Every doctor, searchable by name or speciality, each with the availability switch, Edit and delete; the
 * dialog asks about upcoming appointments before a doctor is made unavailable or deleted (decision 42).
 */
export function DoctorList() {
  const t = useT();
  const [query, setQuery] = useState('');
  const { doctors, loading, reload } = useAdminDoctors();
  const { busyId, decision, toggleAvailability, remove, keep, cancelThem, back } = useDoctorActions(reload);
  const reset = useSendResetLink();

  if (!doctors) return loading ? <Spinner label={t('DoctorList.loading')} /> : <LoadFailed what="doctors" onRetry={reload} />;
  const shown = filterDoctors(doctors, query);
  return (
    <>
      <div className={controls.toolbar}>
        <SearchField label={t('DoctorList.search')} value={query} onChange={setQuery} />
        <p className={styles.summary} role="status">
          {shown.length === doctors.length
            ? t('DoctorList.count', { count: doctors.length })
            : t('DoctorList.countOf', { shown: shown.length, total: doctors.length })}
        </p>
      </div>
      <UpcomingAppointmentsDialog decision={decision} onKeep={keep} onCancelThem={cancelThem} onBack={back} />
      {shown.length === 0 ? (
        <EmptyState title={translateMessage(MESSAGES.noDoctors)} />
      ) : (
        <div className={styles.grid}>
          {shown.map((doctor) => (
            <DoctorCard
              key={doctor._id}
              doctor={doctor}
              busy={busyId === doctor._id}
              onToggle={toggleAvailability}
              onDelete={remove}
              sendingReset={reset.sendingId === doctor._id}
              onSendReset={(d) => void reset.send(d)}
            />
          ))}
        </div>
      )}
    </>
  );
}
