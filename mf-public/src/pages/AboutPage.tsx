import { PageHeader } from '../ui/PageHeader';
import { ClinicIllustration } from '../illustrations/ClinicIllustration';
import { OurStory } from '../features/about/components/OurStory';
import { OurValues } from '../features/about/components/OurValues';
import { FirstVisit } from '../features/about/components/FirstVisit';
import { useT } from '../i18n';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={t('AboutPage.eyebrow')} title={t('AboutPage.title')} lead={t('AboutPage.lead')} art={<ClinicIllustration />} />
      <div className={styles.content}>
        <OurStory />
        <OurValues />
        <FirstVisit />
      </div>
    </>
  );
}
