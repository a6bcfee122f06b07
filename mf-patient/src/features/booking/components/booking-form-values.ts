import { formatPhone, type UserProfile } from '@clinic/shared/contract';

export interface BookingFormValues {
  name: string;
  phone: string;
  age: string;
  email: string;
  message: string;
}

/** Whole years between a `YYYY-MM-DD` birth date and today, or '' when it is not known. */
export function ageFrom(dob: string | undefined, today = new Date()): string {
  const match = dob && /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return '';
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age >= 0 && age <= 130 ? String(age) : '';
}

/** The modal starts from what the profile already knows, so a returning patient only confirms. */
export const defaultsFromProfile = (profile: UserProfile | null): BookingFormValues => ({
  name: profile?.name ?? '',
  // Stored as +91XXXXXXXXXX; shown grouped as people write it.
  phone: profile?.phone ? formatPhone(profile.phone) : '',
  age: ageFrom(profile?.dob),
  email: profile?.email ?? '',
  message: '',
});
