import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SPECIALITIES } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import DoctorsPage from './DoctorsPage';

const DOCTORS = [
  makeDoctor({
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Dr. Ananya Iyer',
    fees: 800,
    focus: 'Paediatric audiology',
    languages: ['English', 'Kannada'],
    services: ['newborn-screening', 'hearing-assessment'],
  }),
  makeDoctor({
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Dr. Vikram Shetty',
    speciality: 'Neurologist',
    fees: 1500,
    available: false,
    focus: 'Vertigo and balance',
    languages: ['English', 'Hindi'],
    services: ['vertigo-balance', 'tinnitus'],
  }),
];

function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{decodeURIComponent(pathname + search)}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/doctors" element={<DoctorsPage />} />
        <Route path="/doctors/:speciality" element={<DoctorsPage />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

const doctorNames = () =>
  within(screen.getByRole('list', { name: 'Doctors' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

beforeEach(() => useDoctorsStore.setState({ doctors: DOCTORS, status: 'ready' }));

test('lists every doctor with availability, fees in rupees and a link to the appointment page', () => {
  renderAt('/doctors');
  expect(doctorNames()).toEqual(['Dr. Ananya Iyer', 'Dr. Vikram Shetty']);
  const [first, second] = within(screen.getByRole('list', { name: 'Doctors' })).getAllByRole('link');
  expect(first).toHaveAttribute('href', '/appointment/11111111-1111-4111-8111-111111111111');
  expect(first).toHaveTextContent('Available');
  expect(first).toHaveTextContent('₹800');
  expect(second).toHaveTextContent('Not Available');
  expect(second).toHaveTextContent('₹1,500');
});

test('offers every speciality of the spec, plus All', () => {
  renderAt('/doctors');
  const filter = screen.getByRole('navigation', { name: 'Filter by speciality' });
  expect(
    within(filter)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['All specialities', ...SPECIALITIES]);
  expect(within(filter).getByRole('link', { name: 'All specialities' })).toHaveAttribute('aria-current', 'page');
});

test('the route parameter selects the speciality', () => {
  renderAt('/doctors/Neurologist');
  expect(doctorNames()).toEqual(['Dr. Vikram Shetty']);
  expect(screen.getByRole('link', { name: 'Neurologist' })).toHaveAttribute('aria-current', 'page');
});

test('choosing a speciality updates the URL and the grid', async () => {
  renderAt('/doctors');
  await userEvent.click(screen.getByRole('link', { name: 'Hearing Aid and Speech Specialist' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/doctors/Hearing Aid and Speech Specialist');
  expect(doctorNames()).toEqual(['Dr. Ananya Iyer']);
  await userEvent.click(screen.getByRole('link', { name: 'All specialities' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/doctors$/);
  expect(doctorNames()).toHaveLength(2);
});

test('a speciality nobody practises shows No doctors found', () => {
  renderAt('/doctors/Dermatologist');
  expect(screen.getByText('No doctors found')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Doctors' })).toBeNull();
});

test('an empty clinic shows No doctors found; while loading, a spinner', () => {
  useDoctorsStore.setState({ doctors: [], status: 'loading' });
  const { unmount } = renderAt('/doctors');
  expect(screen.getByText('Loading doctors…')).toBeInTheDocument();
  unmount();
  useDoctorsStore.setState({ doctors: [], status: 'ready' });
  renderAt('/doctors');
  expect(screen.getByText('No doctors found')).toBeInTheDocument();
});

const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name, service or language' });

test('each card shows the doctor’s focus and the languages they speak', () => {
  renderAt('/doctors');
  const [first, second] = within(screen.getByRole('list', { name: 'Doctors' })).getAllByRole('link');
  expect(first).toHaveTextContent('Paediatric audiology');
  expect(first).toHaveTextContent('Speaks English, Kannada');
  expect(second).toHaveTextContent('Vertigo and balance');
  expect(second).toHaveTextContent('Speaks English, Hindi');
});

test('the search narrows the grid as you type, by language, service title or name, whatever the case', async () => {
  renderAt('/doctors');
  expect(screen.getByRole('search')).toContainElement(searchBox());
  await userEvent.type(searchBox(), 'KANNADA');
  expect(doctorNames()).toEqual(['Dr. Ananya Iyer']);
  expect(screen.getByRole('status')).toHaveTextContent('1 doctor matches “KANNADA”');
  expect(screen.getByTestId('location')).toHaveTextContent('/doctors?q=KANNADA');

  await userEvent.clear(searchBox());
  await userEvent.type(searchBox(), 'tinnitus');
  expect(doctorNames()).toEqual(['Dr. Vikram Shetty']);
  await userEvent.clear(searchBox());
  await userEvent.type(searchBox(), 'english');
  expect(doctorNames()).toEqual(['Dr. Ananya Iyer', 'Dr. Vikram Shetty']);
  expect(screen.getByRole('status')).toHaveTextContent('2 doctors match “english”');
  await userEvent.clear(searchBox());
  await userEvent.type(searchBox(), 'shetty');
  expect(doctorNames()).toEqual(['Dr. Vikram Shetty']);
  await userEvent.clear(searchBox());
  expect(doctorNames()).toHaveLength(2);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/doctors$/);
});

test('an address with ?q= arrives searched, and the speciality links keep the search', async () => {
  renderAt('/doctors?q=english');
  expect(searchBox()).toHaveValue('english');
  expect(doctorNames()).toHaveLength(2);
  const filter = screen.getByRole('navigation', { name: 'Filter by speciality' });
  expect(within(filter).getByRole('link', { name: 'Neurologist' })).toHaveAttribute('href', '/doctors/Neurologist?q=english');
  await userEvent.click(within(filter).getByRole('link', { name: 'Neurologist' }));
  expect(searchBox()).toHaveValue('english');
  expect(doctorNames()).toEqual(['Dr. Vikram Shetty']);
  expect(screen.getByRole('status')).toHaveTextContent('1 doctor matches “english” · Neurologist');
});

test('a search nobody matches says so, and Clear search brings the doctors back with focus in the box', async () => {
  renderAt('/doctors/Neurologist?q=kannada');
  expect(screen.getByText('No doctors found')).toBeInTheDocument();
  expect(screen.getByText('No doctor matches “kannada” among Neurologist doctors.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0 doctors match “kannada” · Neurologist');
  expect(screen.getByRole('link', { name: 'Search all specialities' })).toHaveAttribute('href', '/doctors?q=kannada');
  await userEvent.click(screen.getByRole('link', { name: 'Clear search' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/doctors\/Neurologist$/);
  expect(searchBox()).toHaveValue('');
  expect(searchBox()).toHaveFocus();
  expect(doctorNames()).toEqual(['Dr. Vikram Shetty']);
});
