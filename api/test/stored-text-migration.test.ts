import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import { appointments, doctors, users } from '../src/db/schema';
import { createPostgresDatabase, DRIVER_DATABASES } from './support/harness';
import { migrateToLatest, migrationsBefore, openMigratedTo } from './support/migrations';

// Rows written before the stored-text rule (issue 17) may hold what an attacker put there: migration 0008
// rewrites them as the rule would have had them.
// The tables as they were before the rule: drizzle writes every column it knows of, and the columns
// later migrations added (0009, 0010, 0013) are not there yet.
const usersBefore = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull(),
});
const doctorsBefore = pgTable('doctors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  speciality: text('speciality').notNull(),
  degree: text('degree').notNull(),
  experience: text('experience').notNull(),
  about: text('about').notNull(),
  fees: integer('fees').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull(),
});
const appointmentsBefore = pgTable('appointments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  docId: uuid('doc_id').notNull(),
  slotDate: text('slot_date').notNull(),
  slotTime: text('slot_time').notNull(),
  userData: jsonb('user_data').notNull(),
  docData: jsonb('doc_data').notNull(),
  amount: integer('amount').notNull(),
});

const RULE = '0008_image_sweep_stored_text';

describe.each(DRIVER_DATABASES)('text stored before the rule, on %s', (kind) => {
  let database: Database;
  let drop = async () => {};
  const before = migrationsBefore(RULE);
  afterAll(async () => {
    await database?.close();
    await drop();
    rmSync(before, { recursive: true, force: true });
  });

  test('loses its control characters, keeping the lines of the fields that have them', async () => {
    let databaseUrl: string | undefined;
    if (kind === 'postgres') ({ url: databaseUrl, drop } = await createPostgresDatabase());
    database = await openMigratedTo(before, databaseUrl);
    const { db } = database;
    const [user] = await db
      .insert(usersBefore)
      .values({
        name: 'Mallory\r\nX',
        email: 'mallory@example.in',
        passwordHash: 'x',
        phone: '98\t60',
        addressLine1: '\u202eEvil Road',
        addressLine2: 'Pune\u0085',
      })
      .returning({ id: usersBefore.id });
    const [doctor] = await db
      .insert(doctorsBefore)
      .values({
        name: 'Dr. Eve\rLOCATION:Elsewhere',
        email: 'eve@example.in',
        passwordHash: 'x',
        speciality: 'General physician',
        degree: 'MBBS\u2028PhD',
        experience: '1 Year',
        about: 'Line one\r\nLine two\rThree\u001b[2J\tend',
        fees: 100,
        addressLine1: 'Lake Road\rSUMMARY:Free',
        addressLine2: 'Mysuru',
      })
      .returning({ id: doctorsBefore.id });
    const clean = {
      name: 'Dr. Ananya',
      email: 'a@example.in',
      passwordHash: 'x',
      speciality: 'General physician',
      degree: 'MASLP',
      experience: '1 Year',
      about: 'Two\nlines',
      fees: 100,
      addressLine1: 'A',
      addressLine2: 'B',
    };
    const [untouched] = await db.insert(doctorsBefore).values(clean).returning({ id: doctorsBefore.id });
    const [appointment] = await db
      .insert(appointmentsBefore)
      .values({
        userId: user!.id,
        docId: doctor!.id,
        slotDate: '1_1_2030',
        slotTime: '10:00',
        amount: 100,
        userData: { name: 'Mallory\rX', age: null, email: '', phone: '98\u000760', message: 'Hello\r\nthere\u2029friend', imageId: null },
        docData: {
          name: 'Dr. Eve\rX',
          imageId: null,
          speciality: 'General physician',
          address: { line1: 'Lake Road\rSUMMARY:Free', line2: 'Mysuru' },
        },
      })
      .returning({ id: appointmentsBefore.id });

    await migrateToLatest(database);

    expect((await db.select().from(users).where(eq(users.id, user!.id)))[0]).toMatchObject({
      name: 'Mallory X',
      phone: '98 60',
      addressLine1: 'Evil Road',
      addressLine2: 'Pune',
    });
    expect((await db.select().from(doctors).where(eq(doctors.id, doctor!.id)))[0]).toMatchObject({
      name: 'Dr. Eve LOCATION:Elsewhere',
      degree: 'MBBS PhD',
      about: 'Line one\nLine two\nThree[2J end',
      addressLine1: 'Lake Road SUMMARY:Free',
      addressLine2: 'Mysuru',
    });
    expect((await db.select().from(doctors).where(eq(doctors.id, untouched!.id)))[0]).toMatchObject(clean);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, appointment!.id));
    expect(row!.userData).toEqual({
      name: 'Mallory X',
      age: null,
      email: '',
      phone: '9860',
      message: 'Hello\nthere\nfriend',
      imageId: null,
    });
    expect(row!.docData).toEqual({
      name: 'Dr. Eve X',
      imageId: null,
      speciality: 'General physician',
      address: { line1: 'Lake Road SUMMARY:Free', line2: 'Mysuru' },
    });
  });
});
