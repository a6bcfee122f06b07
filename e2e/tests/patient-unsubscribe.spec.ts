import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { signUnsubscribeToken } from '../../api/src/features/messages/unsubscribe-token';
import { TMP_DIR } from '../support/env';
import { expectNoAxeViolationsAtEveryWidth, registerPatient, snap } from '../support/patient-helpers';

/**
 * Issue 21: the "Stop reminders" link of a reminder opens a page that needs no login, turns reminders off
 * and says so in plain words; the booking's own messages keep coming. The link is signed with the
 * gateway's secret, kept beside its database, as the api signs it in a reminder.
 */
const reminderLink = (patientToken: string) => {
  const secret = readFileSync(path.join(TMP_DIR, 'data', '.jwt-secret'), 'utf8').trim();
  const userId = (JSON.parse(Buffer.from(patientToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  return `/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(userId, secret))}`;
};

test('the link in a reminder turns reminders off without a login, and My profile is one keypress away', async ({ page, request }) => {
  const me = await registerPatient(request, 'Unsubscribe');
  await page.goto(reminderLink(me.token));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop reminders');
  await expect(
    page.getByText('You will no longer receive reminders. We will still send your booking confirmations and cancellations.'),
  ).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'unsubscribe-done');

  const profile = await (await request.get('/api/user/get-profile', { headers: { token: me.token } })).json();
  expect(profile.userData.preferences).toMatchObject({ reminders: false, notifyEmail: true });

  await page.getByRole('link', { name: 'My profile' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-profile$/);
});

test('a link that is not the clinic’s says what to do, and changes nothing', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-link');
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page);
  await snap(page, 'unsubscribe-refused');
});
