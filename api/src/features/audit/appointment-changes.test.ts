import { staffChangeEntry } from './appointment-changes';

// Decision 54: the audit log hears of appointment changes from their events; whose changes it keeps is
// decided by who the event says made them, not by which call did.
const appointmentId = '6f1c2a4e-1b2c-4d5e-8f90-123456789abc';
const admin = { role: 'clinic', id: 'admin@sunrisehearing.in', ip: '203.0.113.9' } as const;
const doctor = { role: 'doctor', id: 'c1d2e3f4-0000-4000-8000-000000000001', ip: '198.51.100.7' } as const;

test('a member of staff’s change is kept with who, from where, and only the facts worth keeping', () => {
  expect(staffChangeEntry({ type: 'cancelled', appointmentId, by: admin, reason: 'The doctor is unwell' })).toEqual({
    actorRole: 'admin',
    actorId: 'admin@sunrisehearing.in',
    action: 'appointment-cancelled',
    targetType: 'appointment',
    targetId: appointmentId,
    ip: '203.0.113.9',
    detail: { reason: 'The doctor is unwell' },
  });
  const from = { startsAt: '2026-12-07T04:30:00.000Z', slotDate: '7_12_2026', slotTime: '10:00' };
  const to = { startsAt: '2026-12-08T06:00:00.000Z', slotDate: '8_12_2026', slotTime: '11:30' };
  expect(staffChangeEntry({ type: 'moved', appointmentId, by: doctor, from, to })).toMatchObject({
    actorRole: 'doctor',
    action: 'appointment-rescheduled',
    detail: { slotDate: '8_12_2026', slotTime: '11:30' },
  });
  expect(staffChangeEntry({ type: 'cancelled', appointmentId, by: doctor, reason: '' })!.detail).toEqual({});
  expect(staffChangeEntry({ type: 'kept', appointmentId, by: admin })!.action).toBe('appointment-kept');
});

test('nothing for a patient’s own change, the clinic’s rules, a booking or a payment', () => {
  expect(staffChangeEntry({ type: 'cancelled', appointmentId, by: { role: 'patient', id: 'u1' }, reason: '' })).toBeUndefined();
  // A released hold, or the cancellations of a calendar change (whose own call is audited): no one to name.
  expect(
    staffChangeEntry({ type: 'cancelled', appointmentId, by: { role: 'clinic' }, reason: 'The clinic’s hours changed' }),
  ).toBeUndefined();
  expect(staffChangeEntry({ type: 'booked', appointmentId, by: doctor })).toBeUndefined();
  expect(staffChangeEntry({ type: 'paid', appointmentId, by: { role: 'system' } })).toBeUndefined();
  expect(staffChangeEntry({ type: 'doctorChanged', docId: doctor.id })).toBeUndefined();
});
