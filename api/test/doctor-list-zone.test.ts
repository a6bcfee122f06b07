import { buildSlotDays, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import { calls } from '@clinic/shared/contract';
import { book, signInCast } from './support/clinic';
import { DATABASES, startTestApp, type TestApp } from './support/harness';

// The screens work out days, "today" and calendar instants in the zone this list names (issue 17, point 8).
describe.each(DATABASES)("the doctor list names the clinic's time zone on %s", (kind) => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ...env });
    apps.push(t);
    return t;
  };

  test('CLINIC_TZ unset: the default zone, in an answer the contract describes', async () => {
    const t = await start({});
    const body = (await t.inject('/api/doctor/list')).json();
    expect(body.clinicTz).toBe(DEFAULT_CLINIC_TZ);
    expect(calls.doctorList.response.strict().parse(body)).toBeTruthy();
  });

  test('CLINIC_TZ=America/New_York: the list says so, before and after a booking, and its bookings are New York slots', async () => {
    const t = await start({ CLINIC_TZ: 'America/New_York' });
    const first = (await t.inject('/api/doctor/list')).json();
    expect(first.clinicTz).toBe('America/New_York');
    const c = await signInCast(t);
    const day = buildSlotDays(new Date(), 'America/New_York')[6]!;
    expect((await book(t, c.rohan, c.otherDoctorId, { slotDate: day.slotDate, slotTime: '20:30' })).statusCode).toBe(201);
    const after = (await t.inject('/api/doctor/list')).json();
    expect(after.clinicTz).toBe('America/New_York');
    expect(after.doctors.find((d: { _id: string }) => d._id === c.otherDoctorId).slots_booked[day.slotDate]).toContain('20:30');
  });
});
