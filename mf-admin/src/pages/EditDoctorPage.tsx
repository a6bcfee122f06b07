import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { EmptyState, Page, Spinner } from '@clinic/shared/ui';
import { LoadFailed } from '@clinic/shared/staff-panel';
import { useT } from '../i18n';
import { EditDoctorForm } from '../features/add-doctor/components/EditDoctorForm';
import { DOCTOR_LIST_PATH } from '../lib/admin-paths';
import { useAdminDoctors } from '../features/doctors/hooks/useAdminDoctors';

/** `/edit-doctor/:docId` (decision 42): the admin corrects a doctor, then returns to the list, which reloads. */
export default function EditDoctorPage() {
  const t = useT();
  const { docId } = useParams();
  const navigate = useNavigate();
  const { doctors, loading, reload } = useAdminDoctors();
  const doctor = doctors?.find((d) => d._id === docId);
  const backToList = () => navigate(DOCTOR_LIST_PATH);

  let content;
  if (!doctors)
    content = loading ? <Spinner label={t('common.loadingDoctor')} /> : <LoadFailed what={t('common.what.doctor')} onRetry={reload} />;
  else if (!doctor)
    content = (
      <EmptyState title={t('common.doctorNotFound')}>
        <Link to={DOCTOR_LIST_PATH}>{t('common.doctorsListLink')}</Link>
      </EmptyState>
    );
  else
    content = (
      <EditDoctorForm
        key={doctor._id}
        doctor={doctor}
        onCancel={backToList}
        onSaved={() => {
          // The site's own list shows the doctor too (cards, booking page).
          void useDoctorsStore.getState().load();
          backToList();
        }}
      />
    );
  return <Page title={t('EditDoctorPage.title')}>{content}</Page>;
}
