import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { useClinicHoursStore, useDoctorsStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor } from '@clinic/shared/testing';
import ContactPage from './ContactPage';
import DoctorsPage from './DoctorsPage';
import HomePage from './HomePage';
import PrivacyPage from './PrivacyPage';
import ServicesPage from './ServicesPage';

const DOCTORS = [
  makeDoctor({
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Dr. Ananya Iyer',
    experience: '4 Year',
    focus: 'Audiologist',
    languages: ['English', 'Kannada'],
    services: ['newborn-screening', 'hearing-assessment'],
    // Decision 53: staff wrote her focus in Hindi and Kannada.
    translations: { hi: { focus: 'ऑडियोलॉजिस्ट' }, kn: { focus: 'ಆಡಿಯಾಲಜಿಸ್ಟ್' } },
  }),
  makeDoctor({
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Dr. Vikram Shetty',
    speciality: 'Neurologist',
    available: false,
    languages: ['English', 'Hindi'],
    services: ['vertigo-balance', 'tinnitus'],
  }),
];

const renderAt = (path: string, Page: ComponentType, route = path) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );

// The reviews stay below the fold, so their carousel (Swiper, which jsdom cannot run) is never fetched.
class FarAway {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  window.IntersectionObserver = FarAway as unknown as typeof IntersectionObserver;
  useDoctorsStore.setState({ doctors: DOCTORS, status: 'ready' });
  useClinicHoursStore.setState({
    hours: {
      weekly: { mon: [{ from: '10:00', to: '13:30' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      windowDays: 7,
      closures: [{ slotDate: '12_11_2026', reason: 'Diwali' }],
    },
    status: 'ready',
  });
});
afterEach(() => activateLanguage('en'));

test('the home page in Kannada: its headings, controls and the browser tab', () => {
  activateLanguage('kn');
  renderAt('/', HomePage);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ಉತ್ತಮ ಶ್ರವಣ, ಉತ್ತಮ ಜೀವನ');
  expect(screen.getByRole('heading', { level: 2, name: 'ನಮ್ಮನ್ನೇ ಏಕೆ ಆಯ್ಕೆ ಮಾಡಬೇಕು' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'ಉತ್ತಮ ಶ್ರವಣದತ್ತ ಮೊದಲ ಹೆಜ್ಜೆ ಇಡಿ' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'ಜೀವನದ ಪ್ರತಿ ಹಂತಕ್ಕೂ ಆರೈಕೆ' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ಸ್ಲೈಡ್‌ಗಳನ್ನು ನಿಲ್ಲಿಸಿ' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'ಅಪಾಯಿಂಟ್‌ಮೆಂಟ್ ಬುಕ್ ಮಾಡಿ' })[0]).toHaveAttribute('href', '/doctors');
  // The featured doctor: their name as entered, the clinic's words in Kannada.
  const featured = screen.getByTestId('featured-doctor');
  expect(featured).toHaveTextContent('Dr. Ananya Iyer');
  expect(featured).toHaveTextContent('ಶ್ರವಣ ಸಾಧನ ಮತ್ತು ವಾಕ್ ತಜ್ಞರು');
  expect(featured).toHaveTextContent('ಇಂಗ್ಲಿಷ್, ಕನ್ನಡ ಮಾತನಾಡುತ್ತಾರೆ');
  expect(within(featured).getByTestId('doctor-focus')).toHaveTextContent('ಆಡಿಯಾಲಜಿಸ್ಟ್');
  expect(document.title).toMatch(/^ಮುಖಪುಟ · /);
});

test('a language chosen while the page is open re-renders it', () => {
  renderAt('/', HomePage);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Better Hearing, Better Life');
  act(() => activateLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बेहतर सुनें, बेहतर जिएँ');
  act(() => activateLanguage('en'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Better Hearing, Better Life');
});

test('the doctors page in Hindi: names of specialities and languages, counts, and a search in Hindi', async () => {
  activateLanguage('hi');
  renderAt('/doctors', DoctorsPage, '/doctors/:speciality?');
  const filter = screen.getByRole('navigation', { name: 'विशेषज्ञता के हिसाब से छाँटें' });
  // Shown in Hindi, while the address keeps the stored English name.
  expect(within(filter).getByRole('link', { name: 'न्यूरोलॉजिस्ट' })).toHaveAttribute('href', '/doctors/Neurologist');
  const grid = screen.getByRole('list', { name: 'डॉक्टर' });
  expect(grid).toHaveTextContent('भाषाएँ: अंग्रेज़ी, कन्नड़');
  expect(grid).toHaveTextContent('4 साल');
  // Her focus as staff wrote it in Hindi, the English nowhere.
  expect(within(grid).getByTestId('doctor-focus')).toHaveTextContent(/^ऑडियोलॉजिस्ट$/);
  expect(grid).toHaveTextContent('उपलब्ध नहीं');
  expect(screen.getByRole('status')).toHaveTextContent('2 डॉक्टर');

  const box = screen.getByRole('searchbox', { name: 'नाम, सेवा या भाषा से खोजें' });
  await userEvent.type(box, 'कन्नड़');
  expect(
    within(screen.getByRole('list', { name: 'डॉक्टर' }))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Dr. Ananya Iyer']);
  expect(screen.getByRole('status')).toHaveTextContent('“कन्नड़” के लिए 1 डॉक्टर मिले');
  await userEvent.clear(box);
  await userEvent.type(box, 'टिनिटस');
  expect(screen.getByRole('status')).toHaveTextContent('“टिनिटस” के लिए 1 डॉक्टर मिले');
  await userEvent.clear(box);
  await userEvent.type(box, 'zzz');
  expect(screen.getByRole('status')).toHaveTextContent('“zzz” के लिए कोई डॉक्टर नहीं मिला');
});

test('the services page in Kannada names each service and who offers it', () => {
  activateLanguage('kn');
  renderAt('/services', ServicesPage);
  const card = screen.getByRole('article', { name: 'ಟಿನ್ನಿಟಸ್ (ಕಿವಿಯಲ್ಲಿ ಶಬ್ದ) ನಿರ್ವಹಣೆ' });
  const offering = within(card).getByRole('list', { name: 'ಟಿನ್ನಿಟಸ್ (ಕಿವಿಯಲ್ಲಿ ಶಬ್ದ) ನಿರ್ವಹಣೆ ನೀಡುವ ವೈದ್ಯರು' });
  expect(within(offering).getByRole('link')).toHaveTextContent('Dr. Vikram Shetty (ಸದ್ಯ ಬುಕಿಂಗ್ ತೆಗೆದುಕೊಳ್ಳುತ್ತಿಲ್ಲ)');
  expect(screen.getAllByRole('article')).toHaveLength(15);
});

test('the contact page in Hindi: closures with Hindi dates and the reason as staff wrote it', () => {
  activateLanguage('hi');
  renderAt('/contact', ContactPage);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('संपर्क करें');
  expect(within(screen.getByRole('list', { name: 'जिन दिनों क्लिनिक बंद रहेगा' })).getByRole('listitem')).toHaveTextContent(
    'गुरुवार, 12 नवंबर को बंद: Diwali',
  );
  expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
});

test.each([
  ['home', '/', '/', HomePage],
  ['doctors', '/doctors/:speciality?', '/doctors/Neurologist', DoctorsPage],
  ['contact', '/contact', '/contact', ContactPage],
  ['privacy', '/privacy', '/privacy', PrivacyPage],
] as const)('the %s page hydrates in Kannada and in Hindi over its server markup', async (_name, route, path, Page) => {
  for (const lang of ['kn', 'hi'] as const) {
    activateLanguage(lang);
    const problems = await hydrationProblems(() => (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<Page />} />
        </Routes>
      </MemoryRouter>
    ));
    expect(problems).toEqual([]);
  }
});
