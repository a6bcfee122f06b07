import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { useDoctorsStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor } from '@clinic/shared/testing';
import { apiDays, fetchSlots, restoreFetch } from '../testing/slots-fetch';
import AppointmentPage from './AppointmentPage';

const doctor = makeDoctor({
  name: 'Dr. Ananya Iyer',
  fees: 800,
  about: 'Hearing tests for every age.',
  focus: 'Paediatric audiology',
  languages: ['English', 'Kannada'],
  services: ['newborn-screening', 'tinnitus'],
  experience: '8 Year',
  address: { line1: '12 Lakeview Road', line2: 'Bengaluru' },
  translations: { hi: { about: 'हर उम्र के लोगों के सुनने की जाँच।', address: { line1: '12, लेकव्यू रोड' } } },
});
const related = makeDoctor({ name: 'Dr. Meera Nair', focus: 'Speech-language pathologist', languages: ['Malayalam'] });

const page = (docId = doctor._id) => (
  <MemoryRouter initialEntries={[`/appointment/${docId}`]}>
    <Routes>
      <Route path="/appointment/:docId" element={<AppointmentPage />} />
    </Routes>
  </MemoryRouter>
);

beforeEach(() => {
  useDoctorsStore.setState({ doctors: [doctor, related], clinicTz: 'Asia/Kolkata', status: 'ready' });
  fetchSlots(() => apiDays(new Date()));
});
afterEach(restoreFetch);

// The site renders this page on the server (SERVER_RENDERED_PAGES): the doctor's card, then the browser
// hydrates it and adds the free times, which depend on the moment and the reader's clock.
test('hydrates over its server markup on a phone, with nothing left as the server wrote it', async () => {
  expect(await hydrationProblems(() => page())).toEqual([]);
});

test('hydrates cleanly when the first free time has moved on since the server rendered it', async () => {
  // 14:29 in the clinic (IST): today's first slot is 15:00; at 14:31, when the browser hydrates, 15:30.
  jest.useFakeTimers({ now: new Date('2026-03-04T08:59:00Z'), advanceTimers: true });
  try {
    expect(await hydrationProblems(() => page(), { beforeHydrating: () => jest.setSystemTime(new Date('2026-03-04T09:01:00Z')) })).toEqual(
      [],
    );
  } finally {
    jest.useRealTimers();
  }
});

test('hydrates cleanly for a clinic in another zone (America/New_York)', async () => {
  useDoctorsStore.setState({ clinicTz: 'America/New_York' });
  expect(await hydrationProblems(() => page())).toEqual([]);
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
  const fetchMock = fetchSlots(
    () => apiDays(new Date(), {}, 'America/New_York'),
    () => answer,
  );
  render(page());
  expect(await screen.findByText(/All times are the clinic's local time \(Eastern (Standard|Daylight) Time\)/)).toBeInTheDocument();
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/doctor/list')).toHaveLength(1);
  expect(useDoctorsStore.getState().clinicTz).toBe('America/New_York');
});

test('the server renders the booking panel with the picker’s skeleton (it reads no free times); the browser then fills it in', async () => {
  const html = renderToString(page());
  expect(html).toContain('Booking slots');
  expect(html).toContain('Loading the free times…');
  expect(html).not.toContain('Time on');
  expect(global.fetch).not.toHaveBeenCalled();

  render(page());
  expect(await screen.findByRole('radiogroup', { name: /^Time on/ })).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith(`/api/doctor/slots/${doctor._id}`, expect.anything());
});

test('the doctor’s card shows their focus, the languages they speak and the services they offer', () => {
  render(page());
  expect(screen.getByTestId('doctor-focus')).toHaveTextContent('Paediatric audiology');
  expect(screen.getByText('Speaks English, Kannada')).toBeInTheDocument();
  const services = screen.getByRole('list', { name: 'Services' });
  expect(services).toHaveTextContent('Newborn Hearing Screening');
  expect(services).toHaveTextContent('Tinnitus Management');
});

test('in Hindi, the doctor’s about and address are as staff wrote them in Hindi, English where they wrote nothing, and the experience in Hindi', () => {
  render(page());
  expect(screen.getByText('8 years')).toBeInTheDocument();
  act(() => activateLanguage('hi'));
  try {
    expect(screen.getByText('हर उम्र के लोगों के सुनने की जाँच।')).toBeInTheDocument();
    expect(screen.queryByText('Hearing tests for every age.')).toBeNull();
    // The focus and the second address line were not translated: the English shows.
    expect(screen.getByTestId('doctor-focus')).toHaveTextContent('Paediatric audiology');
    expect(screen.getByText(/12, लेकव्यू रोड/)).toHaveTextContent(/^12, लेकव्यू रोडBengaluru$/);
    expect(screen.getByText('8 साल')).toBeInTheDocument();
  } finally {
    act(() => activateLanguage('en'));
  }
});

describe('a doctor who is not taking bookings', () => {
  const away = makeDoctor({ name: 'Dr. Rohan Das', available: false });
  const free = makeDoctor({ name: 'Dr. Kavya Rao', focus: 'Audiologist', languages: ['English', 'Tamil'] });
  const alsoAway = makeDoctor({ name: 'Dr. Sunil Menon', available: false });
  const otherSpeciality = makeDoctor({ name: 'Dr. Neha Joshi', speciality: 'Neurologist' });

  test('points to the available doctors of the same speciality, and no one else', () => {
    useDoctorsStore.setState({ doctors: [away, free, alsoAway, otherSpeciality] });
    render(page(away._id));
    const section = screen.getByRole('region', { name: 'Dr. Rohan Das is not taking bookings at the moment' });
    expect(section).toHaveTextContent('These Hearing Aid and Speech Specialist doctors are available:');
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/appointment/${free._id}`);
    expect(links[0]).toHaveTextContent('Dr. Kavya Rao');
    expect(links[0]).toHaveTextContent('Audiologist');
    expect(links[0]).toHaveTextContent('Speaks English, Tamil');
    // The list of "other doctors" would repeat the unavailable ones: it is not shown on this page.
    expect(screen.queryByRole('heading', { name: /Other .* doctors/ })).toBeNull();
  });

  test('with nobody of the speciality available, it links to all the doctors', () => {
    useDoctorsStore.setState({ doctors: [away, alsoAway, otherSpeciality] });
    render(page(away._id));
    const section = screen.getByRole('region', { name: 'Dr. Rohan Das is not taking bookings at the moment' });
    expect(section).toHaveTextContent('No other Hearing Aid and Speech Specialist doctor is taking bookings right now.');
    expect(within(section).getByRole('link', { name: 'See all our doctors' })).toHaveAttribute('href', '/doctors');
  });

  test('the server renders the way on with the card, and the browser hydrates it cleanly', async () => {
    useDoctorsStore.setState({ doctors: [away, free] });
    expect(await hydrationProblems(() => page(away._id))).toEqual([]);
  });

  test('an available doctor’s page has no such section', () => {
    useDoctorsStore.setState({ doctors: [away, free] });
    render(page(free._id));
    expect(screen.queryByTestId('available-alternatives')).toBeNull();
  });
});
