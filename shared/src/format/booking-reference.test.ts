import { bookingReference } from './index';

test('a booking reference is the id’s first eight hex digits, upper-cased', () => {
  expect(bookingReference('3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9a0b')).toBe('3F2A9C1E');
  expect(bookingReference('0000abcd-0000-4000-8000-000000000000')).toBe('0000ABCD');
  // The hyphen never counts: an id whose first group were shorter still gives eight digits.
  expect(bookingReference('3f2a-9c1e7b4d')).toBe('3F2A9C1E');
});
