import { searchDoctors, searchTerms } from './search-doctors';

const doctors = [
  {
    name: 'Dr. Ananya Iyer',
    focus: 'Paediatric audiology',
    speciality: 'Hearing Aid and Speech Specialist',
    languages: ['English', 'Kannada'],
    services: ['newborn-screening', 'paediatric-assessment'],
  },
  {
    name: 'Dr. Vikram Shetty',
    focus: 'Vestibular audiologist',
    speciality: 'Neurologist',
    languages: ['English', 'Hindi'],
    services: ['vertigo-balance', 'tinnitus'],
  },
  { name: 'Dr. Meera Nair', focus: '', speciality: 'General physician', languages: ['Malayalam'], services: [] },
] as const;

const names = (query: string) => searchDoctors(doctors, query).map((d) => d.name);

test('a blank search keeps everyone, in order', () => {
  expect(names('')).toEqual(['Dr. Ananya Iyer', 'Dr. Vikram Shetty', 'Dr. Meera Nair']);
  expect(names('   ')).toHaveLength(3);
});

test('by name, whatever the case and punctuation', () => {
  expect(names('iyer')).toEqual(['Dr. Ananya Iyer']);
  expect(names('DR VIKRAM')).toEqual(['Dr. Vikram Shetty']);
  expect(names('dr.')).toHaveLength(3);
});

test('by language', () => {
  expect(names('kannada')).toEqual(['Dr. Ananya Iyer']);
  expect(names('English')).toEqual(['Dr. Ananya Iyer', 'Dr. Vikram Shetty']);
});

test('by the title of a service the doctor offers, not its id', () => {
  expect(names('tinnitus')).toEqual(['Dr. Vikram Shetty']);
  expect(names('newborn hearing screening')).toEqual(['Dr. Ananya Iyer']);
  expect(names('vertigo-balance')).toEqual(['Dr. Vikram Shetty']);
  expect(names('balance')).toEqual(['Dr. Vikram Shetty']);
});

test('by focus and by speciality', () => {
  expect(names('audiolog')).toEqual(['Dr. Ananya Iyer', 'Dr. Vikram Shetty']);
  expect(names('neurologist')).toEqual(['Dr. Vikram Shetty']);
  expect(names('general')).toEqual(['Dr. Meera Nair']);
});

test('every word must match, each at the start of a word', () => {
  expect(names('hindi tinnitus')).toEqual(['Dr. Vikram Shetty']);
  expect(names('kannada tinnitus')).toEqual([]);
  // "ear" is inside "hearing" and "Meera", but begins no word of any doctor's text.
  expect(names('ear')).toEqual([]);
  expect(names('zzz')).toEqual([]);
});

test('accents and the two spellings of paediatric do not matter', () => {
  expect(names('Paédiatric')).toEqual(['Dr. Ananya Iyer']);
  expect(names('pediatric')).toEqual(['Dr. Ananya Iyer']);
  expect(searchTerms('  Dr.  Iyer ')).toEqual(['dr', 'iyer']);
});
