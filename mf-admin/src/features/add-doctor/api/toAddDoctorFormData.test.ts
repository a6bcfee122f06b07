import { toAddDoctorFormData } from './toAddDoctorFormData';

test('the photo, every text field, and the address as JSON text', () => {
  const image = new Blob(['png'], { type: 'image/png' });
  const form = toAddDoctorFormData(
    {
      name: 'Dr. New',
      email: 'new@example.com',
      password: 'secret123',
      experience: '7 Year',
      fees: 800,
      about: '',
      speciality: 'Neurologist',
      degree: 'MBBS',
      address: { line1: '1 Street', line2: 'Town' },
    },
    image,
  );
  expect(form.get('image')).toBeInstanceOf(Blob);
  expect(form.get('fees')).toBe('800');
  expect(form.get('experience')).toBe('7 Year');
  expect(JSON.parse(form.get('address') as string)).toEqual({ line1: '1 Street', line2: 'Town' });
});
