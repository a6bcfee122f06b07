import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useAuthStore, useProfileStore } from '@clinic/shared/stores';
import type { UserProfile } from '@clinic/shared/contract';
import { UserMenu } from './UserMenu';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderMenu = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <button type="button">elsewhere</button>
      <UserMenu />
      <Location />
    </MemoryRouter>,
  );

beforeEach(() => {
  useAuthStore.setState({ token: 'patient-token', aToken: '', dToken: '' });
  useProfileStore.setState({ profile: { name: 'Asha Rao', image: '/api/images/asha.webp' } as UserProfile });
});

test('shows the profile picture; opens with My Profile, My Appointments and Logout, no Dashboard', async () => {
  renderMenu();
  const button = screen.getByRole('button', { name: 'Account menu for Asha Rao' });
  expect(button.querySelector('img')).toHaveAttribute('src', '/api/images/asha.webp');
  expect(screen.queryByRole('link', { name: 'My Profile' })).toBeNull();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
  expect(screen.getByRole('link', { name: 'My Appointments' })).toHaveAttribute('href', '/my-appointments');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
});

test('Dashboard appears only while an admin or doctor token exists', async () => {
  useAuthStore.setState({ aToken: 'admin-token' });
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
});

test('Escape closes it and puts focus back on the button; so does moving focus away', async () => {
  renderMenu();
  const button = screen.getByRole('button', { name: /Account menu/ });
  await userEvent.click(button);
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();

  await userEvent.click(button);
  await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Logout clears the patient token and the profile, and goes to /login', async () => {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(useAuthStore.getState().token).toBe('');
  expect(useProfileStore.getState().profile).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});
