import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildSlotDays, hasStarted, slotStart } from '@clinic/shared/booking';
import { appointmentStatus } from '@clinic/shared/contract';
import type { Db } from '../db/client';
import { appointmentEvents, appointments, checkoutSessions, demoPaymentSessions, doctors, messageEvents, users } from '../db/schema';
import { hashPassword } from '../http/passwords';
import { saveImage, toWebp } from '../features/images/image-store';
import { insertSelfPatient } from '../features/patients/patient-records';
import { DEMO_DOCTOR_TRANSLATIONS } from './demo-doctor-translations';
import { DEMO_DOCTORS } from './demo-doctors';
import { portraitSvg } from './portrait';
import { insertDoctorStaff } from '../features/staff/staff-repository';

export const DEMO_PATIENTS = [
  {
    name: 'Asha Rao',
    email: 'patient@sunrisehearing.in',
    password: 'Patient@12345',
    phone: '+91 98860 11223',
    gender: 'Female',
    dob: '1968-04-12',
    address: { line1: '4th Cross, Basavanagudi', line2: 'Bengaluru 560004' },
  },
  {
    name: 'Rohan Das',
    email: 'rohan.das@example.in',
    password: 'Patient@12345',
    phone: '+91 99000 44556',
    gender: 'Male',
    dob: '1991-09-30',
    address: { line1: '18 Richmond Road', line2: 'Bengaluru 560025' },
  },
] as const;
export const DEMO_DOCTOR_PASSWORD = 'Doctor@12345';
const CLINIC_ADDRESS = { line1: 'Sunrise Hearing Centre, 12 Lakeview Road', line2: 'Jayanagar 4th Block, Bengaluru 560011' };
/** Serialises seeding when several processes start on one empty database. */
const SEED_LOCK = 7_204_114;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Plan = { patient: 0 | 1; doctor: number; day: { slotDate: string; slots: string[] }; slot: number; bookedHoursAgo: number } & Partial<
  Record<'payment' | 'isCompleted' | 'cancelled' | 'noShow', boolean>
> & { patientTyped?: PatientTyped };

/** What the booking dialog collected, when it says more than the account's name, e-mail and phone (decision 41). */
type PatientTyped = { name?: string; age?: number; email?: string; phone?: string; message?: string };
const ROHANS_FATHER: PatientTyped = {
  name: 'Suresh Das',
  age: 68,
  email: '',
  phone: '+91 99000 44557',
  message: 'My father wears hearing aids in both ears. Please face him and speak slowly.',
};
const ROHAN_HIMSELF: PatientTyped = { age: 34, message: 'Ringing in my left ear since Diwali, worse at night.' };
const ROHANS_DAUGHTER: PatientTyped = {
  name: 'Anika Das',
  age: 7,
  email: '',
  message: 'School screening said she may not hear well on the right.',
};

/**
 * Appointments in every state. Upcoming ones sit on days and times the shared slot rules offer now
 * (the spec's grid, which a new database starts with);
 * past ones on the full grid of days a week ago, computed by the same rules in the clinic's zone.
 */
function appointmentPlan(now: Date, clinicTz: string): Plan[] {
  const upcoming = buildSlotDays(now, clinicTz);
  // Later days skip Sundays, which many clinics close (decision 44): closing them cancels no demo booking.
  const later = upcoming.slice(1).filter((day) => day.weekday !== 0);
  const lastWeek = buildSlotDays(new Date(now.getTime() - 7 * DAY), clinicTz);
  return [
    { patient: 0, doctor: 0, day: later[0]!, slot: 2, bookedHoursAgo: 2 },
    { patient: 0, doctor: 1, day: later[1]!, slot: 13, bookedHoursAgo: 5, payment: true },
    { patient: 0, doctor: 2, day: lastWeek[3]!, slot: 4, bookedHoursAgo: 200, payment: true, isCompleted: true },
    { patient: 0, doctor: 4, day: later[2]!, slot: 4, bookedHoursAgo: 30, cancelled: true },
    { patient: 1, doctor: 0, day: later[1]!, slot: 1, bookedHoursAgo: 1 },
    { patient: 1, doctor: 0, day: lastWeek[4]!, slot: 14, bookedHoursAgo: 150, isCompleted: true },
    { patient: 1, doctor: 3, day: lastWeek[5]!, slot: 6, bookedHoursAgo: 120, cancelled: true },
    // Decision 41: times that have come and nobody has marked yet (yesterday's), a No-show, and
    // today's, with what the booking dialog collected, some for someone other than the account holder.
    { patient: 1, doctor: 0, day: lastWeek[6]!, slot: 2, bookedHoursAgo: 50, patientTyped: ROHANS_FATHER },
    { patient: 1, doctor: 0, day: lastWeek[6]!, slot: 6, bookedHoursAgo: 50, patientTyped: ROHAN_HIMSELF },
    { patient: 1, doctor: 0, day: lastWeek[2]!, slot: 8, bookedHoursAgo: 160, noShow: true, patientTyped: ROHAN_HIMSELF },
    ...todaysAppointments(now, clinicTz, upcoming[0]!, lastWeek[6]!.slots),
  ];
}

/**
 * Today's: one that has started (from 10:00 on) and one cancelled later today (while slots remain), so a
 * day's list always has some. Neither counts towards the patient's upcoming cap (decision 34).
 */
function todaysAppointments(now: Date, clinicTz: string, today: { slotDate: string; slots: string[] }, fullDay: string[]): Plan[] {
  const started = fullDay.filter((slotTime) => hasStarted({ slotDate: today.slotDate, slotTime }, now, clinicTz)).at(-1);
  const plans: Plan[] = [];
  const rohanWithAnanya = { patient: 1, doctor: 0 } as const;
  if (started)
    plans.push({
      ...rohanWithAnanya,
      day: { slotDate: today.slotDate, slots: [started] },
      slot: 0,
      bookedHoursAgo: 30,
      patientTyped: ROHANS_DAUGHTER,
    });
  if (today.slots.length)
    plans.push({
      ...rohanWithAnanya,
      day: today,
      slot: today.slots.length - 1,
      bookedHoursAgo: 3,
      cancelled: true,
      patientTyped: ROHAN_HIMSELF,
    });
  return plans;
}

/**
 * Fills an empty database with the demo clinic, all or nothing; a database that has doctors is left
 * alone. Returns whether it seeded.
 */
export async function seedDemo(db: Db, clinicTz: string, now = new Date()): Promise<boolean> {
  if (await hasDoctors(db)) return false;

  // The slow parts (portraits, password hashes) happen before the transaction holds the database.
  const portraits = await Promise.all(DEMO_DOCTORS.map((doc) => toWebp(Buffer.from(portraitSvg(doc.portrait)), 440)));
  const doctorHash = await hashPassword(DEMO_DOCTOR_PASSWORD);
  const patientHashes = await Promise.all(DEMO_PATIENTS.map((p) => hashPassword(p.password)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasDoctors(tx as unknown as Db)) return false;

    const doctorRows = [];
    for (const [i, doc] of DEMO_DOCTORS.entries()) {
      const imageId = await saveImage(tx as unknown as Db, portraits[i]!);
      const [row] = await tx
        .insert(doctors)
        .values({
          name: doc.name,
          email: doc.email,
          passwordHash: doctorHash,
          imageId,
          speciality: doc.speciality,
          focus: doc.focus,
          languages: doc.languages,
          services: doc.services,
          degree: doc.degree,
          experience: doc.experience,
          about: doc.about,
          fees: doc.fees,
          available: doc.available,
          addressLine1: CLINIC_ADDRESS.line1,
          addressLine2: CLINIC_ADDRESS.line2,
          translations: DEMO_DOCTOR_TRANSLATIONS[doc.email] ?? {},
          // Listed in the order above: the first doctor is the one the home page features.
          createdAt: new Date(now.getTime() - (DEMO_DOCTORS.length - i) * 1000),
        })
        .returning();
      doctorRows.push(row!);
    }
    await insertDoctorStaff(
      tx as unknown as Db,
      doctorRows.map((row) => row.id),
    );

    const patientRows = [];
    for (const [i, p] of DEMO_PATIENTS.entries()) {
      const [row] = await tx
        .insert(users)
        .values({
          name: p.name,
          email: p.email,
          passwordHash: patientHashes[i]!,
          phone: p.phone,
          gender: p.gender,
          dob: p.dob,
          addressLine1: p.address.line1,
          addressLine2: p.address.line2,
          // The demo's patients have come to the clinic for months: not accounts opened today (decision 34).
          createdAt: new Date(now.getTime() - 180 * 24 * 60 * 60_000 + i * 1000),
          // Patients the clinic has known for months, with e-mails they proved then (decision 34).
          emailVerifiedAt: new Date(now.getTime() - 180 * 24 * 60 * 60_000 + i * 1000),
        })
        .returning();
      const patientId = await insertSelfPatient(tx as unknown as Db, row!.id, p, row!.createdAt);
      patientRows.push({ ...row!, patientId });
    }

    const booked: (typeof appointmentEvents.$inferInsert)[] = [];
    for (const a of appointmentPlan(now, clinicTz)) {
      const doc = doctorRows[a.doctor]!;
      const patient = patientRows[a.patient]!;
      const paymentSessionId = a.payment ? `demo_cs_${randomBytes(24).toString('base64url')}` : null;
      const bookedAt = new Date(now.getTime() - a.bookedHoursAgo * HOUR);
      const [row] = await tx
        .insert(appointments)
        .values({
          userId: patient.id,
          // The demo's bookings for Rohan's father and daughter predate "who is this for?": they are Rohan's own.
          patientId: patient.patientId,
          docId: doc.id,
          // The instant; the database keeps its wall clock (migration 0030).
          startsAt: slotStart(a.day.slotDate, a.day.slots[a.slot]!, clinicTz),
          userData: {
            name: a.patientTyped?.name ?? patient.name,
            age: a.patientTyped?.age ?? null,
            email: a.patientTyped?.email ?? patient.email,
            phone: a.patientTyped?.phone ?? patient.phone,
            message: a.patientTyped?.message ?? '',
            imageId: patient.imageId,
          },
          docData: {
            name: doc.name,
            imageId: doc.imageId,
            speciality: doc.speciality,
            address: { line1: doc.addressLine1, line2: doc.addressLine2 },
          },
          amount: doc.fees,
          bookedAt,
          status: appointmentStatus({ cancelled: a.cancelled ?? false, isCompleted: a.isCompleted ?? false, noShow: a.noShow }),
          payment: a.payment ?? false,
          paymentSessionId,
        })
        .returning({ id: appointments.id });
      // A paid demo appointment was paid on the demo checkout, so it has a receipt and can be refunded.
      if (paymentSessionId) await seedDemoPayment(tx, { id: paymentSessionId, appointmentId: row!.id, amount: doc.fees, paidAt: bookedAt });
      booked.push({ appointmentId: row!.id, type: 'booked', actorRole: 'patient', actorId: patient.id, createdAt: bookedAt });
    }
    // Each demo appointment's history: booked by its patient. A booking enters the status counts and the
    // doctors' totals as its row stands (migration 0035), so one event is the whole of a closed one's history.
    await tx.insert(appointmentEvents).values(booked);
    // The demo's history was never told to anyone: its bookings queue no messages (decision 46).
    await tx.delete(messageEvents);
    return true;
  });
}

/** The demo checkout session that paid a seeded appointment, as the demo provider and the clinic record one. */
async function seedDemoPayment(
  tx: Pick<Db, 'insert'>,
  { id, appointmentId, amount, paidAt }: { id: string; appointmentId: string; amount: number; paidAt: Date },
) {
  const amountPaise = amount * 100;
  await tx.insert(demoPaymentSessions).values({
    id,
    appointmentId,
    amountPaise,
    currency: 'inr',
    description: 'Demo appointment fee',
    status: 'paid',
    successUrl: '',
    cancelUrl: '',
    createdAt: paidAt,
  });
  await tx.insert(checkoutSessions).values({
    id,
    appointmentId,
    provider: 'demo',
    status: 'paid',
    amountPaise,
    paymentIntent: id,
    paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
}

async function hasDoctors(db: Db): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(doctors)
    .limit(1);
  return rows.length > 0;
}
