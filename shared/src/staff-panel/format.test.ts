import { makeAppointment } from '@clinic/shared/testing';
import { bookedForSomeoneElse, formatSlotDay, telHref } from './format';

const booked = (name: string, holder?: string) =>
  makeAppointment({ userData: { ...makeAppointment().userData, name }, ...(holder ? { bookedBy: { name: holder, email: '' } } : {}) });

test('booked for someone else when the typed name is not the account holder’s (decision 41)', () => {
  expect(bookedForSomeoneElse(booked('Suresh Das', 'Rohan Das'))).toBe(true);
  expect(bookedForSomeoneElse(booked('  rohan   das ', 'Rohan Das'))).toBe(false);
  expect(bookedForSomeoneElse(booked('Rohan Das'))).toBe(false);
});

test('a phone link dials the number without spaces', () => {
  expect(telHref('+91 98860 11223')).toBe('tel:+919886011223');
  expect(telHref('098860 11223')).toBe('tel:+919886011223');
  expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
});

test('a day of the clinic in short words, its weekday whatever the reader’s zone', () => {
  expect(formatSlotDay('7_12_2026')).toBe('Mon 7 Dec');
  expect(formatSlotDay('1_1_2027', true)).toBe('Fri 1 Jan 2027');
  expect(formatSlotDay('not a day')).toBe('not a day');
});
