/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_PAGES, SERVER_RENDERED_PAGES } from './remote-contract';
import { exposesOf, REMOTE_LIST } from './remotes';

const ROOT = path.join(__dirname, '..', '..', '..');
const read = (...parts: string[]) => readFileSync(path.join(ROOT, ...parts), 'utf8');

test('each remote exposes its pages as ./<Page>, in the list’s order', () => {
  expect(exposesOf('mf_patient')).toEqual({
    './LoginPage': './src/pages/LoginPage',
    './AppointmentPage': './src/pages/AppointmentPage',
    './MyAppointmentsPage': './src/pages/MyAppointmentsPage',
    './MyProfilePage': './src/pages/MyProfilePage',
    './VerifyPage': './src/pages/VerifyPage',
    './ReceiptPage': './src/pages/ReceiptPage',
    './UnsubscribePage': './src/pages/UnsubscribePage',
    './ForgotPasswordPage': './src/pages/ForgotPasswordPage',
    './ResetPasswordPage': './src/pages/ResetPasswordPage',
    './ConfirmEmailPage': './src/pages/ConfirmEmailPage',
    './KeepAppointmentPage': './src/pages/KeepAppointmentPage',
    './BookingConfirmation': './src/features/booking-confirmation/BookingConfirmationPanel',
  });
  expect(Object.keys(exposesOf('mf_doctor'))).toEqual(REMOTE_PAGES.mf_doctor.map((page) => `./${page}`));
});

test('the contract and the server-rendered pages come from the list', () => {
  for (const remote of REMOTE_LIST) {
    expect(REMOTE_PAGES[remote.name]).toEqual(Object.keys(remote.pages));
    expect(SERVER_RENDERED_PAGES[remote.name]).toEqual(remote.serverRendered);
  }
  expect(SERVER_RENDERED_PAGES.mf_patient).toEqual(['AppointmentPage']);
});

test('every remote workspace is in the list, and every listed remote is a workspace', () => {
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  expect(workspaces.filter((w) => w.startsWith('mf-')).sort()).toEqual(REMOTE_LIST.map((r) => r.dir).sort());
});

test.each(REMOTE_LIST)('$dir builds $name with the list’s pages, each of which exists', (remote) => {
  expect((JSON.parse(read(remote.dir, 'package.json')) as { name: string }).name).toBe(`@clinic/${remote.dir}`);
  const config = read(remote.dir, 'webpack.config.ts');
  expect(config).toContain(`name: '${remote.name}'`);
  expect(config).toContain(`exposes: exposesOf('${remote.name}')`);
  const missing = Object.values<string>(remote.pages).filter(
    (module) => !['.tsx', '.ts'].some((ext) => existsSync(path.join(ROOT, remote.dir, module + ext))),
  );
  expect(missing).toEqual([]);
});
