import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Db } from '../src/db/client';
import { doctors, images, users } from '../src/db/schema';
import { saveImage, toWebp } from '../src/features/images/image-store';
import { scheduleImageSweep, sweepUnusedImages } from '../src/features/images/image-sweep';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { book, freeSlot, myAppointments, publicDoctors, signIn } from './support/clinic';
import { DRIVER_DATABASES, startTestApp, type TestApp } from './support/harness';
import { newPatient, photoOf, profileForm, swatch, updateProfile } from './support/photos';

describe.each(DRIVER_DATABASES)('images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  test('doctor photos are WebP, named by the hash of their bytes, and cached forever', async () => {
    const doctors = (await t.inject('/api/doctor/list')).json().doctors as Array<{ image: string }>;
    expect(new Set(doctors.map((d) => d.image)).size).toBe(doctors.length);
    for (const { image } of doctors) {
      const res = await t.inject(image);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      expect(image).toBe(`/api/images/${createHash('sha256').update(res.rawPayload).digest('hex')}.webp`);
    }
  });

  test('HEAD answers without the bytes', async () => {
    const [first] = (await t.inject('/api/doctor/list')).json().doctors;
    const res = await t.inject({ method: 'HEAD', url: first.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.length).toBe(0);
  });

  test('someone without a photo gets the neutral placeholder', async () => {
    const res = await t.inject('/api/images/placeholder.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg /);
  });

  test.each([
    ['an unknown image', `/api/images/${'a'.repeat(64)}.webp`, 404, 'No such image'],
    ['a name that is not a hash', '/api/images/..%2F..%2Fetc%2Fpasswd', 400, 'No such image'],
    ['a hash with another extension', `/api/images/${'a'.repeat(64)}.png`, 400, 'No such image'],
    ['an upper-case hash', `/api/images/${'A'.repeat(64)}.webp`, 400, 'No such image'],
  ])('%s answers with the envelope', async (_label, url, status, message) => {
    const res = await t.inject(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.each(DRIVER_DATABASES)('images nothing shows are swept away on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    db = t.database.db;
  });
  afterAll(() => t.close());

  /** Sweeps as if the grace had passed: every marked image is due. */
  const sweepNow = () => sweepUnusedImages(db, { graceMs: 0 });
  const status = async (url: string) => (await t.inject(url)).statusCode;
  const newPhoto = async (token: string, colour: string) => {
    expect((await updateProfile(t, token, profileForm(await swatch(colour)))).statusCode).toBe(200);
    return photoOf(t, token);
  };

  test('the demo clinic loses nothing: every picture in use stays', async () => {
    const before = await db.select({ id: images.id }).from(images);
    expect(await sweepNow()).toEqual({ deleted: 0, kept: before.length });
    for (const { image } of await publicDoctors(t)) expect(await status(image)).toBe(200);
  });

  test('a replaced photo answers 404 once nothing shows it, but not within the grace', async () => {
    const patient = await newPatient(t);
    const old = await newPhoto(patient, '#a01010');
    // Seen in use, so no longer marked: only letting go of it marks it again.
    await sweepNow();
    expect(await status(old)).toBe(200);
    const current = await newPhoto(patient, '#10a010');
    expect(current).not.toBe(old);

    // Something may have read the old photo a moment ago (a booking copying it): it stays for now.
    await sweepUnusedImages(db);
    expect(await status(old)).toBe(200);

    await sweepNow();
    const gone = await t.inject(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: 'No such image' });
    expect(await status(current)).toBe(200);
    expect(await photoOf(t, patient)).toBe(current);
  });

  test('a photo an appointment still shows stays after the patient replaces it', async () => {
    const patient = await newPatient(t);
    const old = await newPhoto(patient, '#2020c0');
    const docId = (await publicDoctors(t))[0]!._id;
    expect((await book(t, patient, docId, await freeSlot(t, docId))).statusCode).toBe(201);
    await newPhoto(patient, '#c0c020');

    await sweepNow();
    const [appointment] = await myAppointments(t, patient);
    expect(appointment!.userData.image).toBe(old);
    expect(await status(old)).toBe(200);
  });

  test("a doctor's photo stays while a booking's snapshot shows it, and goes once nothing does", async () => {
    const byName = async (name: string) => (await db.select().from(doctors).where(eq(doctors.name, name)))[0]!;
    // The first demo doctor has appointments; the sixth has none (see the seed).
    const booked = await byName(DEMO_DOCTORS[0]!.name);
    const unbooked = await byName(DEMO_DOCTORS[5]!.name);
    // No route replaces a doctor's photo yet; whatever changes it, the database marks the old one.
    await db.update(doctors).set({ imageId: null }).where(eq(doctors.id, booked.id));
    await db.update(doctors).set({ imageId: null }).where(eq(doctors.id, unbooked.id));

    await sweepNow();
    expect(await status(`/api/images/${booked.imageId}.webp`)).toBe(200);
    expect(await status(`/api/images/${unbooked.imageId}.webp`)).toBe(404);
  });

  test('a picture two accounts uploaded stays while one of them still shows it', async () => {
    const [first, second] = [await newPatient(t), await newPatient(t)];
    const shared = await newPhoto(first, '#7f7f00');
    expect(await newPhoto(second, '#7f7f00')).toBe(shared);
    await newPhoto(first, '#007f7f');

    await sweepNow();
    expect(await status(shared)).toBe(200);
    expect(await photoOf(t, second)).toBe(shared);
  });

  test('an upload about to point at a marked image is never swept from under it', async () => {
    const image = await toWebp(await swatch('#5a5a5a'));
    const [user] = await t.database.db.select({ id: users.id }).from(users).orderBy(users.createdAt).limit(1);
    // Stored (and then let go of) long ago, and uploaded again now: the upload's transaction holds it.
    await saveImage(db, image);
    let sweep: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await saveImage(tx as unknown as Db, image);
      // PostgreSQL: the sweep runs now and skips the held row. PGlite: it waits for this transaction.
      sweep = sweepNow();
      if (kind === 'postgres') await sweep;
      await tx.update(users).set({ imageId: image.id }).where(eq(users.id, user!.id));
    });
    await sweep;
    expect(await status(`/api/images/${image.id}.webp`)).toBe(200);
  });

  test('the scheduled sweep does the same on its own', async () => {
    const patient = await newPatient(t);
    const old = await newPhoto(patient, '#303090');
    await newPhoto(patient, '#903030');
    // As the api schedules it, only more often and with no grace, so the test need not wait minutes.
    const host = Fastify();
    scheduleImageSweep(host, db, { everyMs: 20, graceMs: 0 });
    try {
      for (let tries = 0; tries < 500 && (await status(old)) === 200; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await status(old)).toBe(404);
    } finally {
      await host.close();
    }
  });

  test('a refused doctor leaves no picture behind', async () => {
    const admin = await signIn(t, 'admin');
    const photo = await swatch('#123456');
    const body = profileForm(photo, {
      name: 'Dr. Twin',
      email: DEMO_DOCTORS[1]!.email,
      password: 'long-enough-1',
      fees: '500',
      degree: 'MBBS',
      address: JSON.stringify({ line1: 'A', line2: 'B' }),
    });
    const res = await t.inject({ method: 'POST', url: '/api/admin/add-doctor', headers: { atoken: admin }, payload: body as never });
    expect(res.statusCode).toBe(409);
    expect(await status(`/api/images/${(await toWebp(photo)).id}.webp`)).toBe(404);
  });
});
