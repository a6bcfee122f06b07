import { activateLanguage } from '@clinic/shared/i18n';
import { filterDoctors } from './doctor-search';

const doctors = [
  { name: 'Dr. Ananya Iyer', speciality: 'Hearing Aid and Speech Specialist' as const },
  { name: 'Dr. Rahul Mehta', speciality: 'Neurologist' as const },
  { name: 'Dr. Kavya Nair', speciality: 'General physician' as const },
];

describe('filterDoctors', () => {
  it('matches the name, ignoring case', () => {
    expect(filterDoctors(doctors, 'ANANYA').map((d) => d.name)).toEqual(['Dr. Ananya Iyer']);
  });

  it('matches the speciality, ignoring case', () => {
    expect(filterDoctors(doctors, 'neuro').map((d) => d.name)).toEqual(['Dr. Rahul Mehta']);
    expect(filterDoctors(doctors, 'speech specialist')).toHaveLength(1);
  });

  it('shows everyone for a blank search and nobody for no match', () => {
    expect(filterDoctors(doctors, '  ')).toHaveLength(3);
    expect(filterDoctors(doctors, 'cardio')).toEqual([]);
  });

  it('ignores spaces around the search', () => {
    expect(filterDoctors(doctors, ' nair ')).toHaveLength(1);
  });
});

describe('filterDoctors in Hindi and Kannada', () => {
  afterEach(() => activateLanguage('en'));

  it('finds a speciality however its Hindi name is spelled', () => {
    activateLanguage('hi');
    expect(filterDoctors(doctors, 'फिजिशियन').map((d) => d.name)).toEqual(['Dr. Kavya Nair']);
    expect(filterDoctors(doctors, 'न्यूरोलाजिस्ट').map((d) => d.name)).toEqual(['Dr. Rahul Mehta']);
  });

  it('finds a speciality however its Kannada name is typed', () => {
    activateLanguage('kn');
    // Typed with a zero-width joiner and a visible virama, as some keyboards write it.
    expect(filterDoctors(doctors, 'ವಾಕ್\u200d').map((d) => d.name)).toEqual(['Dr. Ananya Iyer']);
    expect(filterDoctors(doctors, 'ಸಾಮಾನ್ಯ ವೈದ್ಯ').map((d) => d.name)).toEqual(['Dr. Kavya Nair']);
  });
});
