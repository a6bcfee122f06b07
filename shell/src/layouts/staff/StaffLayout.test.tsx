import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@clinic/shared/stores';
import { StaffLayout } from './StaffLayout';

const signInAs = (accountRole: string) => {
  const payload = btoa(JSON.stringify({ role: 'admin', acct: accountRole })).replace(/=+$/, '');
  useAuthStore.getState().setToken('aToken', `e30.${payload}.sig`);
};

// The panel's status light asks the api (useApiHealth.test.tsx); these tests are about which pages open.
jest.mock('./useApiHealth', () => ({ useApiHealth: () => 'online' }));
afterEach(() => useAuthStore.getState().clearToken('aToken'));

function openAt(path: string) {
  const signIn = 'admin';
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<StaffLayout role={signIn} />}>
          <Route path="/" element={<p>The dashboard</p>} />
          <Route path="/inbox" element={<p>The inbox</p>} />
          <Route path="/edit-doctor/:docId" element={<p>Editing a doctor</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

// Decision 55: the front desk's panel is its day's work; a page of the clinic's administration typed in the
// address goes to the dashboard instead of a page whose every call would be refused.
test('the front desk opening the inbox or a doctor’s edit page by its address lands on the dashboard', () => {
  signInAs('front_desk');
  openAt('/inbox');
  expect(screen.getByText('The dashboard')).toBeInTheDocument();
  expect(screen.queryByText('The inbox')).toBeNull();
});

test('an admin opens them', () => {
  signInAs('admin');
  openAt('/edit-doctor/d1');
  expect(screen.getByText('Editing a doctor')).toBeInTheDocument();
});
