import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { activateLanguage } from '@clinic/shared/i18n';
import { useAuthStore } from '@clinic/shared/stores';
import { MobileMenu } from './MobileMenu';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderMenu = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <MobileMenu bookHref="/appointment/abc" />
      <Location />
    </MemoryRouter>,
  );

const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

beforeEach(() => useAuthStore.setState({ token: '', aToken: '', dToken: '' }));

test('the menu button opens the full-screen menu with every link, and Close returns focus to the button', async () => {
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(dialog().open).toBe(true);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const menu = within(dialog());
  expect(menu.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/doctors');
  expect(menu.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/appointment/abc');
  expect(menu.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?mode=login');
  expect(menu.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/login');
  expect(menu.getByRole('link', { name: 'Chat with us' })).toBeInTheDocument();

  await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
  expect(dialog().open).toBe(false);
  expect(toggle).toHaveFocus();
});

test('the dialog closing by itself (Escape in a browser) updates the state and restores focus', async () => {
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(toggle);
  act(() => dialog().close());
  expect(await screen.findByRole('button', { name: 'Open menu', expanded: false })).toHaveFocus();
});

test('choosing a link navigates and closes the menu', async () => {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await userEvent.click(within(dialog()).getByRole('link', { name: 'Services' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/services');
  expect(dialog().open).toBe(false);
});

test('a logged-in patient is offered neither Log in nor Create account', async () => {
  useAuthStore.setState({ token: 'patient-token' });
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(within(dialog()).queryByRole('link', { name: 'Create account' })).toBeNull();
  expect(within(dialog()).queryByRole('link', { name: 'Log in' })).toBeNull();
});

test('Tab and Shift+Tab wrap around inside the open menu', async () => {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const close = within(dialog()).getByRole('button', { name: 'Close menu' });
  const links = within(dialog()).getAllByRole('link');
  links[links.length - 1]!.focus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(links[links.length - 1]).toHaveFocus();
});

// Issue 35: in Hindi the doctors' list and the first doctor's booking page were both "अपॉइंटमेंट बुक करें".
describe.each(['en', 'hi', 'kn'] as const)('in %s', (lang) => {
  beforeEach(() => activateLanguage(lang));
  afterEach(() => activateLanguage('en'));

  test('no two links of the menu share a name and lead to different pages', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /./ }));
    const pagesByName = new Map<string, Set<string | null>>();
    for (const link of within(dialog()).getAllByRole('link'))
      pagesByName.set(link.textContent!, (pagesByName.get(link.textContent!) ?? new Set()).add(link.getAttribute('href')));
    expect([...pagesByName].filter(([, pages]) => pages.size > 1).map(([name]) => name)).toEqual([]);
  });
});
