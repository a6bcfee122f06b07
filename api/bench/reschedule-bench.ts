// Moving appointments (decision 48) at 100 connections, beside booking's figures on the same database: each
// request moves a different appointment to a different free time of its doctor, after 1,000 unmeasured moves.
import { buildSlotDays, DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';
import type { Doctor } from '@clinic/shared/contract';
import { addBenchDoctors } from './bench-doctors';
import { load, type Load } from './load';

/** Moves measured (BENCH_MOVES), as many as booking's steady run; each needs its own appointment and free time. */
const MEASURED = Number(process.env.BENCH_MOVES ?? 10_000);
/** Moves first, unmeasured: the move's code path is new to V8 here, as booking's is before its warm-up. */
const WARM_UP = 1000;
const MOVES = WARM_UP + MEASURED;
/** Appointments per patient: under the cap the bench runs with (4). */
const PER_PATIENT = 4;
const AT_ONCE = 32;

interface Move {
  token: string;
  appointmentId: string;
  to: { slotDate: string; slotTime: string };
}

const freeTimes = (d: Doctor) =>
  buildSlotDays(new Date(), DEFAULT_CLINIC_TZ, d.slots_booked)
    .slice(1)
    .flatMap((day) => day.slots.map((slotTime) => ({ slotDate: day.slotDate, slotTime })));

async function inTurns<T>(count: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) out[i] = await work(i);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return out;
}

const post = async (url: string, path: string, body: object, token?: string) =>
  (await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as { success: boolean; message: string; token?: string; appointmentId?: string };

/**
 * Doctors of their own (the booking bench filled the others), their times taken in pairs: the first of
 * each pair booked beforehand, the second the time it moves to. Then the moves alone are measured.
 */
export async function measureReschedule(url: string, photoPath: string): Promise<Load> {
  const slotsPerDoctor = freeTimes({ slots_booked: {} } as Doctor).length;
  const before = new Set(((await (await fetch(`${url}/api/doctor/list`)).json()) as { doctors: Doctor[] }).doctors.map((d) => d._id));
  await addBenchDoctors(url, Math.ceil((2 * MOVES) / slotsPerDoctor) + 1, photoPath, 'mover');
  const added = ((await (await fetch(`${url}/api/doctor/list`)).json()) as { doctors: Doctor[] }).doctors.filter((d) => !before.has(d._id));
  const pairs = added
    .flatMap((d) => {
      const times = freeTimes(d);
      return Array.from({ length: Math.floor(times.length / 2) }, (_, i) => ({ docId: d._id, from: times[2 * i]!, to: times[2 * i + 1]! }));
    })
    .slice(0, MOVES);

  const tokens = await inTurns(Math.ceil(pairs.length / PER_PATIENT), async (i) => {
    const answer = await post(url, '/api/user/register', {
      name: `Mover ${i}`,
      email: `mover${i}@example.in`,
      password: 'bench-password-1',
    });
    return answer.token!;
  });
  const moves: Move[] = await inTurns(pairs.length, async (i) => {
    const { docId, from, to } = pairs[i]!;
    const token = tokens[Math.floor(i / PER_PATIENT)]!;
    const booked = await post(
      url,
      '/api/user/book-appointment',
      { docId, ...from, userData: { name: 'Mover', phone: '+91 90000 00000' } },
      token,
    );
    if (!booked.appointmentId) throw new Error(`bench booking refused: ${booked.message}`);
    return { token, appointmentId: booked.appointmentId, to };
  });

  await moveAll(url, moves.slice(0, WARM_UP));
  return moveAll(url, moves.slice(WARM_UP));
}

function moveAll(url: string, moves: Move[]): Promise<Load> {
  let next = 0;
  return load({
    url,
    connections: 100,
    amount: moves.length,
    requests: [
      {
        method: 'POST',
        path: '/api/user/reschedule-appointment',
        setupRequest: (request) => {
          const { token, appointmentId, to } = moves[next++ % moves.length]!;
          return { ...request, headers: { 'content-type': 'application/json', token }, body: JSON.stringify({ appointmentId, ...to }) };
        },
      },
    ],
  });
}
