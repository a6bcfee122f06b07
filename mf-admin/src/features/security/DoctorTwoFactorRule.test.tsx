import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { callApi } from '@clinic/shared/api-client';
import { DoctorTwoFactorRule } from './DoctorTwoFactorRule';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

test('the rule shows as saved, and Save sends the new choice and says so', async () => {
  let required = false;
  answer.mockImplementation(async (name, payload) => {
    if (name === 'adminSetSecuritySettings') {
      required = (payload as { requireDoctorTwoFactor: boolean }).requireDoctorTwoFactor;
      return { success: true, message: 'Doctors must now use two-factor sign-in' } as never;
    }
    return { success: true, message: '', settings: { requireDoctorTwoFactor: required } } as never;
  });
  render(<DoctorTwoFactorRule />);
  const rule = await screen.findByRole('checkbox', { name: 'Require two-factor sign-in for every doctor' });
  expect(rule).not.toBeChecked();
  expect(rule).toHaveAccessibleDescription(/asked to do so at their next sign-in/);
  await userEvent.click(rule);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(answer).toHaveBeenCalledWith('adminSetSecuritySettings', { requireDoctorTwoFactor: true });
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Doctors must now use two-factor sign-in'));
  await waitFor(() => expect(answer).toHaveBeenLastCalledWith('adminSecuritySettings', undefined));
  expect(screen.getByRole('checkbox')).toBeChecked();
});
