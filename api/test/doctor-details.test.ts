import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { DoctorProfile } from '@clinic/shared/contract';
import { doctors } from '../src/db/schema';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { book, freeSlot, myAppointments, publicDoctors, signIn } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

// Decision 42: focus, languages and services beside the speciality, set in add-doctor, and the admin's
// edit of a doctor (everything but the password, the photo optional).
const picture = (background: string) =>
  sharp({ create: { width: 120, height: 120, channels: 3, background } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, image?: Buffer) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return body;
}

const newDoctor = {
  name: 'Dr. Nisha Pai',
  email: 'nisha.pai@example.in',
  password: 'listening-well-9',
  experience: '6 Year',
  fees: '700',
  about: 'Hearing tests for every age.',
  speciality: 'Hearing Aid and Speech Specialist',
  focus: 'Paediatric audiology',
  languages: JSON.stringify(['Hindi', 'English', 'Hindi']),
  services: JSON.stringify(['tinnitus', 'hearing-assessment']),
  degree: 'MASLP',
  address: JSON.stringify({ line1: '12 Lakeview Road', line2: 'Bengaluru' }),
};
const { password: _password, ...editable } = newDoctor;

describe.each(DATABASES)("a doctor's details, added and corrected by the admin, on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const send = (url: string, payload: FormData) => t.inject({ method: 'POST', url, headers: { atoken: admin }, payload: payload as never });
  const allDoctors = async (): Promise<DoctorProfile[]> =>
    (await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: admin } })).json().doctors;
  const byEmail = async (email: string) => (await allDoctors()).find((d) => d.email === email)!;
  const listed = async (id: string) => (await publicDoctors(t)).find((d) => d._id === id);

  test('add-doctor keeps focus, languages and services, each once and in the clinic’s order; English when none is sent', async () => {
    expect((await send('/api/admin/add-doctor', form(newDoctor, await picture('#3a8')))).statusCode).toBe(201);
    const added = await byEmail(newDoctor.email);
    expect(added).toMatchObject({
      focus: 'Paediatric audiology',
      languages: ['English', 'Hindi'],
      services: ['hearing-assessment', 'tinnitus'],
    });
    expect(await listed(added._id)).toMatchObject({ focus: 'Paediatric audiology', languages: ['English', 'Hindi'] });

    const { focus: _f, languages: _l, services: _s, ...plain } = newDoctor;
    expect((await send('/api/admin/add-doctor', form({ ...plain, email: 'plain@example.in' }, await picture('#38a')))).statusCode).toBe(
      201,
    );
    expect(await byEmail('plain@example.in')).toMatchObject({ focus: '', languages: ['English'], services: [] });
  });

  test.each([
    ['an unknown language', { languages: JSON.stringify(['Klingon']) }, 'Unknown language'],
    ['no language at all', { languages: '[]' }, 'Choose at least one language'],
    ['languages that are not JSON', { languages: 'English' }, 'Languages is invalid'],
    ['an unknown service', { services: JSON.stringify(['surgery']) }, 'Unknown service'],
    ['a focus with a line break', { focus: 'Audiology\nand more' }, 'Focus cannot contain line breaks or control characters'],
    ['a focus of a page', { focus: 'x'.repeat(81) }, 'Focus is too long (80 characters at most)'],
  ])('add-doctor refuses %s', async (_label, change, message) => {
    const res = await send('/api/admin/add-doctor', form({ ...newDoctor, email: 'refused@example.in', ...change }, await picture('#a83')));
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message }]);
  });

  test('the admin corrects a doctor: the list shows it at once, booked appointments keep what they were booked with', async () => {
    const asha = await signIn(t, 'asha');
    const before = await byEmail(DEMO_DOCTORS[1]!.email);
    const { appointmentId } = (await book(t, asha, before._id, await freeSlot(t, before._id, 7))).json();
    expect(await listed(before._id)).toBeDefined(); // the public list is cached now

    const res = await send(
      '/api/admin/update-doctor',
      form({
        ...editable,
        docId: before._id,
        name: 'Dr. Rahul K. Menon',
        email: 'Rahul.Menon@Example.in',
        speciality: 'Neurologist',
        focus: 'Tinnitus and balance',
        languages: JSON.stringify(['Malayalam', 'English']),
        services: JSON.stringify(['vertigo-balance', 'tinnitus']),
        fees: '950',
        experience: '7 Year',
      }),
    );
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: 'Doctor Updated' }]);

    const after = await listed(before._id);
    expect(after).toMatchObject({
      name: 'Dr. Rahul K. Menon',
      speciality: 'Neurologist',
      focus: 'Tinnitus and balance',
      languages: ['English', 'Malayalam'],
      services: ['tinnitus', 'vertigo-balance'],
      fees: 950,
      experience: '7 Year',
      degree: 'MASLP',
      about: newDoctor.about,
      address: { line1: '12 Lakeview Road', line2: 'Bengaluru' },
      available: before.available,
      // No photo sent: the photo stays.
      image: before.image,
    });
    expect((await byEmail('rahul.menon@example.in'))._id).toBe(before._id);

    const booked = (await myAppointments(t, asha)).find((a) => a._id === appointmentId)!;
    expect(booked.amount).toBe(before.fees);
    expect(booked.docData).toMatchObject({ name: before.name, speciality: before.speciality });

    // The password is not part of the edit: the old one still signs in, under the new e-mail.
    expect(await login(t, '/api/doctor/login', 'rahul.menon@example.in', 'Doctor@12345')).toMatch(/^ey/);
  });

  test('a new photo replaces the old one; the appointment snapshot keeps the photo it was booked with', async () => {
    const rohan = await signIn(t, 'rohan');
    const before = await byEmail(DEMO_DOCTORS[2]!.email);
    const { appointmentId } = (await book(t, rohan, before._id, await freeSlot(t, before._id, 9))).json();
    const fields = {
      ...editable,
      docId: before._id,
      name: before.name,
      email: before.email,
      speciality: before.speciality,
      address: JSON.stringify(before.address),
    };
    expect((await send('/api/admin/update-doctor', form(fields, await picture('#c33')))).statusCode).toBe(200);
    const after = await listed(before._id);
    expect(after!.image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect(after!.image).not.toBe(before.image);
    expect((await t.inject(after!.image)).statusCode).toBe(200);
    const booked = (await myAppointments(t, rohan)).find((a) => a._id === appointmentId)!;
    expect(booked.docData.image).toBe(before.image);
  });

  test.each([
    ['another doctor’s e-mail', { email: DEMO_DOCTORS[0]!.email.toUpperCase() }, 409, 'A doctor with this email already exists'],
    ['a doctor who does not exist', { docId: '00000000-0000-4000-8000-000000000000' }, 404, 'Doctor not found'],
    ['no doctor id', { docId: '' }, 400, 'Doctor is missing or invalid'],
    ['a blank name', { name: ' ' }, 400, 'Name is required'],
    ['an unknown language', { languages: JSON.stringify(['English', 'Elvish']) }, 400, 'Unknown language'],
    ['fees that are not a number', { fees: 'a lot' }, 400, 'Fees must be a number'],
  ])('update-doctor refuses %s and changes nothing', async (_label, change, status, message) => {
    const target = await byEmail(DEMO_DOCTORS[3]!.email);
    const res = await send('/api/admin/update-doctor', form({ ...editable, docId: target._id, email: target.email, ...change }));
    expect([res.statusCode, res.json()]).toEqual([status, { success: false, message }]);
    expect(await byEmail(DEMO_DOCTORS[3]!.email)).toEqual(target);
  });

  test('a deleted doctor’s e-mail may be given to another, and a deleted doctor cannot be edited', async () => {
    const gone = await byEmail(DEMO_DOCTORS.at(-1)!.email);
    expect(
      (await t.inject({ method: 'POST', url: '/api/admin/delete-doctor', headers: { atoken: admin }, payload: { docId: gone._id } }))
        .statusCode,
    ).toBe(200);
    const other = await byEmail(DEMO_DOCTORS[8]!.email);
    const fields = { ...editable, docId: other._id, email: gone.email };
    expect((await send('/api/admin/update-doctor', form(fields))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(doctors).where(eq(doctors.id, gone._id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const again = await send('/api/admin/update-doctor', form({ ...editable, docId: gone._id, email: 'back@example.in' }));
    expect([again.statusCode, again.json()]).toEqual([404, { success: false, message: 'Doctor not found' }]);
  });

  test('the doctor edits their own focus and languages; what they leave out stays', async () => {
    const ananya = await signIn(t, 'ananya');
    const edit = (payload: object) => t.inject({ method: 'POST', url: '/api/doctor/update-profile', headers: { dtoken: ananya }, payload });
    const base = { address: { line1: 'Room 4', line2: 'Jayanagar' }, fees: 800, about: 'Audiology.', available: true };
    expect((await edit({ ...base, focus: 'Adult audiology', languages: ['Tamil', 'English'] })).statusCode).toBe(200);
    const profile = async () => (await t.inject({ url: '/api/doctor/profile', headers: { dtoken: ananya } })).json().profileData;
    expect(await profile()).toMatchObject({
      focus: 'Adult audiology',
      languages: ['English', 'Tamil'],
      services: DEMO_DOCTORS[0]!.services,
    });
    expect((await edit(base)).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ focus: 'Adult audiology', languages: ['English', 'Tamil'] });
    // Services are the admin's to set: a doctor's attempt is ignored.
    await edit({ ...base, services: ['ear-moulds'] });
    expect((await profile()).services).toEqual(DEMO_DOCTORS[0]!.services);
    const refused = await edit({ ...base, languages: [] });
    expect([refused.statusCode, refused.json()]).toEqual([400, { success: false, message: 'Choose at least one language' }]);
  });
});
