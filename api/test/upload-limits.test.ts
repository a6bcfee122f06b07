import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { DECODER_BUSY, DecodeGate, uploadDecodes } from '../src/features/images/decode-gate';
import { signIn } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { newPatient, photoOf, profileForm, swatch, updateProfile } from './support/photos';

const TOO_MANY_PIXELS = 'The image is too large; please choose one under 25 megapixels';
const TOO_MANY_ATTEMPTS = 'Too many attempts, please wait a minute and try again';
/** A picture a few bytes long that decodes to `width × height` pixels. */
const flat = (width: number, height: number, format: 'png' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a8' } })
    [format]()
    .toBuffer();

test('the decode gate lets a fixed number work at once, queues a few, and turns the rest away with a 503', async () => {
  const gate = new DecodeGate(2, 1, 7);
  const releases: Array<() => void> = [];
  const job = () => gate.run(() => new Promise<void>((resolve) => releases.push(resolve)));
  const running = [job(), job(), job()];
  await new Promise((resolve) => setImmediate(resolve));
  expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 2, waiting: 1 });
  await expect(job()).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 7, message: DECODER_BUSY });

  releases.shift()!();
  await new Promise((resolve) => setImmediate(resolve));
  // The waiting one took the freed place: still two at work, none waiting.
  expect({ active: gate.active, waiting: gate.waiting, peak: gate.peakActive }).toEqual({ active: 2, waiting: 0, peak: 2 });
  while (releases.length) releases.shift()!();
  await Promise.all(running);
  expect(gate.active).toBe(0);
});

describe.each(DATABASES)('upload limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  test('a picture over 25 megapixels is refused from its header, and the profile is unchanged', async () => {
    const patient = await newPatient(t);
    const before = await photoOf(t, patient);
    const res = await updateProfile(t, patient, profileForm(await flat(5001, 5000), { name: 'Changed' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: TOO_MANY_PIXELS });
    const profile = (await t.inject({ url: '/api/user/get-profile', headers: { token: patient } })).json().userData;
    expect(profile).toMatchObject({ name: 'Photo Tester', image: before });
    // Just under the limit is a photo like any other.
    expect((await updateProfile(t, patient, profileForm(await flat(5000, 5000)))).statusCode).toBe(200);
  });

  test('an animation is measured by its first frame, the only one decoded', async () => {
    const patient = await newPatient(t);
    const frames = await Promise.all(
      ['#a00', '#0a0', '#00a', '#aa0'].map((background) =>
        sharp({ create: { width: 3000, height: 3000, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    // Four frames of 9 megapixels: 36 in all.
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await updateProfile(t, patient, profileForm(animated, {}, 'image/gif'))).statusCode).toBe(200);
  });

  test('twenty uploads at once: never more decoded together than the gate allows (two at most), the rest wait or are told when to retry', async () => {
    const patients = await Promise.all(Array.from({ length: 20 }, () => newPatient(t)));
    const picture = await flat(2400, 2400, 'gif');
    uploadDecodes.peakActive = 0;
    const uploads = patients.map((token) => updateProfile(t, token, profileForm(picture, {}, 'image/gif')));
    // The server keeps answering meanwhile: the list, and a sign-in (which hashes on the threads sharp uses).
    const [list, adminToken] = await Promise.all([t.inject('/api/doctor/list'), signIn(t, 'admin')]);
    expect(list.statusCode).toBe(200);
    expect(adminToken).toMatch(/^ey/);

    const answers = await Promise.all(uploads);
    // Reached, and never passed; one core is left free, and never more than two work at once.
    expect(uploadDecodes.peakActive).toBe(uploadDecodes.maxActive);
    expect(uploadDecodes.maxActive).toBe(Math.min(2, Math.max(1, availableParallelism() - 1)));
    for (const res of answers) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 503) {
        expect(res.json()).toEqual({ success: false, message: DECODER_BUSY });
        expect(res.headers['retry-after']).toBe('5');
      }
    }
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(uploadDecodes.maxActive);
    expect(uploadDecodes.active).toBe(0);
  });

  test('when the gate is full, an upload is answered 503 with Retry-After at once', async () => {
    const patient = await newPatient(t);
    const before = await photoOf(t, patient);
    const releases: Array<() => void> = [];
    const held = Array.from({ length: uploadDecodes.maxActive + uploadDecodes.maxWaiting }, () =>
      uploadDecodes.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    try {
      const res = await updateProfile(t, patient, profileForm(await swatch('#0a0a80')));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ success: false, message: DECODER_BUSY });
      expect(await photoOf(t, patient)).toBe(before);
    } finally {
      while (releases.length || uploadDecodes.active) {
        releases.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await Promise.all(held);
    }
  });
});

describe.each(DATABASES)('the per-account upload limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The default: 10 uploads a minute per account.
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  test('a patient gets 429 on the eleventh profile update in a minute, from any address; others are not affected', async () => {
    const [patient, neighbour] = [await newPatient(t), await newPatient(t)];
    for (let i = 0; i < 10; i++) expect((await updateProfile(t, patient, profileForm(undefined), `10.9.0.${i + 1}`)).statusCode).toBe(200);
    const refused = await updateProfile(t, patient, profileForm(await swatch('#101010')), '10.9.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    // From the same address, another account is still served.
    expect((await updateProfile(t, neighbour, profileForm(undefined), '10.9.0.1')).statusCode).toBe(200);
  });

  test('the admin gets 429 on the eleventh add-doctor in a minute', async () => {
    const admin = await signIn(t, 'admin');
    const addDoctor = () =>
      t.inject({ method: 'POST', url: '/api/admin/add-doctor', headers: { atoken: admin }, payload: profileForm(undefined) as never });
    // Each of these is refused for its missing photo, but every one counts.
    for (let i = 0; i < 10; i++) expect((await addDoctor()).statusCode).toBe(400);
    const refused = await addDoctor();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
  });
});
