import { expect, test, type Page } from '../support/test';
import { DEMO, loginToken, signInAs } from '../support/auth';
import { UA } from '../support/public-pages';
import { appReady } from '../support/app-ready';

const NAV = ['Home', 'Book an appointment', 'About', 'Services', 'Contact'];

async function firstDoctorId(page: Page) {
  const body = (await (await page.request.get('/api/doctor/list')).json()) as { doctors: { _id: string }[] };
  return body.doctors[0]!._id;
}

test('header: logo, navigation, Book Appointment to the first doctor, Create account to /login', async ({ page }) => {
  const firstId = await firstDoctorId(page);
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /Sunrise Hearing & Speech Clinic, home/ })).toHaveAttribute('href', '/');
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(NAV);
  await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute('href', `/appointment/${firstId}`);
  await header.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-in patient gets the account menu with their picture, and Logout goes to /login', async ({ page, request }) => {
  const token = await loginToken(request, 'patient', DEMO.patient.email, DEMO.patient.password);
  await signInAs(page, 'patient', token);
  await page.goto('/');
  const header = page.getByRole('banner');
  const button = header.getByRole('button', { name: /Account menu for/ });
  await expect(button).toBeVisible();
  await expect(button.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  await expect(header.getByRole('link', { name: 'Create account' })).toHaveCount(0);

  // keyboard: open, walk the entries, Escape closes and returns focus
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(header.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'My Appointments' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(header.getByRole('link', { name: 'My Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'My Profile' })).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await header.getByRole('link', { name: 'My Appointments' }).click();
  await expect(page).toHaveURL(/\/my-appointments$/);

  await button.click();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu is a full-screen overlay, keyboard operable, closed by Escape, focus kept inside and restored', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.width).toBe(375);
    expect(box.height).toBe(740);
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText(NAV);
    await expect(menu.getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Chat with us' })).toBeVisible();

    // Tab never leaves the open menu
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/', '/about', '/services', '/doctors', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

test('footer: quick links, both phones, e-mail, address, social links, opening hours and © 2025', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveText(NAV);
  await expect(footer.getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
  await expect(footer.getByRole('link', { name: '+91 80 4125 6789' })).toHaveAttribute('href', 'tel:+918041256789');
  await expect(footer.getByRole('link', { name: 'care@sunrisehearing.in' })).toHaveAttribute('href', 'mailto:care@sunrisehearing.in');
  await expect(footer.locator('address')).toContainText('Bengaluru, Karnataka 560011');
  for (const network of ['Facebook', 'Instagram', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
      'href',
      /^https:\/\/www\.(facebook|instagram|youtube)\.com\//,
    );
  }
  await expect(footer.getByRole('region', { name: 'Opening hours' })).toContainText('Sunday');
  await expect(footer).toContainText('© 2025');
});

test('floating chat, e-mail and call buttons on every public page', async ({ page }) => {
  for (const path of ['/', '/doctors', '/contact']) {
    await page.goto(path);
    // The page itself may offer the same links (the home banner does); these are the floating ones.
    const floating = page.getByRole('group', { name: 'Quick contact' });
    await expect(floating.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    await expect(floating.getByRole('link', { name: 'Call +91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
    await expect(floating.getByRole('link', { name: 'E-mail care@sunrisehearing.in' })).toBeVisible();
  }
});

for (const [device, userAgent, form] of [
  ['a phone', UA.iphone, /^whatsapp:\/\/send\?phone=919845012345&text=Hello/],
  ['a desktop', UA.desktop, /^https:\/\/web\.whatsapp\.com\/send\?phone=919845012345&text=Hello/],
] as const) {
  test(`on ${device} the chat link uses its ${device === 'a phone' ? 'mobile' : 'web'} form with the greeting`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent });
    const page = await context.newPage();
    await page.goto('/');
    const links = page.getByRole('link', { name: 'Chat with us' });
    await expect(links.first()).toBeVisible();
    // A page the server rendered starts with the desktop form (it cannot see the device) until it hydrates.
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', form);
    await context.close();
  });
}
