import { makeDoctor } from '@clinic/shared/testing';
import { pageStatus } from './page-status';

const ananya = makeDoctor({ name: 'Dr. Ananya Iyer' });

test('every public page answers 200; an address of no page answers 404', () => {
  for (const path of ['/', '/about', '/services', '/doctors', '/doctors/Audiologist', '/contact', '/login', '/my-appointments', '/verify'])
    expect(pageStatus(path, [ananya])).toBe(200);
  for (const path of ['/no-such-page', '/doctors/a/b', '/appointment', '/about/us']) expect(pageStatus(path, [ananya])).toBe(404);
});

test('staff pages and the staff login are pages (rendered in the browser), so 200', () => {
  for (const path of [
    '/admin-login',
    '/all-appointments',
    '/add-doctor',
    '/doctor-list',
    '/patients',
    '/doctor-dashboard',
    '/doctor-profile',
  ])
    expect(pageStatus(path, [ananya])).toBe(200);
});

test("a doctor's booking page answers 404 when the doctor is not in the list, and says nothing without a list", () => {
  expect(pageStatus(`/appointment/${ananya._id}`, [ananya])).toBe(200);
  expect(pageStatus(`/appointment/${encodeURIComponent(ananya._id)}/`, [ananya])).toBe(200);
  expect(pageStatus('/appointment/00000000-0000-4000-8000-000000000000', [ananya])).toBe(404);
  expect(pageStatus('/appointment/%E0%A4%A', [ananya])).toBe(404);
  expect(pageStatus('/appointment/00000000-0000-4000-8000-000000000000', null)).toBe(200);
});
