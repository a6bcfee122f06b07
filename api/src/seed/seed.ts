import { sql } from 'drizzle-orm';
import { buildSlotDays, toSlotDate } from '@clinic/shared/booking';
import type { Db } from '../db/client';
import { appointments, doctors, users } from '../db/schema';
import { hashPassword } from '../http/passwords';
import { storeImage } from '../features/images/image-store';
import { DEMO_DOCTORS } from './demo-doctors';
import { portraitSvg } from './portrait';

export const DEMO_PATIENTS = [
  { name: 'Asha Rao', email: 'patient@sunrisehearing.in', password: 'Patient@12345', phone: '+91 98860 11223' },
  { name: 'Rohan Das', email: 'rohan.das@example.in', password: 'Patient@12345', phone: '+91 99000 44556' },
];
export const DEMO_DOCTOR_PASSWORD = 'Doctor@12345';
const CLINIC_ADDRESS = { line1: 'Sunrise Hearing Centre, 12 Lakeview Road', line2: 'Jayanagar 4th Block, Bengaluru 560011' };

/** Fills an empty database with the demo clinic; a database that has doctors is left alone. */
export async function seedDemo(db: Db, clinicTz: string): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(doctors);
  if (count > 0) return;

  const doctorHash = await hashPassword(DEMO_DOCTOR_PASSWORD);
  const start = Date.now() - DEMO_DOCTORS.length * 1000;
  const doctorRows = [];
  for (const [i, doc] of DEMO_DOCTORS.entries()) {
    const imageId = await storeImage(db, Buffer.from(portraitSvg(doc.portrait)), 440);
    const [row] = await db
      .insert(doctors)
      .values({
        name: doc.name,
        email: doc.email,
        passwordHash: doctorHash,
        imageId,
        speciality: doc.speciality,
        degree: doc.degree,
        experience: doc.experience,
        about: doc.about,
        fees: doc.fees,
        available: doc.available,
        addressLine1: CLINIC_ADDRESS.line1,
        addressLine2: CLINIC_ADDRESS.line2,
        // Listed in the order above: the first doctor is the one the home page features.
        createdAt: new Date(start + i * 1000),
      })
      .returning();
    doctorRows.push(row!);
  }

  const patientRows = [];
  for (const p of DEMO_PATIENTS) {
    const [row] = await db
      .insert(users)
      .values({ name: p.name, email: p.email, passwordHash: await hashPassword(p.password), phone: p.phone, gender: 'Female', addressLine1: '4th Cross, Basavanagudi', addressLine2: 'Bengaluru' })
      .returning();
    patientRows.push(row!);
  }

  // Appointments in every state, on slots the shared rules offer today (and one in the past, completed).
  const days = buildSlotDays(new Date(), clinicTz);
  const past = new Date(Date.now() - 3 * 86_400_000);
  const pastDate = toSlotDate(past.getUTCDate(), past.getUTCMonth() + 1, past.getUTCFullYear());
  const [asha, rohan] = patientRows as [(typeof patientRows)[number], (typeof patientRows)[number]];
  const plan = [
    { patient: asha, doctor: 0, slotDate: days[1]!.slotDate, slotTime: '11:00' },
    { patient: asha, doctor: 1, slotDate: days[2]!.slotDate, slotTime: '16:30', payment: true },
    { patient: asha, doctor: 2, slotDate: pastDate, slotTime: '12:00', payment: true, isCompleted: true },
    { patient: asha, doctor: 4, slotDate: days[3]!.slotDate, slotTime: '12:00', cancelled: true },
    { patient: rohan, doctor: 0, slotDate: days[2]!.slotDate, slotTime: '10:30' },
    { patient: rohan, doctor: 0, slotDate: pastDate, slotTime: '17:00', isCompleted: true },
  ];
  for (const [i, a] of plan.entries()) {
    const doc = doctorRows[a.doctor]!;
    await db.insert(appointments).values({
      userId: a.patient.id,
      docId: doc.id,
      slotDate: a.slotDate,
      slotTime: a.slotTime,
      userData: { name: a.patient.name, age: null, email: a.patient.email, phone: a.patient.phone, message: '' },
      docData: { name: doc.name, imageId: doc.imageId, speciality: doc.speciality, address: { line1: doc.addressLine1, line2: doc.addressLine2 } },
      amount: doc.fees,
      bookedAt: new Date(Date.now() - (plan.length - i) * 3_600_000),
      cancelled: a.cancelled ?? false,
      isCompleted: a.isCompleted ?? false,
      payment: a.payment ?? false,
    });
  }
}
