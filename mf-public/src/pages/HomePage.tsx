import { Island, useDocumentTitle } from '@clinic/shared/ui';
import { HeroCarousel } from '../features/home/components/HeroCarousel';
import { MeetOurTeam } from '../features/home/components/MeetOurTeam';
import { CtaBanner } from '../features/home/components/CtaBanner';
import { FeatureHighlights } from '../features/home/components/FeatureHighlights';
import { AboutPreview } from '../features/home/components/AboutPreview';
import { WhyChooseUs } from '../features/home/components/WhyChooseUs';
import { ServicesPreview } from '../features/services/components/ServicesPreview';
import { Testimonials } from '../features/testimonials/components/Testimonials';
import { useT } from '../i18n';

/** The home page's blocks, in the order of spec section 2; the ones that answer input are islands (decision 59). */
export default function HomePage() {
  const t = useT();
  useDocumentTitle(t('HomePage.title'));
  return (
    <>
      <Island name="mf_public/hero">
        <HeroCarousel />
      </Island>
      <Island name="mf_public/team">
        <MeetOurTeam />
      </Island>
      {/* Its chat link takes the form the reader's device opens. */}
      <Island name="mf_public/cta">
        <CtaBanner />
      </Island>
      <FeatureHighlights />
      <AboutPreview />
      <WhyChooseUs />
      <ServicesPreview />
      <Island name="mf_public/testimonials">
        <Testimonials />
      </Island>
    </>
  );
}
