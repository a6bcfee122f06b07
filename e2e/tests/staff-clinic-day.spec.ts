import { expect, test } from '../support/test';
import { DEMO, loginToken } from '../support/auth';
import { clinicSlotDate, solidPng } from '../support/clinic-data';
import { book, registerPatient } from '../support/patient-helpers';
import { doctorIdByEmail, patientAppointments } from '../support/staff-fixtures';
import { acceptConfirm, confirmCancelDialog, expectToast, openFromSidebar, SPEC_TEXT as MESSAGES, staffLogin } from '../support/staff-ui';

// One clinic day from the staff panels: every step depends on the one before.
test('admin adds a doctor, the doctor works their bookings, the admin cancels and deletes', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const doctor = { name: `Dr. Meera Kulkarni ${stamp}`, email: `meera.${stamp}@example.com`, password: 'Doctor@12345' };
  const visitor = await (await browser.newContext()).newPage();
  const publicCard = () => visitor.getByRole('link').filter({ hasText: doctor.name });

  await test.step('the admin logs in and adds a doctor with a photo', async () => {
    await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await openFromSidebar(page, 'Add Doctor');
    await expect(page.getByLabel('Experience')).toHaveValue('1 Year');
    await expect(page.getByLabel('Speciality')).toHaveValue('General physician');
    await page.getByLabel(/Upload doctor picture/).setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: await solidPng() });
    await expect(page.getByText('Chosen: meera.png')).toBeVisible();
    await page.getByLabel('Doctor name').fill(doctor.name);
    await page.getByLabel('Doctor email').fill(doctor.email);
    await page.getByLabel('Set password').fill(doctor.password);
    await page.getByLabel('Experience').selectOption('7 Year');
    await page.getByLabel('Fees (₹)').fill('650');
    await page.getByLabel('Speciality').selectOption('Hearing Aid and Speech Specialist');
    await page.getByLabel('Education').fill('MASLP');
    await page.getByLabel('Address line 1').fill('14 Lake Palace Road');
    await page.getByLabel('Address line 2').fill('Udaipur, Rajasthan');
    await page.getByLabel('About doctor (optional)').fill('Speech therapy for children and adults.');
    await page.getByRole('button', { name: 'Add doctor' }).click();
    await expectToast(page, 'Doctor Added');
    await expect(page.getByLabel('Doctor name')).toHaveValue('');
    await expect(page.getByLabel('Experience')).toHaveValue('1 Year');
  });

  await test.step('the doctor appears on the public grid, available', async () => {
    await visitor.goto('/doctors');
    await expect(publicCard()).toContainText('Available');
    await expect(publicCard()).not.toContainText('Not Available');
  });

  await test.step('the admin toggles availability and the public indicator follows', async () => {
    await openFromSidebar(page, 'Doctors List');
    await page.getByLabel('Search by name or speciality').fill(stamp);
    const card = page.getByRole('article', { name: doctor.name });
    await card.getByRole('switch', { name: 'Available' }).click();
    await expectToast(page, 'Availability Changed');
    await expect(card).toContainText('Not Available');
    await expect(card.getByRole('switch', { name: 'Available' })).not.toBeChecked();
    await visitor.reload();
    await expect(publicCard()).toContainText('Not Available');

    await card.getByRole('switch', { name: 'Available' }).click();
    await expect(card.getByRole('switch', { name: 'Available' })).toBeChecked();
    await visitor.reload();
    await expect(publicCard()).not.toContainText('Not Available');
  });

  const slotDate = clinicSlotDate(2);
  const aToken = await loginToken(request, 'admin', DEMO.admin.email, DEMO.admin.password);
  const { name: patientName, token: patientToken } = await registerPatient(request, 'Ravi Patel');
  await test.step('a patient books three slots with the new doctor', async () => {
    const docId = await doctorIdByEmail(request, aToken, doctor.email);
    for (const slotTime of ['11:00', '11:30', '12:00']) await book(request, patientToken, { docId, slotDate, slotTime, name: patientName });
  });

  await test.step('the admin logs out; the new doctor logs in and sees the bookings', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await staffLogin(page, 'Doctor', doctor.email, doctor.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await expect(page.getByTestId('earnings')).toHaveText('₹0');
    await expect(page.getByTestId('latest-booking')).toHaveCount(3);
    await expect(page.getByTestId('latest-booking').first()).toContainText(patientName);
  });

  const row = (time: string) => page.getByTestId('appointment-row').filter({ hasText: time });
  await test.step('the doctor cannot complete a booking before its time (decision 41), and cancels another', async () => {
    await openFromSidebar(page, 'Appointments');
    await expect(page.getByTestId('appointment-row')).toHaveCount(3);
    await expect(row('11:00 AM')).toContainText('Cash');
    // Two days ahead: it can be moved or cancelled; Complete and No-show come with the start time.
    await expect(row('11:00 AM').getByRole('button')).toHaveText(['Change time', 'Cancel']);

    await row('11:30 AM')
      .getByRole('button', { name: /^Cancel appointment/ })
      .click();
    await confirmCancelDialog(page, 'I am at a hearing camp that day');
    await expectToast(page, 'Appointment Cancelled');
    await expect(row('11:30 AM')).toContainText('Cancelled');

    await expect(page.getByRole('button', { name: 'Active 2' })).toBeVisible();
    await page.getByRole('button', { name: /^Cancelled/ }).click();
    await expect(page.getByTestId('appointment-row')).toHaveCount(1);
    await page.getByLabel('Search by patient name').fill('nobody-by-this-name');
    await expect(page.getByText(MESSAGES.noAppointments)).toBeVisible();
  });

  await test.step("the patient's list follows; nothing is earned yet", async () => {
    const mine = await patientAppointments(request, patientToken);
    const by = (time: string) => mine.find((a) => a.slotTime === time)!;
    expect(by('11:00')).toMatchObject({ isCompleted: false, cancelled: false });
    expect(by('11:30')).toMatchObject({ cancelled: true });
    expect(by('12:00')).toMatchObject({ isCompleted: false, cancelled: false });
    await openFromSidebar(page, 'Dashboard');
    await expect(page.getByTestId('earnings')).toHaveText('₹0');
  });

  await test.step('the admin cancels the two active bookings from all appointments', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await staffLogin(page, 'Admin', DEMO.admin.email, DEMO.admin.password);
    await openFromSidebar(page, 'Appointments');
    await page.getByLabel('Search by patient or doctor name').fill(patientName);
    await expect(page.getByRole('button', { name: 'All 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Active 2' }).click();
    await expect(page.getByTestId('appointment-row')).toHaveCount(2);
    await row('12:00 PM')
      .getByRole('button', { name: /^Cancel appointment of/ })
      .click();
    await confirmCancelDialog(page);
    await expectToast(page, 'Appointment Cancelled');
    await expect(page.getByTestId('appointment-row')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Cancelled 2' })).toBeVisible();
    // The 11:00 one could not be completed before its time; the doctor is leaving, so it goes too.
    await row('11:00 AM')
      .getByRole('button', { name: /^Cancel appointment of/ })
      .click();
    await confirmCancelDialog(page, 'The doctor is leaving the clinic');
    await expect(page.getByText(MESSAGES.noAppointments)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelled 3' })).toBeVisible();
    const mine = await patientAppointments(request, patientToken);
    expect(mine.map((a) => a.cancelled)).toEqual([true, true, true]);
  });

  await test.step('the admin deletes the doctor, who leaves the public grid', async () => {
    await openFromSidebar(page, 'Doctors List');
    await page.getByLabel('Search by name or speciality').fill(stamp);
    acceptConfirm(page, MESSAGES.confirmDeleteDoctor);
    await page.getByRole('button', { name: `Delete ${doctor.name}` }).click();
    await expectToast(page, 'Doctor Deleted');
    await expect(page.getByText(MESSAGES.noDoctors)).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(publicCard()).toHaveCount(0);
  });
});
