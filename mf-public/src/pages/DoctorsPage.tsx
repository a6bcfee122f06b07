import { Island } from '@clinic/shared/ui';
import { PageHeader } from '../ui/PageHeader';
import { FindADoctor } from '../features/doctors/components/FindADoctor';
import { useT } from '../i18n';

/** The page's search, filter and list answer input as one island (decision 59); its heading is the server's. */
export default function DoctorsPage() {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('DoctorsPage.eyebrow')} title={t('DoctorsPage.title')} lead={t('DoctorsPage.lead')} />
      <Island name="mf_public/doctors">
        <FindADoctor />
      </Island>
    </>
  );
}
