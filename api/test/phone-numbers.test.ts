import { PHONE_MESSAGE } from '@clinic/shared/contract';
import { book, freeSlot, myAppointments, patientDetails, registerPatient, signInCast, type Cast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// Issue 19: a phone number is a phone number. The booking and the profile refuse "98450" with the same
// words the forms show, and keep what they take in one form (`+91XXXXXXXXXX`, or E.164), whatever the
// patient typed around the digits.
describe.each(DATABASES)('phone numbers on %s', (kind) => {
  let t: TestApp;
  let c: Cast;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    c = await signInCast(t);
  });
  afterAll(() => t.close());

  const updateProfile = (token: string, phone: string) => {
    const body = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Phone Tester',
      phone,
      address: '{"line1":"","line2":""}',
      gender: 'Female',
      dob: 'Not Selected',
    }))
      body.append(key, value);
    return t.inject({ method: 'POST', url: '/api/user/update-profile', headers: { token }, payload: body as never });
  };
  const profilePhone = async (token: string) =>
    (await t.inject({ url: '/api/user/get-profile', headers: { token } })).json().userData.phone;

  test('a booking with "98450" is refused with the message the dialog shows, and nothing is booked', async () => {
    const patient = await registerPatient(t);
    const res = await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId, 30), { ...patientDetails, phone: '98450' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: PHONE_MESSAGE });
    expect(await myAppointments(t, patient.token)).toEqual([]);
  });

  test.each([
    ['98450 12345', '+919845012345'],
    ['+91 98450-12345', '+919845012345'],
    ['(+44) 20 7946 0958', '+442079460958'],
  ])('a booking keeps %s as %s', async (typed, stored) => {
    const patient = await registerPatient(t);
    const res = await book(t, patient.token, c.ananyaId, await freeSlot(t, c.ananyaId, 31), { ...patientDetails, phone: typed });
    expect(res.statusCode).toBe(201);
    const [appointment] = await myAppointments(t, patient.token);
    expect(appointment!.userData.phone).toBe(stored);
    // Cancelled again, so the next case finds the same slot free.
    await t.inject({
      method: 'POST',
      url: '/api/user/cancel-appointment',
      headers: { token: patient.token },
      payload: { appointmentId: appointment!._id },
    });
  });

  test('the profile refuses "98450", keeps "98450 12345" as +919845012345, and may be left without a phone', async () => {
    const patient = await registerPatient(t);
    const refused = await updateProfile(patient.token, '98450');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: PHONE_MESSAGE });
    expect(await profilePhone(patient.token)).toBe('');

    expect((await updateProfile(patient.token, '98450 12345')).statusCode).toBe(200);
    expect(await profilePhone(patient.token)).toBe('+919845012345');
    expect((await updateProfile(patient.token, '')).statusCode).toBe(200);
    expect(await profilePhone(patient.token)).toBe('');
  });
});
