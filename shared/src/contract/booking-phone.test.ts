import { bookingUserDataSchema } from './appointment';
import { PHONE_MESSAGE } from './phone-number';
import { updateProfileFieldsSchema } from './user';

// Where the phone rule meets the forms (issue 19): the booking dialog keeps the spec's warning for an
// empty phone, and both forms refuse a number that is not one and keep the one that is, normalised.
const booking = { name: 'Asha Rao' };
const profile = { name: 'Asha Rao', address: { line1: '', line2: '' }, gender: 'Female', dob: 'Not Selected' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('phone numbers in the booking and the profile', () => {
  test('the booking asks for a phone in the spec’s words, then for a real one', () => {
    expect(firstMessage(bookingUserDataSchema.safeParse({ ...booking, phone: '  ' }))).toBe('Please fill in all required fields');
    expect(firstMessage(bookingUserDataSchema.safeParse({ ...booking, phone: '98450' }))).toBe(PHONE_MESSAGE);
    expect(bookingUserDataSchema.parse({ ...booking, phone: '98450 12345' }).phone).toBe('+919845012345');
    expect(bookingUserDataSchema.parse({ ...booking, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
  });

  test('the profile may leave the phone empty, but a given one must be a phone number', () => {
    expect(updateProfileFieldsSchema.parse({ ...profile, phone: '' }).phone).toBe('');
    expect(firstMessage(updateProfileFieldsSchema.safeParse({ ...profile, phone: '98450' }))).toBe(PHONE_MESSAGE);
    expect(updateProfileFieldsSchema.parse({ ...profile, phone: '098450-12345' }).phone).toBe('+919845012345');
  });
});
