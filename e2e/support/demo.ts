/** Demo accounts created by the seed (see the README). */
export const DEMO = {
  admin: { email: 'admin@sunrisehearing.in', password: 'Admin@12345' },
  patient: { email: 'patient@sunrisehearing.in', password: 'Patient@12345' },
  doctor: { email: 'ananya.iyer@sunrisehearing.in', name: 'Dr. Ananya Iyer' },
  doctorPassword: 'Doctor@12345',
} as const;
