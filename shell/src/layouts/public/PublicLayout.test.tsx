import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore, useDoctorsStore, useProfileStore } from '@clinic/shared/stores';
import { hydrationProblems, makeDoctor } from '@clinic/shared/testing';
import { PublicLayout } from './PublicLayout';

const doctor = makeDoctor({ name: 'Dr. Ananya Iyer' });
const layout = () => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/" element={<h1>Home</h1>} />
      </Route>
    </Routes>
  </MemoryRouter>
);

beforeEach(() => {
  useDoctorsStore.setState({ doctors: [doctor], status: 'ready' });
  useAuthStore.setState({ token: '', aToken: '', dToken: '' });
  useProfileStore.setState({ profile: null, status: 'idle' });
});

// The site renders its public pages on the server, inside this layout, for a visitor it cannot see.
test('the header, footer, quick contact and menu hydrate over the server markup on a phone', async () => {
  expect(await hydrationProblems(layout)).toEqual([]);
});

test('a signed-in patient hydrates the visitor markup the server wrote, without a mismatch', async () => {
  // The token is in this browser's storage; the server rendered "Create account", and so does the
  // hydrating render (the store's rendered state), before the header shows the account menu.
  useAuthStore.setState({ token: 'patient-token' });
  expect(await hydrationProblems(layout)).toEqual([]);
});
