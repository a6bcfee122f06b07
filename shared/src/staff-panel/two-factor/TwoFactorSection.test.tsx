import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@clinic/shared/api-client';
import { useAuthStore } from '@clinic/shared/stores';
import { TwoFactorSection } from './TwoFactorSection';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@clinic/shared/api-client', () => ({ callApi: jest.fn() }));
const answer = callApi as jest.MockedFunction<typeof callApi>;

const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-wxyz`);
const replies: Record<string, unknown[]> = {};
beforeEach(() => {
  jest.clearAllMocks();
  useAuthStore.setState({ token: '', aToken: '', dToken: 'setup-token' });
  answer.mockImplementation(async (name) => (replies[name]!.shift() ?? replies[name]!.at(-1)) as never);
});

test('a doctor the clinic requires it of sets it up: QR with alt text, the key in fours, a wrong code said at the field, then the codes once', async () => {
  replies.doctorTwoFactor = [{ success: true, message: '', twoFactor: { enrolled: false, required: true, backupCodesLeft: 0 } }];
  replies.doctorTwoFactorSetup = [
    {
      success: true,
      message: '',
      setup: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
    },
  ];
  replies.doctorTwoFactorConfirm = [
    { success: false, message: 'That code is not right. Try the newest code from your app.' },
    { success: true, message: 'Two-factor sign-in is on', backupCodes: CODES, token: 'full-token' },
  ];
  render(<TwoFactorSection staffRole="doctor" />);

  expect(await screen.findByText(/The clinic requires two-factor sign-in for every doctor/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Set up' }));

  expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
    'src',
    'data:image/svg+xml;base64,PHN2Zy8+',
  );
  expect(screen.getByRole('group', { name: /Type this key into the app/ }).querySelector('code')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  const code = screen.getByRole('textbox', { name: /Code from your authenticator app/ });
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await userEvent.type(code, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
  expect(code).toHaveFocus();

  await userEvent.clear(code);
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  const list = await screen.findByRole('list', { name: 'Backup codes' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(useAuthStore.getState().dToken).toBe('full-token');
  expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();

  replies.doctorTwoFactor = [{ success: true, message: '', twoFactor: { enrolled: true, required: true, backupCodesLeft: 10 } }];
  await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByText(/You have 10 unused backup codes left/)).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  // Required: no way to turn it off.
  expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
});

test('turning it off asks for the password and a code, and a wrong password is said at the password field', async () => {
  replies.adminTwoFactor = [{ success: true, message: '', twoFactor: { enrolled: true, required: false, backupCodesLeft: 7 } }];
  replies.adminTwoFactorDisable = [
    { success: false, message: 'That password is not right.' },
    { success: true, message: 'Two-factor sign-in is off' },
  ];
  render(<TwoFactorSection staffRole="admin" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
  const password = screen.getByLabelText(/Your password/);
  await waitFor(() => expect(password).toHaveFocus());
  await userEvent.type(password, 'wrong');
  await userEvent.type(screen.getByRole('textbox', { name: /Code from your authenticator app/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription('That password is not right.'));
  expect(answer).toHaveBeenLastCalledWith('adminTwoFactorDisable', { password: 'wrong', code: '123456' });

  replies.adminTwoFactor = [{ success: true, message: '', twoFactor: { enrolled: false, required: false, backupCodesLeft: 0 } }];
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor sign-in is off.')).toBeVisible();
});

test('the admin turning it on keeps this session with the fresh token the api answers (earlier sessions end)', async () => {
  useAuthStore.setState({ token: '', aToken: 'old-admin-token', dToken: '' });
  replies.adminTwoFactor = [{ success: true, message: '', twoFactor: { enrolled: false, required: false, backupCodesLeft: 0 } }];
  replies.adminTwoFactorSetup = [
    {
      success: true,
      message: '',
      setup: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
    },
  ];
  replies.adminTwoFactorConfirm = [{ success: true, message: 'Two-factor sign-in is on', backupCodes: CODES, token: 'new-admin-token' }];
  render(<TwoFactorSection staffRole="admin" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Set up' }));
  await userEvent.type(await screen.findByRole('textbox', { name: /Code from your authenticator app/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByRole('list', { name: 'Backup codes' })).toBeVisible();
  expect(useAuthStore.getState().aToken).toBe('new-admin-token');
});
