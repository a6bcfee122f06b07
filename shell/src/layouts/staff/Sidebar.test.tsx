import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { translate } from '../../i18n';
import { STAFF_ROUTES } from '../../remotes/routes';
import { useAuthStore } from '@clinic/shared/stores';
import { Sidebar, sidebarKey } from './Sidebar';

/** Signed in at the admin sign-in as a member of staff of this role (the token's account role claim). */
const signInAs = (accountRole: string) => {
  const payload = btoa(JSON.stringify({ role: 'admin', acct: accountRole })).replace(/=+$/, '');
  useAuthStore.getState().setToken('aToken', `e30.${payload}.sig`);
};

afterEach(() => {
  activateLanguage('en');
  useAuthStore.getState().clearToken('aToken');
});

test('every listed staff route shows, in English, the label routes.ts gives it', () => {
  for (const route of [...STAFF_ROUTES.admin, ...STAFF_ROUTES.doctor].filter((r) => r.label)) {
    expect(translate(sidebarKey(route.icon!))).toBe(route.label);
  }
});

test('the sidebar’s entries and status follow the language', () => {
  const admin = 'admin';
  signInAs('admin');
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

// Decision 55: an entry is listed for a role that holds its page's permission, as the admin-sign-in token says;
// the front desk sees the pages of its day's work, not the clinic's administration.
test.each([
  [
    'owner',
    [
      'Dashboard',
      'Appointments',
      'Add Doctor',
      'Doctors List',
      'Patients',
      'Inbox',
      'Sent messages',
      'Schedule',
      'Audit log',
      'Security',
      'Staff',
    ],
  ],
  [
    'admin',
    ['Dashboard', 'Appointments', 'Add Doctor', 'Doctors List', 'Patients', 'Inbox', 'Sent messages', 'Schedule', 'Audit log', 'Security'],
  ],
  ['front_desk', ['Dashboard', 'Appointments', 'Doctors List', 'Patients', 'Schedule']],
])('the sidebar of %s lists %j', (accountRole, listed) => {
  signInAs(accountRole);
  const signIn = 'admin';
  render(
    <MemoryRouter>
      <Sidebar role={signIn} open health="online" />
    </MemoryRouter>,
  );
  const nav = within(screen.getByRole('complementary', { name: 'Staff navigation' }));
  expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(listed);
});
