import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadClinicTerms, loadedClinicTerms } from '@clinic/shared/search/terms';
import { useDoctorsStore } from '@clinic/shared/stores';
import { makeDoctor } from '@clinic/shared/testing';
import DoctorsPage from './DoctorsPage';

// The browser's way to the term table (a chunk of its own, asked for when a search needs it); Node's,
// which the other tests get, has it from the start.
jest.mock('@clinic/shared/search/terms', () => {
  const later = jest.requireActual<typeof import('../../../shared/src/search/terms-later')>('../../../shared/src/search/terms-later');
  return { ...later, loadClinicTerms: jest.fn(later.loadClinicTerms) };
});

const DOCTORS = [
  makeDoctor({ _id: '11111111-1111-4111-8111-111111111111', name: 'Dr. Ananya Iyer', languages: ['English', 'Kannada'] }),
  makeDoctor({ _id: '22222222-2222-4222-8222-222222222222', name: 'Dr. Vikram Shetty', speciality: 'Neurologist' }),
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading the page…</p>}>
        <Routes>
          <Route path="/doctors" element={<DoctorsPage />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

const doctorNames = () =>
  within(screen.getByRole('list', { name: 'Doctors' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

// Compiled ahead, so that asking for the table takes a moment, as a cached chunk does, not a compilation.
beforeAll(() => jest.requireActual('../../../shared/src/search/clinic-terms'));
beforeEach(() => useDoctorsStore.setState({ doctors: DOCTORS, status: 'ready' }));

test('an address with a search in Kannada waits for the term table, then lists who does speech', async () => {
  expect(loadedClinicTerms()).toBeUndefined();
  const { unmount } = renderAt('/doctors?q=ಮಾತು');
  // Never "No doctor matches" for a word the table knows: the page waits for it instead.
  expect(screen.queryByText(/No doctor matches/)).toBeNull();
  await waitFor(() => expect(doctorNames()).toEqual(['Dr. Ananya Iyer']));
  expect(screen.getByRole('status')).toHaveTextContent('1 doctor matches “ಮಾತು”');
  unmount();
});

test('coming to the search box asks for the table; a Hindi word for speech then finds who does speech', async () => {
  renderAt('/doctors');
  jest.mocked(loadClinicTerms).mockClear();
  await userEvent.click(screen.getByRole('searchbox', { name: 'Search by name, service or language' }));
  expect(loadClinicTerms).toHaveBeenCalled();
  await userEvent.keyboard('वाणी');
  await waitFor(() => expect(doctorNames()).toEqual(['Dr. Ananya Iyer']));
});
