import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { translate } from '../../i18n';
import { STAFF_ROUTES } from '../../remotes/routes';
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
