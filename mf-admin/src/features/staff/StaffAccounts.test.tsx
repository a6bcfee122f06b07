import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@clinic/shared/api-client';
import type { StaffMember } from '@clinic/shared/contract';
import { StaffAccounts } from './StaffAccounts';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const member = (email: string, role: StaffMember['role'], more: Partial<StaffMember> = {}): StaffMember => ({
  _id: `id-${email}`,
  email,
  role,
  configured: false,
  you: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...more,
});

function clinic(initial: StaffMember[]) {
  let staff = initial;
  answer.mockImplementation(async (name, payload) => {
    if (name === 'adminAddStaff') {
      const { email, role } = payload as { email: string; role: 'admin' | 'front_desk' };
      staff = [...staff, member(email, role)];
      return { success: true, message: 'Staff member added', staffId: `id-${email}` } as never;
    }
    if (name === 'adminRemoveStaff') {
      staff = staff.filter((s) => s._id !== (payload as { staffId: string }).staffId);
      return { success: true, message: 'Staff member removed' } as never;
    }
    return { success: true, message: '', staff } as never;
  });
}

test('the owner sees the staff, cannot remove themselves, and removes a front desk after confirming', async () => {
  clinic([member('owner@clinic.in', 'owner', { configured: true, you: true }), member('desk@clinic.in', 'front_desk')]);
  render(<StaffAccounts />);
  const list = within(await screen.findByRole('list', { name: 'Staff accounts' }));
  expect(list.getByText('owner@clinic.in')).toBeInTheDocument();
  expect(list.getByText(/Owner · you · set in the configuration/)).toBeInTheDocument();
  expect(list.queryByRole('button', { name: 'Remove owner@clinic.in' })).toBeNull();
  await userEvent.click(list.getByRole('button', { name: 'Remove desk@clinic.in' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Remove desk@clinic.in?' })).getByRole('button', { name: 'Remove' }));
  expect(answer).toHaveBeenCalledWith('adminRemoveStaff', { staffId: 'id-desk@clinic.in' });
  await waitFor(() => expect(screen.queryByText('desk@clinic.in')).toBeNull());
});

test('adding a front desk sends e-mail, role and first password, and lists them', async () => {
  clinic([member('owner@clinic.in', 'owner', { configured: true, you: true })]);
  render(<StaffAccounts />);
  await screen.findByText('owner@clinic.in');
  await userEvent.type(screen.getByLabelText(/E-mail/), 'reception@clinic.in');
  await userEvent.selectOptions(screen.getByLabelText(/Role/), 'Front desk');
  await userEvent.type(screen.getByLabelText(/First password/), 'quiet-harbour-lantern-42');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(answer).toHaveBeenCalledWith('adminAddStaff', {
    email: 'reception@clinic.in',
    role: 'front_desk',
    password: 'quiet-harbour-lantern-42',
  });
  expect(await screen.findByText('reception@clinic.in')).toBeInTheDocument();
  expect(screen.getByLabelText(/First password/)).toHaveValue('');
});
