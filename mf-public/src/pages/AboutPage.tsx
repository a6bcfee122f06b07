import { PageHeader } from '../ui/PageHeader';
import { ClinicIllustration } from '../illustrations/ClinicIllustration';
import { OurStory } from '../features/about/components/OurStory';
import { OurValues } from '../features/about/components/OurValues';
import { FirstVisit } from '../features/about/components/FirstVisit';
import styles from './AboutPage.module.css';

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About the clinic"
        title="About Us"
        lead="A friendly hearing and speech clinic in Jayanagar, Bengaluru, caring for babies, children, adults and grandparents since 2012."
        art={<ClinicIllustration />}
      />
      <div className={styles.content}>
        <OurStory />
        <OurValues />
        <FirstVisit />
      </div>
    </>
  );
}
