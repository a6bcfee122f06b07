import { bookingUserDataSchema } from './appointment';
import { addDoctorFieldsSchema, doctorProfileUpdateSchema } from './doctor';

const profile = { address: { line1: 'Clinic', line2: 'Pune' }, about: '', available: true };
const fees = (value: unknown) => doctorProfileUpdateSchema.safeParse({ ...profile, fees: value });
const firstMessage = (value: unknown) => fees(value).error?.issues[0]?.message;

test('a fee arrives as a JSON number or as the digits a form sends', () => {
  expect(fees(750).data?.fees).toBe(750);
  expect(fees('750').data?.fees).toBe(750);
  expect(fees(' 1200 ').data?.fees).toBe(1200);
  expect(addDoctorFieldsSchema.shape.fees.parse('0')).toBe(0);
});

test('nothing else becomes a fee of ₹0: null, booleans, lists and empty boxes are refused', () => {
  for (const value of [null, false, true, [], [5], {}, '0x10', '1e3', 'ten', Infinity]) expect(fees(value).success).toBe(false);
  expect(firstMessage('')).toBe('Fees are required');
  expect(firstMessage('   ')).toBe('Fees are required');
  expect(firstMessage(undefined)).toBe('Fees are required');
  expect(firstMessage(null)).toBe('Fees must be a number');
  expect(firstMessage('12.5')).toBe('Fees must be a whole number of rupees');
  expect(firstMessage('-5')).toBe('Fees cannot be negative');
});

test("a patient's age is optional, and a null or a yes is not an age of 0 or 1", () => {
  const booking = { name: 'Asha', phone: '98450 11111' };
  expect(bookingUserDataSchema.parse({ ...booking, age: '42' }).age).toBe(42);
  expect(bookingUserDataSchema.parse({ ...booking, age: '' }).age).toBe('');
  expect(bookingUserDataSchema.parse(booking).age).toBeUndefined();
  for (const age of [null, true, false, [], '4 2']) expect(bookingUserDataSchema.safeParse({ ...booking, age }).success).toBe(false);
});
