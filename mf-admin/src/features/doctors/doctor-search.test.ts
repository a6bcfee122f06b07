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
