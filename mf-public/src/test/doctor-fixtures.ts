import type { Doctor } from '@clinic/shared/contract';

export function makeDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Dr. Ananya Iyer',
    image: '/api/images/ananya.webp',
    speciality: 'Hearing Aid and Speech Specialist',
    degree: 'MASLP',
    experience: '8 Year',
    about: 'Hearing aids and hearing tests.',
    fees: 800,
    available: true,
    address: { line1: '12 Lakeview Road', line2: 'Bengaluru' },
    slots_booked: {},
    ...overrides,
  };
}
