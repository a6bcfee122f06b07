import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SPECIALITIES } from '@clinic/shared/contract';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import DoctorsPage from './DoctorsPage';

const DOCTORS = [
  makeDoctor({ _id: '11111111-1111-4111-8111-111111111111', name: 'Dr. Ananya Iyer', fees: 800 }),
  makeDoctor({
    _id: '22222222-2222-4222-8222-222222222222',
    name: 'Dr. Vikram Shetty',
    speciality: 'Neurologist',
    fees: 1500,
    available: false,
  }),
];

function Location() {
  return <output data-testid="location">{decodeURIComponent(useLocation().pathname)}</output>;
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
    .getAllByRole('heading', { level: 3 })
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
