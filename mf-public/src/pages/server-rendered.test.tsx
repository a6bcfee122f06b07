import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor } from '@clinic/shared/testing';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import DoctorsPage from './DoctorsPage';
import HomePage from './HomePage';
import ServicesPage from './ServicesPage';

// The site renders these pages on the server (SERVER_RENDERED_PAGES), then the browser hydrates them.
const PAGES: [string, string, string, ComponentType][] = [
  ['home', '/', '/', HomePage],
  ['about', '/about', '/about', AboutPage],
  ['services', '/services', '/services', ServicesPage],
  ['doctors', '/doctors/:speciality?', '/doctors/Neurologist', DoctorsPage],
  ['contact', '/contact', '/contact', ContactPage],
];

beforeEach(() =>
  useDoctorsStore.setState({
    doctors: [makeDoctor({ name: 'Dr. Ananya Iyer' }), makeDoctor({ name: 'Dr. Vikram Shetty', speciality: 'Neurologist' })],
    status: 'ready',
  }),
);

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
