import { doctorFormData } from './doctorFormData';

const fields = {
  name: 'Dr. New',
  email: 'new@example.com',
  experience: '7 Year',
  fees: 800,
  about: '',
  speciality: 'Neurologist' as const,
  focus: 'Neuro-otology',
  languages: ['English', 'Hindi'] as ('English' | 'Hindi')[],
  services: ['vertigo-balance'] as 'vertigo-balance'[],
  degree: 'MBBS',
  address: { line1: '1 Street', line2: 'Town' },
  translations: { hi: { focus: 'न्यूरो-ओटोलॉजी' } },
};

test('the photo, every text field, and the address, languages, services and translations as JSON text', () => {
  const image = new Blob(['png'], { type: 'image/png' });
  const form = doctorFormData({ ...fields, password: 'secret123' }, image);
  expect(form.get('image')).toBeInstanceOf(Blob);
  expect(form.get('fees')).toBe('800');
  expect(form.get('experience')).toBe('7 Year');
  expect(form.get('focus')).toBe('Neuro-otology');
  expect(JSON.parse(form.get('address') as string)).toEqual({ line1: '1 Street', line2: 'Town' });
  expect(JSON.parse(form.get('languages') as string)).toEqual(['English', 'Hindi']);
  expect(JSON.parse(form.get('services') as string)).toEqual(['vertigo-balance']);
  expect(JSON.parse(form.get('translations') as string)).toEqual({ hi: { focus: 'न्यूरो-ओटोलॉजी' } });
});

test('an edit without a new photo sends no image part, and the doctor id', () => {
  const form = doctorFormData({ ...fields, docId: '5b0f2c3e-8c1d-4f7a-9b2e-1d3c4b5a6f70' }, null);
  expect(form.has('image')).toBe(false);
  expect(form.get('docId')).toBe('5b0f2c3e-8c1d-4f7a-9b2e-1d3c4b5a6f70');
  expect(form.has('password')).toBe(false);
});
