import { expect, test } from '../support/test';
import { signInAs } from '../support/auth';
import { MAIL_GATEWAY_URL, startMailGateway, type MailGateway } from '../support/mail-gateway';
import { catalogText } from '../support/catalogs';
import { availableDoctor, registerPatient, toast } from '../support/patient-helpers';
import { SIDE_SERVER_HOOK_MS } from '../support/processes';

// Issue 24: a patient chooses हिन्दी as the language of their messages on My profile, books, and the
// confirmation e-mail arrives in Hindi (subject, text and HTML), its calendar file in Hindi too, through a
// real SMTP server, sent by the spec's own gateway (the suite's has no e-mail). The profile's language is
// the site's too for a signed-in patient, so the booking itself is made on the Hindi screens.

const DEVANAGARI = /[\u0900-\u097F]/;
let gateway: MailGateway;

test.beforeAll(async () => {
  test.setTimeout(SIDE_SERVER_HOOK_MS);
  gateway = await startMailGateway();
});
test.afterAll(async () => {
  await gateway?.stop();
});
test.use({ baseURL: MAIL_GATEWAY_URL });

test('a patient who sets हिन्दी on My profile gets the booking confirmation e-mail in Hindi, with a Hindi calendar file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await registerPatient(request, 'Hindi');
  const doctor = await availableDoctor(request, 2);
  await signInAs(page, 'patient', me.token);

  await test.step('My profile: the language of messages is हिन्दी, saved and read back', async () => {
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Language of messages').selectOption({ label: 'हिन्दी' });
    await form.getByRole('button', { name: 'Save information' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('हिन्दी');
    const profile = await (await request.get('/api/user/get-profile', { headers: { token: me.token } })).json();
    expect(profile.userData.preferences.language).toBe('hi');
  });

  await test.step('the site follows the profile into Hindi, and the booking is made on the Hindi screens', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const hi = (key: string) => catalogText('patient', key, 'hi');
    await page.goto(`/appointment/${doctor._id}`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const lastDay = page
      .getByRole('radiogroup', { name: hi('SlotPicker.days'), exact: true })
      .getByRole('radio')
      .last();
    await lastDay.click();
    await expect(lastDay).toHaveAttribute('aria-checked', 'true');
    // The times' group is named `{day} के समय`.
    const times = page.getByRole('radiogroup', { name: new RegExp(`${hi('SlotPicker.times').split('}')[1]!.trim()}$`) });
    const slot = times.getByRole('radio').first();
    await slot.click();
    await expect(slot).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: hi('BookingPanel.book') }).click();
    const dialog = page.getByRole('dialog', { name: hi('BookingModal.title') });
    await dialog.getByLabel(hi('common.phone')).fill('98450 12345');
    await dialog.getByRole('button', { name: hi('BookingModal.confirm') }).click();
    await expect(page.getByRole('heading', { name: hi('BookingConfirmation.heading') })).toBeVisible();
  });

  await test.step('the confirmation arrives in Hindi, dates and times in Hindi, the doctor’s name and the fee as they are', async () => {
    const mail = await gateway.smtp.next(me.email, /^अपॉइंटमेंट बुक हो गया: /);
    expect(mail.subject).toContain(doctor.name);
    expect(mail.subject).toMatch(/बजे$/);
    const text = mail.text ?? '';
    expect(text).toContain('आपका अपॉइंटमेंट बुक हो गया है');
    expect(text).toContain(`नमस्ते ${me.name} जी`);
    expect(text).toMatch(/तारीख और समय: .+ (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे \(भारतीय मानक समय\)/);
    expect(text).toContain(`फ़ीस: ₹${doctor.fees.toLocaleString('en-IN')}`);
    expect(text).not.toContain('Your appointment is booked');
    expect(mail.html || '').toMatch(/<html lang="hi">/);
    expect(mail.html || '').toContain('ऑनलाइन भुगतान करें या अपने अपॉइंटमेंट देखें');

    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toMatch(/^अपॉइंटमेंट-\d{1,2}_\d{1,2}_\d{4}\.ics$/);
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain(`SUMMARY:${doctor.name} के साथ अपॉइंटमेंट`);
    expect(calendar.split('\r\n').find((line) => line.startsWith('DESCRIPTION:'))).toMatch(DEVANAGARI);
  });
});
