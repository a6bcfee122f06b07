// The stand-in of issue 37: the same public pages as one plain client-rendered React bundle, the way the
// app this product grew from is built (no server rendering, no federation, every word in the bundle).
// The bench measures our pages beside it; it is never served to anybody.
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import '@clinic/shared/styles/tokens.css';
import '../../../shell/src/styles/fonts.css';
import { activateLanguage, ensureLanguage, isLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import { Header } from '../../../shell/src/layouts/public/Header';
import { Footer } from '../../../shell/src/layouts/public/Footer';
import { FloatingContact } from '../../../shell/src/layouts/public/FloatingContact';
import HomePage from '../../../mf-public/src/pages/HomePage';
import DoctorsPage from '../../../mf-public/src/pages/DoctorsPage';

// Split off as a Vite app splits a route it imports lazily: the home's script does not carry the booking form.
const AppointmentPage = lazy(() => import('../../../mf-patient/src/pages/AppointmentPage'));

function Layout() {
  return (
    <>
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FloatingContact />
    </>
  );
}

async function start() {
  const lang = new URLSearchParams(location.search).get('lang');
  const language = isLanguage(lang) ? lang : 'en';
  document.documentElement.lang = language;
  await ensureLanguage(language);
  activateLanguage(language);
  void useDoctorsStore.getState().load();
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/doctors/:speciality?" element={<DoctorsPage />} />
          <Route
            path="/appointment/:docId"
            element={
              <Suspense>
                <AppointmentPage />
              </Suspense>
            }
          />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
}

void start();
