import { expect, type Page } from '@playwright/test';

/** Spec section 8 and section 2's empty states, word for word; the tests hold the screens to these. */
export const SPEC_TEXT = {
  confirmDeleteDoctor: 'Are you sure you want to delete this doctor? This action cannot be undone.',
  confirmCancel: 'Are you sure you want to cancel this appointment?',
  confirmComplete: 'Mark this appointment as completed?',
  noAppointments: 'No appointments found',
  noDoctors: 'No doctors found',
  noAppointmentsYet: 'No appointments yet',
} as const;

/** Signs in through the shared staff login form, as a person would. */
export async function staffLogin(page: Page, role: 'Admin' | 'Doctor', email: string, password: string) {
  await page.goto('/admin-login');
  await page.getByRole('radio', { name: role }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: `Log in as ${role}` }).click();
  await expect(page.getByTestId('role-badge')).toHaveText(role);
}

/** Accepts the next confirm prompt after checking its words (spec section 8). */
export function acceptConfirm(page: Page, message: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  });
}

/**
 * Staff's cancel asks in the page's own dialog (issue 21), where a reason for the patient may be typed;
 * confirms it, with the reason when given.
 */
export async function confirmCancelDialog(page: Page, reason?: string) {
  const dialog = page.getByRole('dialog', { name: SPEC_TEXT.confirmCancel });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByRole('textbox', { name: /^Reason \(told to the patient\)/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
}

/** Waits for the toast carrying the server's message. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** Goes to a staff screen through the sidebar, opening it first when the window is narrow. */
export async function openFromSidebar(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: /navigation/ });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('complementary', { name: 'Staff navigation' }).getByRole('link', { name: label }).click();
}
