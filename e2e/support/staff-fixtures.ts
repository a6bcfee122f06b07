import type { APIRequestContext } from '@playwright/test';

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

export interface FoundPatient {
  _id: string;
  name: string;
  email: string;
  blocked: boolean;
}

/** The one patient the admin's search finds by this e-mail. */
export async function findPatient(request: APIRequestContext, aToken: string, email: string): Promise<FoundPatient> {
  const body = await expectSuccess(
    request.get('/api/admin/patients', { headers: { atoken: aToken }, params: { q: email } }),
    'patient search',
  );
  const patient = (body.patients as FoundPatient[]).find((p) => p.email === email);
  if (!patient) throw new Error(`no patient ${email}`);
  return patient;
}

export async function blockPatient(request: APIRequestContext, aToken: string, userId: string, blocked: boolean) {
  await expectSuccess(
    request.post('/api/admin/block-patient', { headers: { atoken: aToken }, data: { userId, blocked } }),
    'block patient',
  );
}
