import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useClinicHoursStore, useDoctorsStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor, skippedHeadingLevels } from '@clinic/shared/testing';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import DoctorsPage from './DoctorsPage';
import HomePage from './HomePage';
import PrivacyPage from './PrivacyPage';
import ServicesPage from './ServicesPage';

// The site renders these pages on the server (SERVER_RENDERED_PAGES), then the browser hydrates them.
const PAGES: [string, string, string, ComponentType][] = [
  ['home', '/', '/', HomePage],
  ['about', '/about', '/about', AboutPage],
  ['services', '/services', '/services', ServicesPage],
  ['doctors', '/doctors/:speciality?', '/doctors/Neurologist', DoctorsPage],
  ['searched doctors', '/doctors/:speciality?', '/doctors?q=kannada', DoctorsPage],
  ['contact', '/contact', '/contact', ContactPage],
  ['privacy', '/privacy', '/privacy', PrivacyPage],
];

const split = [
  { from: '10:00', to: '13:30' },
  { from: '17:30', to: '20:00' },
];
beforeEach(() => {
  // The contact page shows the clinic's hours and closures, as the server read them.
  useClinicHoursStore.setState({
    hours: {
      weekly: { mon: split, tue: split, wed: split.slice(0, 1), thu: split, fri: split, sat: split, sun: [] },
      windowDays: 7,
      closures: [{ slotDate: '12_11_2026', reason: 'Diwali' }],
    },
    status: 'ready',
  });
  useDoctorsStore.setState({
    doctors: [
      makeDoctor({ name: 'Dr. Ananya Iyer', focus: 'Audiologist', languages: ['English', 'Kannada'], services: ['hearing-assessment'] }),
      makeDoctor({ name: 'Dr. Vikram Shetty', speciality: 'Neurologist', available: false, services: ['hearing-assessment', 'tinnitus'] }),
    ],
    status: 'ready',
  });
});

test.each(PAGES)(
  'the %s page hydrates over its server markup on a phone, with nothing left as the server wrote it',
  async (_name, route, path, Page) => {
    const problems = await hydrationProblems(() => (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<Page />} />
        </Routes>
      </MemoryRouter>
    ));
    expect(problems).toEqual([]);
  },
);

// Lighthouse's heading-order audit: the doctors' and the services' cards stand right under the h1.
test.each(PAGES)("the %s page's headings go down one level at a time", (_name, route, path, Page) => {
  const page = document.createElement('div');
  page.innerHTML = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(skippedHeadingLevels(page)).toEqual([]);
});
