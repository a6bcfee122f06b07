import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useDoctorsStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor } from '@clinic/shared/testing';
import AppointmentPage from './AppointmentPage';

const doctor = makeDoctor({ name: 'Dr. Ananya Iyer', fees: 800, about: 'Hearing tests for every age.' });
const related = makeDoctor({ name: 'Dr. Meera Nair' });

const page = () => (
  <MemoryRouter initialEntries={[`/appointment/${doctor._id}`]}>
    <Routes>
      <Route path="/appointment/:docId" element={<AppointmentPage />} />
    </Routes>
  </MemoryRouter>
);

beforeEach(() => useDoctorsStore.setState({ doctors: [doctor, related], clinicTz: 'Asia/Kolkata', status: 'ready' }));

// The site renders this page on the server (SERVER_RENDERED_PAGES): the doctor's card, then the browser
// hydrates it and adds the free times, which depend on the moment and the reader's clock.
test('hydrates over its server markup on a phone, with nothing left as the server wrote it', async () => {
  expect(await hydrationProblems(page)).toEqual([]);
});

test('hydrates cleanly when the first free time has moved on since the server rendered it', async () => {
  // 14:29 in the clinic (IST): today's first slot is 15:00; at 14:31, when the browser hydrates, 15:30.
  jest.useFakeTimers({ now: new Date('2026-03-04T08:59:00Z'), advanceTimers: true });
  try {
    expect(await hydrationProblems(page, { beforeHydrating: () => jest.setSystemTime(new Date('2026-03-04T09:01:00Z')) })).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test('hydrates cleanly for a clinic in another zone (America/New_York)', async () => {
  useDoctorsStore.setState({ clinicTz: 'America/New_York' });
  expect(await hydrationProblems(page)).toEqual([]);
});

test('rendered in the browser, it shows the doctor with the slot picker and related doctors', async () => {
  render(page());
  expect(screen.getByRole('heading', { level: 1, name: 'Dr. Ananya Iyer' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: /Other Hearing Aid and Speech Specialist doctors/ })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Booking slots' })).toBeInTheDocument();
});

test("a list that came without the clinic's zone (an older server) is read again, and the picker uses the zone it names", async () => {
  useDoctorsStore.setState({ clinicTz: null });
  const answer = { success: true, message: '', doctors: [doctor, related], clinicTz: 'America/New_York' };
  // jsdom has no fetch: the part of a response the store's read uses.
  const fetchMock = jest.fn(async () => ({ status: 200, json: async () => answer }));
  const realFetch = global.fetch;
  global.fetch = fetchMock as unknown as typeof fetch;
  try {
    render(page());
    expect(await screen.findByText(/All times are the clinic's local time \(Eastern (Standard|Daylight) Time\)/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useDoctorsStore.getState().clinicTz).toBe('America/New_York');
  } finally {
    global.fetch = realFetch;
  }
});
