import { formatPhone, normalisePhone } from './phone-number';
import { optionalPhoneSchema, phoneSchema } from './phone';

describe('phone numbers', () => {
  it.each([
    ['98450 12345', '+919845012345'],
    ['+91 98450-12345', '+919845012345'],
    ['09845012345', '+919845012345'],
    ['919845012345', '+919845012345'],
    ['(+44) 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
  ])('stores %s as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(phoneSchema.parse(typed)).toBe(stored);
  });

  it.each(['98450', '12345 67890', '+0 123 456 789', 'call me', '+91 98450 12345 ext 2'])('refuses %s', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
    const result = phoneSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/valid phone number/);
  });

  it('asks for a missing phone, but lets a profile leave it empty', () => {
    expect(phoneSchema.safeParse('  ').error?.issues[0]?.message).toBe('Phone is required');
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(optionalPhoneSchema.safeParse('98450').success).toBe(false);
  });

  it('shows an Indian mobile grouped as people write it', () => {
    expect(formatPhone('+919845012345')).toBe('+91 98450 12345');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
  });
});
