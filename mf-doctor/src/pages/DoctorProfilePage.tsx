import { Page } from '@clinic/shared/ui';
import { DoctorProfileCard } from '../features/profile/components/DoctorProfileCard';
import { DoctorSchedule } from '../features/schedule/components/DoctorSchedule';

export default function DoctorProfilePage() {
  return (
    <Page title="Profile">
      <DoctorProfileCard />
      <DoctorSchedule />
    </Page>
  );
}
