import { loginPath } from '@clinic/shared/links';
import { safeNext } from './safe-next';

test.each([
  ['/appointment/abc', '/appointment/abc'],
  ['/verify?success=true&appointmentId=1', '/verify?success=true&appointmentId=1'],
  ['/my-appointments#x', '/my-appointments#x'],
])('accepts the same-site path %s', (next, expected) => {
  expect(safeNext(next)).toBe(expected);
});

test.each([
  null,
  '',
  'https://evil.example/',
  '//evil.example/x',
  '/\\evil.example',
  'javascript:alert(1)',
  'appointment/x',
  '/login?next=/x',
])('refuses %p', (next) => {
  expect(safeNext(next)).toBeNull();
});

test('the login link round-trips through safeNext', () => {
  const href = loginPath('/appointment/abc?slotDate=5_3_2026&slotTime=10:30');
  const next = new URL(href, 'http://x').searchParams.get('next');
  expect(safeNext(next)).toBe('/appointment/abc?slotDate=5_3_2026&slotTime=10:30');
});
