import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of one colour (the api sniffs and re-encodes uploads, so it must be valid). */
export function solidPng(size = 32, rgb: [number, number, number] = [11, 94, 107]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A `D_M_YYYY` date `daysAhead` days from today at the clinic (decision 2). Later days open at 10:00,
 * so any grid time from 10:00 to 20:30 on them is a bookable slot (decision 4).
 */
export function clinicDate(daysAhead: number): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + daysAhead * 86_400_000));
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}_${m}_${y}`;
}

interface Envelope {
  success: boolean;
  message: string;
  [key: string]: unknown;
}

async function expectSuccess(response: Promise<{ json(): Promise<unknown> }>, what: string): Promise<Envelope> {
  const body = (await (await response).json()) as Envelope;
  if (!body.success) throw new Error(`${what} failed: ${body.message}`);
  return body;
}

/** A new patient account, so bookings never clash with the demo patient's. */
export async function registerPatient(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const body = await expectSuccess(request.post('/api/user/register', { data: { name, email, password: 'Patient@12345' } }), 'register');
  return body.token as string;
}

export async function book(request: APIRequestContext, token: string, docId: string, slotDate: string, slotTime: string, name: string) {
  await expectSuccess(
    request.post('/api/user/book-appointment', { headers: { token }, data: { docId, slotDate, slotTime, userData: { name, phone: '9876543210' } } }),
    `booking ${slotDate} ${slotTime}`,
  );
}

export interface PatientAppointment {
  slotTime: string;
  cancelled: boolean;
  isCompleted: boolean;
}

export async function patientAppointments(request: APIRequestContext, token: string): Promise<PatientAppointment[]> {
  const body = await expectSuccess(request.get('/api/user/appointments', { headers: { token } }), 'patient list');
  return body.appointments as PatientAppointment[];
}

export async function doctorIdByEmail(request: APIRequestContext, aToken: string, email: string): Promise<string> {
  const body = await expectSuccess(request.get('/api/admin/all-doctors', { headers: { atoken: aToken } }), 'all doctors');
  const doctor = (body.doctors as { _id: string; email: string }[]).find((d) => d.email === email);
  if (!doctor) throw new Error(`no doctor ${email}`);
  return doctor._id;
}
