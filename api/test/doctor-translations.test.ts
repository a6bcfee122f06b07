import sharp from 'sharp';
import type { Doctor, DoctorProfile } from '@clinic/shared/contract';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { post, publicDoctors, signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// Decision 53: a doctor's about, focus and address in Hindi and Kannada, beside the spec's English fields.
const picture = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: '#3a8' } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, image?: Buffer) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) body.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  return body;
}

const hindi = {
  about: 'बच्चों के सुनने की जाँच में दस साल का अनुभव।',
  focus: 'बच्चों की ऑडियोलॉजी',
  address: { line1: '12, लेकव्यू रोड', line2: 'बेंगलुरु' },
};
const newDoctor = {
  name: 'Dr. Nisha Pai',
  email: 'nisha.pai@example.in',
  password: 'listening-well-9',
  experience: '6 Year',
  fees: '700',
  about: 'Hearing tests for every age.',
  speciality: 'Hearing Aid and Speech Specialist',
  focus: 'Paediatric audiology',
  degree: 'MASLP',
  address: JSON.stringify({ line1: '12 Lakeview Road', line2: 'Bengaluru' }),
  translations: JSON.stringify({ hi: hindi, kn: { focus: 'ಮಕ್ಕಳ ಆಡಿಯಾಲಜಿ', about: '', address: { line1: '', line2: '' } } }),
};
const { password: _password, ...editable } = newDoctor;

describe.each(DATABASES)("a doctor's texts in Hindi and Kannada on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const send = (url: string, payload: FormData) => t.inject({ method: 'POST', url, headers: { atoken: admin }, payload: payload as never });
  const byEmail = async (email: string): Promise<DoctorProfile> =>
    ((await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: admin } })).json().doctors as DoctorProfile[]).find(
      (d) => d.email === email,
    )!;
  const listed = async (id: string): Promise<Doctor> => (await publicDoctors(t)).find((d) => d._id === id)!;

  test('add-doctor keeps them beside the English, which the spec’s fields still carry; edit changes them or, left out, keeps them', async () => {
    expect((await send('/api/admin/add-doctor', form(newDoctor, await picture()))).statusCode).toBe(201);
    const added = await byEmail(newDoctor.email);
    const translations = { hi: hindi, kn: { focus: 'ಮಕ್ಕಳ ಆಡಿಯಾಲಜಿ' } };
    expect(added.translations).toEqual(translations);
    // The spec's fields are as they were: English, the same names and shapes.
    expect(await listed(added._id)).toMatchObject({
      about: 'Hearing tests for every age.',
      focus: 'Paediatric audiology',
      address: { line1: '12 Lakeview Road', line2: 'Bengaluru' },
      experience: '6 Year',
      translations,
    });

    // An edit from a screen that sends none keeps them.
    const { translations: _t, ...older } = editable;
    const kept = await send('/api/admin/update-doctor', form({ ...older, docId: added._id, about: 'Hearing tests, all ages.' }));
    expect([kept.statusCode, kept.json()]).toEqual([200, { success: true, message: 'Doctor Updated' }]);
    expect(await listed(added._id)).toMatchObject({ about: 'Hearing tests, all ages.', translations });

    // Emptied fields are gone (the page shows the English there); a language emptied entirely too.
    const cleared = await send(
      '/api/admin/update-doctor',
      form({ ...older, docId: added._id, translations: JSON.stringify({ hi: { ...hindi, about: ' ' }, kn: { focus: '' } }) }),
    );
    expect(cleared.statusCode).toBe(200);
    expect((await listed(added._id)).translations).toEqual({ hi: { focus: hindi.focus, address: hindi.address } });
  });

  test.each([
    ['a language the site does not offer', { ta: { about: 'x' } }, 'Translations are missing or invalid'],
    ['a field that is not a free text', { hi: { name: 'डॉ. निशा' } }, 'Translations are missing or invalid'],
    ['a focus with a line break', { kn: { focus: 'ಮಕ್ಕಳ\nಆಡಿಯಾಲಜಿ' } }, 'Focus cannot contain line breaks or control characters'],
    ['a focus of a page', { hi: { focus: 'अ'.repeat(81) } }, 'Focus is too long (80 characters at most)'],
  ])('add-doctor refuses %s', async (_label, translations, message) => {
    const res = await send(
      '/api/admin/add-doctor',
      form({ ...newDoctor, email: 'refused@example.in', translations: JSON.stringify(translations) }, await picture()),
    );
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message }]);
  });

  test('add-doctor refuses translations that are not JSON', async () => {
    const res = await send(
      '/api/admin/add-doctor',
      form({ ...newDoctor, email: 'broken@example.in', translations: 'हिन्दी' }, await picture()),
    );
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: 'Translations is invalid' }]);
  });

  test('a doctor writes their own, kept when an older screen leaves them out; the demo doctors come with some', async () => {
    const ananya = await signIn(t, 'ananya');
    const demo = await byEmail(DEMO_DOCTORS[0]!.email);
    expect(demo.translations?.hi?.about).toMatch(/^अनन्या /);
    expect(demo.translations?.kn?.about).toMatch(/^ಅನನ್ಯಾ /);
    const profile = { address: demo.address, fees: demo.fees, about: demo.about, available: demo.available };
    const edit = (payload: object) => post(t, '/api/doctor/update-profile', 'dtoken', ananya, payload);

    expect((await edit({ ...profile, translations: { kn: { about: 'ಮಕ್ಕಳ ಶ್ರವಣ ಪರೀಕ್ಷೆ.' } } })).json()).toEqual({
      success: true,
      message: 'Profile Updated',
    });
    const own = async () =>
      (await t.inject({ url: '/api/doctor/profile', headers: { dtoken: ananya } })).json().profileData as DoctorProfile;
    expect((await own()).translations).toEqual({ kn: { about: 'ಮಕ್ಕಳ ಶ್ರವಣ ಪರೀಕ್ಷೆ.' } });
    expect((await edit(profile)).statusCode).toBe(200);
    expect((await own()).translations).toEqual({ kn: { about: 'ಮಕ್ಕಳ ಶ್ರವಣ ಪರೀಕ್ಷೆ.' } });

    const refused = await edit({ ...profile, translations: { hi: { about: 'x', fees: 1 } } });
    expect([refused.statusCode, refused.json()]).toEqual([400, { success: false, message: 'Translations are missing or invalid' }]);
  });
});
