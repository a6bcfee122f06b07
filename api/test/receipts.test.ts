import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { CLINIC } from '@clinic/shared/clinic';
import { bookingReference, formatRupees } from '@clinic/shared/format';
import { checkoutSessions } from '../src/db/schema';
import { paymentsOf } from '../src/features/payments/payments';
import { DATABASES, startTestApp, type TestApp } from './support/harness';
import { setUp } from './support/payments';
import { signIn } from './support/clinic';

const NOT_FOUND = { success: false, message: 'Receipt not found' };

/** The PDF's text as a reader would copy it: pdf.js (through pdf-parse) reads what pdfkit wrote. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(DATABASES)('receipts on %s', (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_RATE_LIMIT: '1000', ACCOUNT_RATE_LIMIT: '1000' });
    s = await setUp(t);
  });
  afterAll(() => t.close());

  const receipt = (id: string, token = s.ashaToken) => t.inject({ url: `/api/user/receipt/${id}`, headers: { token } });
  const pdf = (id: string, token = s.ashaToken) => t.inject({ url: `/api/user/receipt/${id}/pdf`, headers: { token } });

  /** A new appointment of Asha's, paid on the demo checkout and verified, as a patient does it. */
  async function paidAppointment() {
    const row = await s.fresh();
    const { path, sessionId } = await s.checkout(row.id);
    await s.submitForm(`${path}/pay`);
    expect((await s.call('verifyStripe', { success: true, appointmentId: row.id, sessionId })).statusCode).toBe(200);
    return { row, sessionId };
  }

  test('a paid appointment has a receipt: clinic, patient, doctor, visit, rupees, provider, reference, date paid', async () => {
    const before = Date.now();
    const { row, sessionId } = await paidAppointment();
    const res = await receipt(row.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const reference = bookingReference(row.id);
    expect(body.receipt).toEqual({
      appointmentId: row.id,
      number: `R-${reference}`,
      reference,
      clinic: {
        name: CLINIC.name,
        addressLines: [CLINIC.address.line1, CLINIC.address.line2],
        phone: CLINIC.phones[0],
        email: CLINIC.email,
      },
      patientName: row.userData.name,
      doctor: { name: row.docData.name, speciality: row.docData.speciality },
      slotDate: row.slotDate,
      slotTime: row.slotTime,
      clinicTz: t.config.clinicTz,
      amount: row.amount,
      provider: 'demo',
      // The demo provider names the payment by its session.
      paymentReference: sessionId,
      paidAt: expect.any(String),
    });
    const paidAt = Date.parse(body.receipt.paidAt);
    expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
    expect(paidAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test('the PDF is a small attachment whose text has the patient, the amount in rupees and the references', async () => {
    const { row, sessionId } = await paidAppointment();
    const res = await pdf(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const reference = bookingReference(row.id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${reference}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = res.rawPayload;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The fonts are subset to the glyphs used.
    expect(file.length).toBeLessThan(100_000);
    const text = await pdfText(file);
    expect(text).toContain(row.userData.name);
    // ₹ came out as ₹: the embedded font has U+20B9, and the text layer says so.
    expect(text).toContain(`Amount paid ${formatRupees(row.amount)}`);
    expect(formatRupees(row.amount)).toMatch(/^₹/);
    expect(text).toContain(`R-${reference}`);
    expect(text).toContain(sessionId);
    expect(text).toContain(CLINIC.name);
    expect(text).toContain('Demo');
  });

  test("another patient's receipt is not found, as is an unpaid appointment's or one whose checkout is only open", async () => {
    const { row } = await paidAppointment();
    for (const res of [await receipt(row.id, s.rohanToken), await pdf(row.id, s.rohanToken)]) {
      expect([res.statusCode, res.json()]).toEqual([404, NOT_FOUND]);
    }
    const unpaid = await s.fresh();
    expect([(await receipt(unpaid.id)).statusCode, (await receipt(unpaid.id)).json()]).toEqual([404, NOT_FOUND]);
    await s.checkout(unpaid.id);
    expect((await receipt(unpaid.id)).statusCode).toBe(404);
    expect((await pdf(unpaid.id)).statusCode).toBe(404);
    // Nobody's id at all.
    expect((await receipt('00000000-0000-4000-8000-000000000000')).json()).toEqual(NOT_FOUND);
  });

  test('a paid appointment cancelled by the clinic shows the refund started, then refunded with its date', async () => {
    const { row, sessionId } = await paidAppointment();
    // The refund as it stands between the cancel and the provider's answer.
    await t.database.db.update(checkoutSessions).set({ status: 'refund_started' }).where(eq(checkoutSessions.id, sessionId));
    const started = (await receipt(row.id)).json().receipt;
    expect(started.refund).toEqual({ state: 'started', amount: row.amount });
    expect(await pdfText((await pdf(row.id)).rawPayload)).toContain(`Refund of ${formatRupees(row.amount)} started`);
    await t.database.db.update(checkoutSessions).set({ status: 'paid' }).where(eq(checkoutSessions.id, sessionId));

    // The real path: staff cancel, the sweep returns the money through the demo provider.
    const admin = await signIn(t, 'admin');
    const cancelled = await t.inject({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      headers: { atoken: admin },
      payload: { appointmentId: row.id },
    });
    expect(cancelled.statusCode).toBe(200);
    await paymentsOf({ config: t.config, db: t.database.db }, t.app.log).sweeper.sweep();
    const refunded = (await receipt(row.id)).json().receipt;
    expect(refunded).toMatchObject({ amount: row.amount, paymentReference: sessionId, refund: { state: 'refunded', amount: row.amount } });
    expect(Date.parse(refunded.refund.refundedAt)).toBeGreaterThanOrEqual(Date.parse(refunded.paidAt));
    const text = await pdfText((await pdf(row.id)).rawPayload);
    expect(text).toMatch(/Refund Refunded on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  test('OpenAPI describes the receipt as JSON and its PDF as a file of its own type', async () => {
    const doc = (await t.inject('/api/docs/json')).json();
    const json = doc.paths['/api/user/receipt/{appointmentId}'].get;
    expect(Object.keys(json.responses['200'].content)).toEqual(['application/json']);
    expect(json.responses['200'].content['application/json'].schema.properties.receipt.properties).toHaveProperty('paymentReference');
    const file = doc.paths['/api/user/receipt/{appointmentId}/pdf'].get;
    expect(file.responses['200'].content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
    expect(file.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'appointmentId', required: true })]);
  });

  test('an id that is not one is refused with a clear 400, never a 500', async () => {
    for (const path of ['/api/user/receipt/not-an-id', '/api/user/receipt/not-an-id/pdf', `/api/user/receipt/${'9'.repeat(80)}`]) {
      const res = await t.inject({ url: path, headers: { token: s.ashaToken } });
      expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: 'Appointment is missing or invalid' }]);
    }
    expect((await t.inject('/api/user/receipt/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});
