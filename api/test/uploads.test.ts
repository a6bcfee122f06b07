import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, crc32, deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { DEMO_DOCTORS } from '../src/seed/demo-doctors';
import { ENCODED_BODY } from '../src/http/multipart-form';
import { signIn } from './support/clinic';
import { DATABASES, login, startTestApp, type TestApp } from './support/harness';

const CHOOSE = 'Please choose an image file (JPEG, PNG or WebP)';
const UNREADABLE = 'This image could not be read, please choose another file (JPEG, PNG or WebP)';
const picture = (format: 'png' | 'jpeg', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a8' } })
    [format]()
    .toBuffer();
const truncated = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));
/** A PNG whose header claims 30000 × 30000 pixels: a decompression bomb in 70 bytes. */
async function pixelBomb() {
  const png = Buffer.from(await picture('png', 1, 1));
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

type Image = { bytes: Buffer; name?: string; type?: string };
function form(fields: Record<string, string>, image?: Image) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (image) body.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type ?? 'image/png' }), image.name ?? 'photo.png');
  return body;
}

const profile = {
  name: 'Asha R. Rao',
  phone: '+91 90000 12345',
  address: JSON.stringify({ line1: '7 Lake Road', line2: 'Mysuru' }),
  gender: 'Female',
  dob: '1968-04-13',
};
const { name: _name, ...withoutName } = profile;
const doctor = {
  name: 'Dr. Meera Iyer',
  email: 'Meera.Iyer@Example.in',
  password: 'listening-well-9',
  experience: '7 Year',
  fees: '650',
  about: 'Paediatric audiology.',
  speciality: 'Hearing Aid and Speech Specialist',
  degree: 'MASLP',
  address: JSON.stringify({ line1: '12 Lakeview Road', line2: 'Bengaluru' }),
};

describe.each(DATABASES)('uploads on %s', (kind) => {
  let t: TestApp;
  let asha: string;
  let admin: string;
  let origin: string;
  beforeAll(async () => {
    // Far more uploads than one account may make in a minute: the limit itself is tested in images.test.ts.
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    asha = await signIn(t, 'asha');
    admin = await signIn(t, 'admin');
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: FormData) =>
    t.inject({ method: 'POST', url, headers, payload: payload as never });
  const updateProfile = (payload: FormData, token = asha) => post('/api/user/update-profile', { token }, payload);
  const addDoctor = (payload: FormData, token = admin) => post('/api/admin/add-doctor', { atoken: token }, payload);
  const me = async (token = asha) => (await t.inject({ url: '/api/user/get-profile', headers: { token } })).json().userData;
  const expectRefusal = (res: { statusCode: number; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  };

  test('a patient updates her own profile and photo; the photo is served as immutable WebP', async () => {
    const rohan = await signIn(t, 'rohan');
    const rohanBefore = await me(rohan);
    const res = await updateProfile(form(profile, { bytes: await picture('png'), name: 'me.png' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Profile Updated' });

    const after = await me();
    expect(after).toMatchObject({
      name: 'Asha R. Rao',
      phone: '+919000012345',
      gender: 'Female',
      dob: '1968-04-13',
      address: { line1: '7 Lake Road', line2: 'Mysuru' },
    });
    expect(after.image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    const photo = await t.inject(after.image);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(after.image).toBe(`/api/images/${createHash('sha256').update(photo.rawPayload).digest('hex')}.webp`);
    expect(await me(rohan)).toEqual(rohanBefore);

    // Without a new photo the current one stays; a JPEG works as well as a PNG.
    expect((await updateProfile(form({ ...profile, phone: '' }))).statusCode).toBe(200);
    expect(await me()).toMatchObject({ phone: '', image: after.image });
    expect(
      (await updateProfile(form(profile, { bytes: await picture('jpeg', 90, 120), name: 'me.jpg', type: 'image/jpeg' }))).statusCode,
    ).toBe(200);
    expect((await me()).image).not.toBe(after.image);
  });

  test('without a token the answer is 401 while the upload is still arriving', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${origin}/api/user/update-profile`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024 * 1024)); // 1 MB of a 6 MB body, and never the rest
    });
    expect(status).toBe(401);
  });

  test('a patient token cannot add a doctor', async () => {
    expectRefusal(await addDoctor(form(doctor, { bytes: await picture('png') }), asha), 403, 'This account cannot do that');
  });

  test('an image over 5 MB is refused with 413 and the server keeps serving', async () => {
    const noise = await sharp(randomBytes(1500 * 1400 * 3), { raw: { width: 1500, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(6 * 1024 * 1024);
    const send = (headers: Record<string, string>) =>
      fetch(`${origin}/api/user/update-profile`, { method: 'POST', headers, body: form(profile, { bytes: noise }) });
    const res = await send({ token: asha });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The image is larger than 5 MB' });
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    // Without a token the size never matters: the guard answers first.
    expect((await send({})).status).toBe(401);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  test.each([
    ['a text file named .png', () => form(profile, { bytes: Buffer.from('just some notes, honestly'), name: 'notes.png' }), 415, CHOOSE],
    ['random bytes', () => form(profile, { bytes: randomBytes(4096) }), 415, CHOOSE],
    [
      'a truncated JPEG',
      async () => form(profile, { bytes: truncated(await picture('jpeg', 600, 400)), type: 'image/jpeg' }),
      400,
      UNREADABLE,
    ],
    [
      'a pixel bomb',
      async () => form(profile, { bytes: await pixelBomb() }),
      413,
      'The image is too large; please choose one under 25 megapixels',
    ],
    ['address that is not JSON', () => form({ ...profile, address: '{line1: 7 Lake Road' }), 400, 'Address is invalid'],
    ['no name', () => form(withoutName), 400, 'Name is missing or invalid'],
    ['a blank name', () => form({ ...profile, name: '   ' }), 400, 'Name is required'],
    ['an unknown gender', () => form({ ...profile, gender: 'Other' }), 400, 'Unknown gender'],
    ['a date of birth that is not a date', () => form({ ...profile, dob: '12/04/1968' }), 400, 'Date of birth is missing or invalid'],
    ['a name over 120 characters', () => form({ ...profile, name: 'A'.repeat(121) }), 400, 'Name is too long'],
  ])('the profile update refuses %s', async (_label, makeForm, status, message) => {
    const before = await me();
    const payload = await makeForm();
    expectRefusal(await updateProfile(payload), status, message);
    expect(await me()).toEqual(before);
  });

  test.each([
    [
      'cut short',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    ],
    ['without a boundary', 'multipart/form-data', 'name=Asha'],
  ])('a form %s is refused as unreadable', async (_label, contentType, payload) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: { token: asha, 'content-type': contentType },
      payload,
    });
    expectRefusal(res, 400, 'The form could not be read, please send it again');
  });

  test('a JSON body is refused: the form must be multipart', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/user/update-profile', headers: { token: asha }, payload: { name: 'X' } });
    expectRefusal(res, 415, 'The form must be sent as multipart/form-data');
  });

  test.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('a %s-compressed form is refused with 415 on both upload routes, and nothing changes', async (encoding, encode) => {
    const before = await me();
    const doctorsBefore = (await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: admin } })).json().doctors.length;
    // Well over the 16 KB after which such an upload once waited for ever behind `npm start`'s decoder.
    const photo = {
      bytes: await sharp(randomBytes(160 * 120 * 3), { raw: { width: 160, height: 120, channels: 3 } })
        .png()
        .toBuffer(),
    };
    for (const [url, headers, fields] of [
      ['/api/user/update-profile', { token: asha }, { ...profile, name: 'Compressed Name' }],
      ['/api/admin/add-doctor', { atoken: admin }, { ...doctor, email: 'compressed@example.in' }],
    ] as const) {
      const request = new Request(origin, { method: 'POST', body: form(fields, photo) });
      const body = encode(Buffer.from(await request.arrayBuffer()));
      expect(body.length).toBeGreaterThan(16 * 1024);
      const res = await fetch(origin + url, {
        method: 'POST',
        headers: { ...headers, 'content-type': request.headers.get('content-type')!, 'content-encoding': encoding },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(15_000),
      });
      expect([url, res.status, await res.json()]).toEqual([url, 415, { success: false, message: ENCODED_BODY }]);
    }
    expect(await me()).toEqual(before);
    expect((await t.inject({ url: '/api/admin/all-doctors', headers: { atoken: admin } })).json().doctors).toHaveLength(doctorsBefore);
  });

  test('the admin adds a doctor, who is listed last without an email and can log in', async () => {
    const res = await addDoctor(form(doctor, { bytes: await picture('jpeg'), type: 'image/jpeg', name: 'meera.jpg' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Doctor Added' });
    const doctors = (await t.inject('/api/doctor/list')).json().doctors;
    const added = doctors.at(-1);
    expect(added).toMatchObject({
      name: 'Dr. Meera Iyer',
      experience: '7 Year',
      fees: 650,
      speciality: 'Hearing Aid and Speech Specialist',
      degree: 'MASLP',
      available: true,
      address: { line1: '12 Lakeview Road', line2: 'Bengaluru' },
    });
    expect(added).not.toHaveProperty('email');
    expect(added.image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    expect((await t.inject(added.image)).headers['content-type']).toBe('image/webp');
    expect(await login(t, '/api/doctor/login', 'meera.iyer@example.in', doctor.password)).toMatch(/^ey/);
  });

  test('omitted experience and speciality take the form defaults', async () => {
    const { experience: _e, speciality: _s, ...rest } = doctor;
    const res = await addDoctor(form({ ...rest, email: 'defaults@example.in', about: '' }, { bytes: await picture('png') }));
    expect(res.statusCode).toBe(201);
    expect((await t.inject('/api/doctor/list')).json().doctors.at(-1)).toMatchObject({
      experience: '1 Year',
      speciality: 'General physician',
      about: '',
    });
  });

  test.each([
    ['no image', {}, false, 400, 'Image Not Selected'],
    ['a taken email, in any case', { email: DEMO_DOCTORS[0]!.email.toUpperCase() }, true, 409, 'A doctor with this email already exists'],
    ['an unknown speciality', { speciality: 'Astrologer' }, true, 400, 'Unknown speciality'],
    ['an unknown experience', { experience: '11 Year' }, true, 400, 'Unknown experience'],
    ['fees that are not a number', { fees: 'a lot' }, true, 400, 'Fees must be a number'],
    ['blank fees', { fees: '' }, true, 400, 'Fees are required'],
    ['negative fees', { fees: '-5' }, true, 400, 'Fees cannot be negative'],
    ['a short password', { password: 'short' }, true, 400, 'Password must be at least 8 characters'],
    ['one address line', { address: JSON.stringify({ line1: 'Somewhere', line2: '' }) }, true, 400, 'Both address lines are required'],
    ['address that is not JSON', { address: 'Somewhere' }, true, 400, 'Address is invalid'],
    ['a text file as the image', {}, 'text', 415, CHOOSE],
  ])('add-doctor refuses %s', async (_label, change, withImage, status, message) => {
    const before = (await t.inject('/api/doctor/list')).json().doctors.length;
    const bytes = withImage === 'text' ? Buffer.from('hello') : await picture('png');
    expectRefusal(
      await addDoctor(form({ ...doctor, email: 'other@example.in', ...change }, withImage ? { bytes } : undefined)),
      status,
      message,
    );
    expect((await t.inject('/api/doctor/list')).json().doctors).toHaveLength(before);
  });
});
