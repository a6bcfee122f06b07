import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { translate } from '../../i18n';
import { STAFF_ROUTES } from '../../remotes/routes';
import { useAuthStore } from '@clinic/shared/stores';
import { Sidebar, sidebarKey } from './Sidebar';

afterEach(() => activateLanguage('en'));

test('every listed staff route shows, in English, the label routes.ts gives it', () => {
  for (const route of [...STAFF_ROUTES.admin, ...STAFF_ROUTES.doctor].filter((r) => r.label)) {
    expect(translate(sidebarKey(route.icon!))).toBe(route.label);
  }
});

test('the sidebar’s entries and status follow the language', () => {
  const admin = 'admin';
  activateLanguage('hi');
  render(
    <MemoryRouter>
      <Sidebar role={admin} open health="online" />
    </MemoryRouter>,
  );
  const nav = within(screen.getByRole('complementary', { name: 'स्टाफ़ नेविगेशन' }));
  expect(nav.getByRole('link', { name: 'डॉक्टरों की सूची' })).toHaveAttribute('href', '/doctor-list');
  expect(nav.getByText('सिस्टम ऑनलाइन')).toBeInTheDocument();
});

// Decision 55: the Staff page is listed for a role that holds its permission, as the admin-sign-in token says.
test.each([
  ['owner', true],
  ['admin', false],
  ['front_desk', false],
])('the Staff entry is listed for %s: %s', (accountRole, listed) => {
  const payload = btoa(JSON.stringify({ role: 'admin', acct: accountRole })).replace(/=+$/, '');
  useAuthStore.getState().setToken('aToken', `e30.${payload}.sig`);
  const signIn = 'admin';
  render(
    <MemoryRouter>
      <Sidebar role={signIn} open health="online" />
    </MemoryRouter>,
  );
  const nav = within(screen.getByRole('complementary', { name: 'Staff navigation' }));
  expect(nav.queryByRole('link', { name: 'Staff' }) !== null).toBe(listed);
  expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security');
  useAuthStore.getState().clearToken('aToken');
});
