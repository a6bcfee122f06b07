// Issue 37's other yardstick: the same public pages as islands. The page is HTML (captured once from this
// bundle rendering it whole, `?render`, as a server would render it), and only the parts that answer input
// are hydrated: the header (menu, language switch), the floating contact, the home's carousels, the
// doctors' search and list. No federation runtime; each island has its own root (and router, for its
// links). Bench code: never served to anybody.
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import '@clinic/shared/styles/tokens.css';
import '../../../shell/src/styles/fonts.css';
import { activateLanguage, ensureLanguage, isLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import type { Doctor } from '@clinic/shared/contract';
import { Header } from '../../../shell/src/layouts/public/Header';
import { Footer } from '../../../shell/src/layouts/public/Footer';
import { FloatingContact } from '../../../shell/src/layouts/public/FloatingContact';
import DoctorsPage from '../../../mf-public/src/pages/DoctorsPage';
import { HeroCarousel } from '../../../mf-public/src/features/home/components/HeroCarousel';
import { MeetOurTeam } from '../../../mf-public/src/features/home/components/MeetOurTeam';
import { Testimonials } from '../../../mf-public/src/features/testimonials/components/Testimonials';
import { CtaBanner } from '../../../mf-public/src/features/home/components/CtaBanner';
import { FeatureHighlights } from '../../../mf-public/src/features/home/components/FeatureHighlights';
import { AboutPreview } from '../../../mf-public/src/features/home/components/AboutPreview';
import { WhyChooseUs } from '../../../mf-public/src/features/home/components/WhyChooseUs';
import { ServicesPreview } from '../../../mf-public/src/features/services/components/ServicesPreview';

const doctorsPage = (
  <Routes>
    <Route path="/doctors/:speciality?" element={<DoctorsPage />} />
  </Routes>
);
/** What each island renders; the server's HTML holds it inside `<div data-island="name">`. */
const ISLANDS: Record<string, ReactNode> = {
  header: <Header />,
  floating: <FloatingContact />,
  hero: <HeroCarousel />,
  team: <MeetOurTeam />,
  testimonials: <Testimonials />,
  doctors: doctorsPage,
};

/** The home page's blocks in HomePage's order, its interactive ones marked. */
function markedHome() {
  return (
    <>
      <Island name="hero" />
      <Island name="team" />
      <CtaBanner />
      <FeatureHighlights />
      <AboutPreview />
      <WhyChooseUs />
      <ServicesPreview />
      <Island name="testimonials" />
    </>
  );
}
/** An island as the server renders it: its part, inside the mark the browser hydrates it by. */
function Island({ name }: { name: string }) {
  return (
    <div data-island={name} style={{ display: 'contents' }}>
      {ISLANDS[name]}
    </div>
  );
}

function WholePage({ path }: { path: string }) {
  return (
    <BrowserRouter>
      <Island name="header" />
      <main id="main-content" tabIndex={-1}>
        {path.startsWith('/doctors') ? <Island name="doctors" /> : markedHome()}
      </main>
      <Footer />
      <Island name="floating" />
    </BrowserRouter>
  );
}

async function start() {
  const lang = new URLSearchParams(location.search).get('lang');
  const language = isLanguage(lang) ? lang : 'en';
  await ensureLanguage(language);
  activateLanguage(language);
  const root = document.getElementById('root')!;
  if (new URLSearchParams(location.search).has('render')) {
    await useDoctorsStore.getState().load();
    createRoot(root).render(<WholePage path={location.pathname} />);
    return;
  }
  // The state the HTML was rendered from, as our server puts it in the page.
  const state = JSON.parse(document.getElementById('island-state')!.textContent!) as { doctors: Doctor[]; clinicTz: string };
  useDoctorsStore.setState({ doctors: state.doctors, clinicTz: state.clinicTz, status: 'ready' });
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = ISLANDS[element.dataset.island!];
    if (island) hydrateRoot(element, <BrowserRouter>{island}</BrowserRouter>);
  }
}

void start();
