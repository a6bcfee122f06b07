import { filterDoctors, isKnownSpeciality } from './filter-doctors';

const doctors = [
  { name: 'A', speciality: 'Hearing Aid and Speech Specialist' },
  { name: 'B', speciality: 'Neurologist' },
  { name: 'C', speciality: 'Hearing Aid and Speech Specialist' },
] as const;

test('no speciality: every doctor, in order', () => {
  expect(filterDoctors(doctors).map((d) => d.name)).toEqual(['A', 'B', 'C']);
});

test('a speciality keeps only its doctors', () => {
  expect(filterDoctors(doctors, 'Hearing Aid and Speech Specialist').map((d) => d.name)).toEqual(['A', 'C']);
  expect(filterDoctors(doctors, 'Neurologist').map((d) => d.name)).toEqual(['B']);
});

test('a speciality nobody has, or one that does not exist, gives an empty list', () => {
  expect(filterDoctors(doctors, 'Dermatologist')).toEqual([]);
  expect(filterDoctors(doctors, 'Astrologer')).toEqual([]);
});

test('the seven specialities of the spec are known, nothing else is', () => {
  expect(isKnownSpeciality('Pediatricians')).toBe(true);
  expect(isKnownSpeciality('Astrologer')).toBe(false);
  expect(isKnownSpeciality(undefined)).toBe(false);
});
