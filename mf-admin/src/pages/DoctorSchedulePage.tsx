import { Link, useParams } from 'react-router-dom';
import { EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../i18n';
import { DOCTOR_LIST_PATH } from '../lib/admin-paths';
import { useAdminDoctors } from '../features/doctors/hooks/useAdminDoctors';
import { DoctorSchedule } from '../features/schedule/components/DoctorSchedule';

/** `/doctor-schedule/:docId` (decision 44): a doctor's own week and leave, reached from the doctors list. */
export default function DoctorSchedulePage() {
  const t = useT();
  const { docId } = useParams();
  const { doctors, loading, reload } = useAdminDoctors();
  const doctor = doctors?.find((d) => d._id === docId);

  let content;
  if (!doctors)
    content = loading ? <Spinner label={t('common.loadingDoctor')} /> : <LoadFailed what={t('common.what.doctor')} onRetry={reload} />;
  else if (!doctor) content = <EmptyState title={t('common.doctorNotFound')} />;
  else content = <DoctorSchedule key={doctor._id} docId={doctor._id} doctorName={doctor.name} />;
  return (
    <Page title={doctor ? t('DoctorSchedulePage.titleOf', { name: doctor.name }) : t('DoctorSchedulePage.title')}>
      <p>
        <Link to={DOCTOR_LIST_PATH}>{t('common.doctorsListLink')}</Link>
      </p>
      {content}
    </Page>
  );
}
