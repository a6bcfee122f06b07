import { axeOn } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import { DEMO } from '../support/auth';
import { MAIL_GATEWAY_URL, startMailGateway, type MailGateway } from '../support/mail-gateway';
import { expectNoAxeViolationsAtEveryWidth, newPatientDetails, snap, toast } from '../support/patient-helpers';
import { linkIn } from '../support/smtp-sink';
import { staffLogin } from '../support/staff-ui';
import { SIDE_SERVER_HOOK_MS } from '../support/processes';

// Issue 22: a forgotten password is reset through a link the clinic e-mails, through a real SMTP server,
// sent by the spec's own gateway (the suite's has no e-mail). The old password stops working at once.

const CHANGED = 'Your password has been changed. Please sign in.';
const USED = /expired or was already used/;
let gateway: MailGateway;

test.beforeAll(async () => {
  test.setTimeout(SIDE_SERVER_HOOK_MS);
  gateway = await startMailGateway();
});
test.afterAll(async () => {
  await gateway?.stop();
});
test.use({ baseURL: MAIL_GATEWAY_URL });

async function patientSignIn(page: Page, email: string, password: string) {
  await page.goto('/login?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Chooses the new password on the page a reset link opened. */
async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Type the new password again/).fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
}

test('a patient who forgot their password asks on the login page, follows the e-mailed link, and only the new password works', async ({
  page,
  request,
}) => {
  const me = newPatientDetails('Forgetful');
  expect((await request.post('/api/user/register', { data: me })).ok()).toBe(true);
  const newPassword = 'lanterns over the lake';

  await page.goto('/login?mode=login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByLabel(/^Email/).fill(me.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('form', { name: 'Ask for a reset link' }).getByRole('status')).toContainText(/link/i);
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'forgot-password-sent');

  const mail = await gateway.smtp.next(me.email, /^Reset your password/);
  const link = linkIn(mail, '/reset-password');
  expect(link.origin).toBe(gateway.baseURL);
  await page.goto(link.pathname + link.search);
  // The token leaves the address bar (and so the history and any Referer) once the page has it.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'reset-password');

  await chooseNewPassword(page, newPassword);
  await expect(toast(page, CHANGED)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?mode=login$/);

  await patientSignIn(page, me.email, me.password);
  await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await patientSignIn(page, me.email, newPassword);
  await expect(page).not.toHaveURL(/\/login/);

  // The same link a second time: refused at once in plain words, before any form (issue 35), with the way to a new one.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toContainText(USED);
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the admin sends a doctor a reset link from the doctor list; the doctor resets, signs in, and can end every session', async ({
  page,
  request,
}) => {
  const doctor = DEMO.doctor;
  const newPassword = 'monsoon clouds at noon';

  await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
  await page.goto('/doctor-list');
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toContain(doctor.email);
    await dialog.accept();
  });
  await page.getByRole('button', { name: `Send ${doctor.name} a password reset link` }).click();
  await expect(toast(page, `Reset link sent to ${doctor.email}`)).toBeVisible();
  await snap(page, 'doctor-list-reset-link');
  await page.getByRole('button', { name: 'Logout' }).click();

  const link = linkIn(await gateway.smtp.next(doctor.email, /^Reset your password/), '/reset-password');
  expect(link.searchParams.get('role')).toBe('doctor');
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/reset-password\?role=doctor$/);
  await chooseNewPassword(page, newPassword);
  await expect(toast(page, CHANGED)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login\?role=doctor$/);

  // The old password no longer signs in; the new one does.
  const old = await request.post('/api/doctor/login', { data: { email: doctor.email, password: DEMO.doctorPassword } });
  expect((await old.json()).success).toBe(false);
  await staffLogin(page, 'Doctor', doctor.email, newPassword);
  const before = await page.evaluate(() => localStorage.getItem('dToken'));

  // "Sign out everywhere" on the profile: this device lands on the staff login, and the old token is refused.
  await page.goto('/doctor-profile');
  const section = page.getByRole('region', { name: 'Password and sign-in' });
  await expect(section).toBeVisible();
  // WCAG 2.2 AA for this section (the page's other sections have their own tests), phone to desktop.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axeOn(page)
      .include('section[aria-labelledby="password-and-sign-in"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  }
  await snap(page, 'doctor-password-and-sign-in');
  page.once('dialog', (dialog) => void dialog.accept());
  await section.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/admin-login\?role=doctor$/);
  const refused = await request.get('/api/doctor/profile', { headers: { dtoken: before! } });
  expect(refused.status()).toBe(401);
});
