import type { GENDERS } from '@clinic/shared/contract';

/** Each stored gender's words in the catalog; the stored value (and what is sent) stays as it is. */
export const GENDER_KEYS = {
  'Not Selected': 'Profile.genders.notSelected',
  Male: 'Profile.genders.male',
  Female: 'Profile.genders.female',
} as const satisfies Record<(typeof GENDERS)[number], string>;
