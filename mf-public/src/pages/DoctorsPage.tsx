import { Page } from '@clinic/shared/ui';

export default function DoctorsPage() {
  return <Page title="Our Doctors" />;
}
