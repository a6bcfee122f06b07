import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Doctor } from '@clinic/shared/contract';
import { activateLanguage } from '@clinic/shared/i18n';
import { useAuthStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import { apiDays, fetchSlots, restoreFetch } from '../../../testing/slots-fetch';
import { BookingPanel } from './BookingPanel';

jest.mock('react-toastify', () =>
  jest.requireActual<typeof import('../../../testing/toast-mock')>('../../../testing/toast-mock').toastMock(),
);

const doctor: Doctor = makeDoctor({ _id: '11111111-1111-4111-8111-111111111111', image: '' });
const NOW = new Date('2026-03-05T09:45:00+05:30');

const renderPanel = () =>
  render(
    <MemoryRouter initialEntries={[`/appointment/${doctor._id}`]}>
      <Routes>
        <Route path="/appointment/:docId" element={<BookingPanel doctor={doctor} clinicTz="Asia/Kolkata" />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'] });
  useAuthStore.setState({ token: 'jwt' });
  fetchSlots(() => apiDays(new Date(), { closures: [{ slotDate: '6_3_2026', reason: 'Holi' }] }));
});
afterEach(() => {
  act(() => activateLanguage('en'));
  jest.useRealTimers();
  restoreFetch();
});

test('in Hindi, the booking panel and its picker read in Hindi, with the day named by Intl and a closed day saying why', async () => {
  activateLanguage('hi');
  renderPanel();
  expect(screen.getByRole('region', { name: 'बुकिंग के लिए समय' })).toBeInTheDocument();
  expect(await screen.findByRole('radiogroup', { name: 'गुरुवार, 5 मार्च के समय' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' })).toBeEnabled();

  // The clinic's note (user data) stays as the clinic wrote it; the reason is in Hindi.
  fireEvent.click(screen.getByRole('radio', { name: /^\S+ 6 मार्च बंद$/ }));
  expect(screen.getByRole('status')).toHaveTextContent('बंद · Holi');
  expect(screen.getByRole('status')).toHaveTextContent('शुक्रवार, 6 मार्च को कोई समय उपलब्ध नहीं है। कृपया कोई दूसरा दिन चुनें।');
});

test.each([
  ['hi', 'आप किस लिए आ रहे हैं?', 'परामर्श · 30 मिनट · ₹800', 'सुनने की पूरी जाँच · 45 मिनट · ₹900'],
  ['kn', 'ನೀವು ಯಾವುದಕ್ಕಾಗಿ ಬರುತ್ತಿದ್ದೀರಿ?', 'ಸಮಾಲೋಚನೆ · 30 ನಿಮಿಷ · ₹800', 'ಸಮಗ್ರ ಶ್ರವಣ ಪರೀಕ್ಷೆ · 45 ನಿಮಿಷ · ₹900'],
] as const)(
  'in %s, the choice of visit names each visit, its minutes and fee in the reader’s words',
  async (language, question, consultation, hearingTest) => {
    fetchSlots(
      () => apiDays(new Date()),
      () => ({ success: true, message: '', services: [{ id: 'hearing-assessment', durationMinutes: 45, fee: 900, active: true }] }),
    );
    activateLanguage(language);
    render(
      <MemoryRouter initialEntries={[`/appointment/${doctor._id}`]}>
        <Routes>
          <Route
            path="/appointment/:docId"
            element={<BookingPanel doctor={{ ...doctor, services: ['hearing-assessment'] }} clinicTz="Asia/Kolkata" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    const group = await screen.findByRole('group', { name: question });
    expect(group).toContainElement(screen.getByRole('radio', { name: consultation }));
    expect(screen.getByRole('radio', { name: hearingTest })).not.toBeChecked();
  },
);
