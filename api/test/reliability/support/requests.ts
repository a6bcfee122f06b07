// Hostile requests for every call of the shared contract, none of which may legitimately change data.
import fc from 'fast-check';
import {
  addClosureRequestSchema,
  addDoctorFieldsSchema,
  calls,
  clinicHoursSchema,
  doctorSeriesRequestSchema,
  gridTimeSchema,
  weeklyHoursSchema,
  WEEK_ORDER,
  doctorProfileUpdateSchema,
  doctorTranslationsSchema,
  GENDERS,
  registerRequestSchema,
  newPasswordSchema,
  securitySettingsSchema,
  updateServiceRequestSchema,
  sendPhoneCodeRequestSchema,
  updateProfileFieldsSchema,
  type CallName,
  type CallSpec,
} from '@clinic/shared/contract';
import type { z } from 'zod';
import type { Role } from '../../../src/http/tokens';
import {
  anyFile,
  badEscape,
  brokenJson,
  encodePart,
  hostileKey,
  hostileString,
  hostileValue,
  JsonObject,
  jsonText,
  pathTwist,
  TRAVERSALS,
  unreadableImage,
} from './hostile';

export interface FuzzRequest {
  /** The call of the contract it aims at, or `elsewhere` for paths outside the table. */
  call: CallName | 'elsewhere';
  /** `auth`: a credential the guard must refuse; `poisoned`: must be refused whoever sends it. */
  kind: 'method' | 'path' | 'auth' | 'poisoned' | 'read';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzTargets {
  /** Real tokens of people with no appointments of their own (and the admin). */
  valid: Record<Role, string>;
  /** Per role, credentials its guard must refuse. */
  refused: Record<Role, string[]>;
  /** Existing appointments and doctors: sent only where the caller may not touch them. */
  appointmentIds: string[];
  doctorIds: string[];
  /** Slots the booking rules accept now, so a booking gets as far as the database. */
  openSlots: { slotDate: string; slotTime: string }[];
}

const ROLE: Record<string, Role> = { token: 'patient', dtoken: 'doctor', atoken: 'admin' };
const NAMES = Object.keys(calls) as CallName[];
const spec = (name: CallName) => calls[name] as CallSpec;

/** Ids that name nothing here: random UUIDs (never one of the seeded rows), or not ids at all. */
const strangerId = (known: string[]) =>
  fc.oneof(
    { arbitrary: fc.uuid().filter((id) => !known.includes(id)), weight: 3 },
    hostileString,
    hostileValue,
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
  );

/**
 * A field keeps its sane value or takes a hostile one; hostile keys may join, before or after. No other
 * entry shares the poisoned field's name, so no parser can let a sane duplicate win over it.
 */
function entries(base: Record<string, fc.Arbitrary<unknown>>, poison?: fc.Arbitrary<[string, unknown]>) {
  const fields = Object.entries(base).map(([key, sane]) => fc.tuple(fc.constant(key), mostly(sane, hostileValue)));
  const own = new Set([...Object.keys(base), 'password', 'docId', 'appointmentId', 'fees', 'available']);
  const extra = fc.array(
    fc.tuple(
      hostileKey.filter((k) => !own.has(k)),
      hostileValue,
    ),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...fields), poison ?? fc.constant(undefined), extra, fc.boolean()).map(([kept, poisoned, more, extraFirst]) => {
    const rest = (kept as [string, unknown][]).filter(([k]) => k !== poisoned?.[0]);
    const all = poisoned ? [poisoned, ...rest] : rest;
    return extraFirst ? [...more, ...all] : [...all, ...more];
  });
}

/** Mostly the sane value, so that many requests get deep into the handler before the poison bites. */
const mostly = <T>(sane: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: sane, weight: 4 }, { arbitrary: hostile, weight: 1 });
const field = <T>(key: string, value: fc.Arbitrary<T>) => fc.tuple(fc.constant(key), value as fc.Arbitrary<unknown>);
const text = (max = 40) => fc.string({ maxLength: max });
const address = fc.record({ line1: text(), line2: text() });
/** What the stored-text rule refuses (issue 17: a lone CR in an address became a line of a calendar file). */
const CONTROLS = [
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
];
/** In a field of several lines CR and LF are line breaks, kept; the rest are still refused. */
const MULTI_LINE_CONTROLS = CONTROLS.filter((c) => !/^[\r\n]+$/.test(c));
const word = fc.string({ unit: fc.constantFrom(...'aZ09.-'), minLength: 1, maxLength: 12 });
/** Text with a control character inside it, never at an end (where trimming would take it away). */
const withControl = (controls = CONTROLS) => fc.tuple(word, fc.constantFrom(...controls), word).map(([a, c, b]) => a + c + b);
const addressWithControl = fc.oneof(fc.record({ line1: withControl(), line2: word }), fc.record({ line1: word, line2: withControl() }));
const userDataWithControl = fc.oneof(
  fc.record({ name: withControl(), phone: fc.constant('98860 11223'), message: fc.constant('') }),
  fc.record({ name: fc.constant('Mallory'), phone: withControl(), message: fc.constant('') }),
  fc.record({ name: fc.constant('Mallory'), phone: fc.constant('98860 11223'), message: withControl(MULTI_LINE_CONTROLS) }),
);
/**
 * Values the contract's own schema refuses for that field as the server reads it, after the trip
 * through JSON (Infinity is sent as null): a poison that cannot turn out valid.
 */
const refusedBy = <T>(schema: z.ZodType, values: fc.Arbitrary<T>) =>
  values.filter((v) => !schema.safeParse(JSON.parse(jsonText(v))).success);
/** Decision 53: a doctor's texts in a language the site does not offer, in a field that is no free text, or with a control. */
const badTranslations = refusedBy(
  doctorTranslationsSchema,
  fc.oneof(
    fc.record({ ta: fc.record({ about: word }) }),
    fc.record({ hi: fc.record({ name: word }) }),
    fc.record({ kn: fc.record({ focus: withControl() }) }),
    fc.record({ hi: fc.record({ address: addressWithControl }) }),
    hostileValue,
  ),
);
const badPassword = (schema: z.ZodType) =>
  refusedBy(
    schema,
    fc.oneof(
      fc.string({ maxLength: 7 }),
      fc.integer({ min: 201, max: 3000 }).map((n) => 'p'.repeat(n)),
      hostileValue,
    ),
  );

/** A week the schedule's schema accepts, and values it refuses (overlapping, off the grid, backwards, not a week). */
const interval = fc.constantFrom({ from: '10:00', to: '13:30' }, { from: '17:30', to: '21:00' }, { from: '09:00', to: '12:00' });
const saneWeek = fc.record(
  Object.fromEntries(
    WEEK_ORDER.map((k) => [
      k,
      fc.subarray([
        { from: '10:00', to: '13:30' },
        { from: '17:30', to: '21:00' },
      ]),
    ]),
  ),
);
const badWeek = refusedBy(
  weeklyHoursSchema.nullable(),
  fc.oneof(
    saneWeek.map((w) => ({
      ...w,
      mon: [
        { from: '10:00', to: '13:30' },
        { from: '13:00', to: '15:00' },
      ],
    })),
    saneWeek.map((w) => ({ ...w, tue: [{ from: '10:00', to: '25:00' }] })),
    saneWeek.map((w) => ({ ...w, wed: [{ from: '10:15', to: '12:00' }] })),
    saneWeek.map((w) => ({ ...w, thu: [{ from: '12:00', to: '10:00' }] })),
    saneWeek.map(({ sun: _sun, ...six }) => six),
    fc.record({ mon: fc.array(interval, { minLength: 7, maxLength: 8 }) }),
    hostileValue,
  ),
);
/** Days some weeks ahead (not a day of the fuzz's bookings), and days the api refuses: past, unreal, malformed. */
const futureDay = fc.constantFrom('1_1_2031', '15_6_2031', '28_2_2031');
const badDay = fc.oneof(fc.constantFrom('1_1_2020', '31_2_2031', '7_13_2031', '0_0_0000', '2031-01-01', ''), hostileValue);
const badReason = refusedBy(
  addClosureRequestSchema.shape.reason,
  fc.oneof(fc.constant(''), withControl(), fc.constant('r'.repeat(121)), hostileValue),
);

const slotOf = (t: FuzzTargets) => {
  const open = fc.constantFrom(...t.openSlots);
  return {
    slotDate: mostly(
      open.map((s) => s.slotDate),
      fc.constantFrom('1_1_2031', '31_2_2030', '7_13_2030', '0_0_0000'),
    ),
    slotTime: mostly(
      open.map((s) => s.slotTime),
      fc.constantFrom('24:00', '9:5', ''),
    ),
  };
};

const emailField = registerRequestSchema.shape.email;

/**
 * POST calls without a body that act for the caller (end every session, begin a two-factor enrolment):
 * nothing in a request can make them refuse a real token, so they are sent only with refused credentials.
 */
const UNPOISONABLE: CallName[] = ['userLogoutAll', 'doctorLogoutAll', 'adminTwoFactorSetup', 'doctorTwoFactorSetup'];

/** The JSON body of each POST call; mutating ones always carry something that must be refused. */
function jsonBody(name: CallName, t: FuzzTargets): fc.Arbitrary<[string, unknown][]> {
  const stranger = strangerId([...t.appointmentIds, ...t.doctorIds]);
  const someoneElses = fc.oneof(fc.constantFrom(...t.appointmentIds), stranger);
  const login = { email: fc.oneof(text(), fc.constant('patient@sunrisehearing.in')), password: text() };
  switch (name) {
    case 'userRegister':
      return entries(
        { name: text(), email: fc.constant('mallory2@example.in') },
        field('password', badPassword(registerRequestSchema.shape.password)),
      );
    case 'userLogin':
    case 'adminLogin':
    case 'doctorLogin':
      return entries(login);
    // A doctor that does not exist, or a real one and an open slot with a control character in what the
    // patient typed: whatever the rest says, nothing can be booked.
    case 'userBook':
      return entries(
        {
          ...slotOf(t),
          docId: fc.constantFrom(...t.doctorIds),
          // Decision 57: a service the doctor may or may not offer, or none the clinic has.
          serviceId: fc.constantFrom('hearing-assessment', 'hearing-aid-fitting', 'speech-therapy', 'surgery', ''),
          userData: fc.record({
            name: mostly(text(), hostileString),
            phone: mostly(text(), hostileString),
            age: mostly(fc.nat(130), fc.integer()),
            message: hostileString,
          }),
        },
        fc.oneof(field('docId', stranger), field('userData', userDataWithControl)),
      );
    // The signed-in patient and doctor own no appointment, so another's id is "not found".
    case 'doctorCancel':
      return entries({ reason: text() }, field('appointmentId', someoneElses));
    case 'userCancel':
    case 'userKeepAppointment':
    case 'userPayment':
    case 'doctorComplete':
    case 'doctorNoShow':
      return entries({}, field('appointmentId', someoneElses));
    case 'userVerifyPayment':
      return entries({ success: fc.constantFrom(true, 'true'), sessionId: text() }, field('appointmentId', someoneElses));
    // Decision 31: Razorpay's pair, with someone else's appointment (and, to verify, a return nobody signed).
    case 'userPaymentRazorpay':
      return entries({}, field('appointmentId', someoneElses));
    case 'userVerifyRazorpay':
      return entries(
        {
          razorpay_payment_id: fc.oneof(text(), fc.constant('pay_Fuzz00000001')),
          razorpay_payment_link_id: fc.oneof(text(), fc.constant('plink_Fuzz00000001')),
          razorpay_payment_link_reference_id: text(),
          razorpay_payment_link_status: fc.constantFrom('paid', 'created'),
          razorpay_signature: fc.oneof(text(), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })),
        },
        field('appointmentId', someoneElses),
      );
    // Issue 23: a real open time, but someone else's appointment (the admin: none that exists).
    case 'userReschedule':
    case 'doctorReschedule':
      return entries(slotOf(t), field('appointmentId', someoneElses));
    case 'adminReschedule':
      return entries(slotOf(t), field('appointmentId', stranger));
    // Decision 50: a series always carrying a count, a repeat, a first date or (the admin's) a doctor the
    // api refuses, so nothing is booked whether or not it says confirm; the patient owns no series.
    case 'doctorBookSeries':
    case 'adminBookSeries':
      return entries(
        {
          ...(name === 'adminBookSeries' && { docId: fc.constantFrom(...t.doctorIds) }),
          email: fc.constantFrom('patient@sunrisehearing.in', 'mallory@example.in'),
          firstDate: futureDay,
          slotTime: fc.constantFrom('10:00', '17:30'),
          everyWeeks: fc.constantFrom(1, 2),
          count: fc.integer({ min: 2, max: 16 }),
          confirm: fc.boolean(),
          dates: fc.constant(['1_1_2031']),
        },
        fc.oneof(
          field('count', refusedBy(doctorSeriesRequestSchema.shape.count, fc.oneof(fc.constantFrom(0, 1, 17, 2.5, '3'), hostileValue))),
          field('everyWeeks', refusedBy(doctorSeriesRequestSchema.shape.everyWeeks, fc.oneof(fc.constantFrom(0, 3, '1'), hostileValue))),
          field('firstDate', badDay),
          ...(name === 'adminBookSeries' ? [field('docId', stranger)] : []),
        ),
      );
    case 'userCancelSeries':
      return entries({ fromAppointmentId: someoneElses }, field('seriesId', someoneElses));
    case 'adminCancel':
      return entries({ reason: text() }, field('appointmentId', stranger));
    case 'adminNoShow':
    case 'adminKeepAppointment':
    case 'doctorKeepAppointment':
      return entries({}, field('appointmentId', stranger));
    case 'adminChangeAvailability':
    case 'adminDeleteDoctor':
      return entries({ cancelAffected: fc.boolean() }, field('docId', stranger));
    // A patient who does not exist: nobody is blocked, nothing is cancelled.
    case 'adminBlockPatient':
      return entries({ blocked: fc.boolean() }, field('userId', stranger));
    case 'adminCancelPatientAppointments':
      return entries({}, field('userId', stranger));
    case 'doctorUpdateProfile':
      return entries(
        { address, fees: fc.nat(5000), about: text(), available: fc.boolean() },
        fc.oneof(
          field(
            'fees',
            refusedBy(doctorProfileUpdateSchema.shape.fees, fc.oneof(fc.constantFrom(-1, 0.5, 1_000_001, 'ten', '1e9'), hostileValue)),
          ),
          field('available', refusedBy(doctorProfileUpdateSchema.shape.available, hostileValue)),
          field('address', addressWithControl),
          field('about', withControl(MULTI_LINE_CONTROLS)),
          field('focus', withControl()),
          field('languages', refusedBy(doctorProfileUpdateSchema.shape.languages, fc.oneof(fc.constant([]), hostileValue))),
          field('translations', badTranslations),
        ),
      );
    // A message always carrying something the contact schema refuses, so nothing reaches the Inbox.
    case 'contactSend':
      return entries(
        {
          name: text(),
          email: fc.constantFrom('asha@example.in', ''),
          phone: fc.constantFrom('98450 00000', '+44 20 7946 0958', ''),
          subject: text(),
          message: text(),
          newsletter: fc.boolean(),
          website: fc.constant(''),
        },
        fc.oneof(
          field('name', withControl()),
          field('phone', withControl()),
          field('subject', withControl()),
          field('message', withControl(MULTI_LINE_CONTROLS)),
          field('email', fc.constantFrom('asha@', 'a b@example.in', 'no-at-sign', 'x'.repeat(255))),
        ),
      );
    // No message in the fuzz's database: whichever id, nothing is marked read.
    case 'adminInboxRead':
      return entries({}, field('messageId', stranger));
    // Nobody's message (random ids are never one of the outbox's): nothing is queued again.
    case 'adminRetryMessage':
      return entries({}, field('messageId', stranger));
    // The one-click unsubscribe reads its token from the query, which the fuzz's POSTs never carry: refused.
    case 'unsubscribeOneClick':
      return entries({ 'List-Unsubscribe': fc.constant('One-Click'), token: text() });
    // The clinic's calendar (decision 44): always a week, a policy, a date or a reason the api refuses,
    // or nobody's doctor, closure or leave.
    case 'adminSetClinicHours':
      return entries(
        {
          weekly: saneWeek,
          windowDays: fc.integer({ min: 1, max: 30 }),
          minNoticeMinutes: fc.nat(120),
          cancelCutoffMinutes: fc.nat(120),
          cancelAffected: fc.boolean(),
        },
        fc.oneof(
          field('weekly', badWeek),
          field('windowDays', refusedBy(clinicHoursSchema.shape.windowDays, fc.oneof(fc.constantFrom(0, 366, 1.5, '7'), hostileValue))),
        ),
      );
    case 'adminAddClosure':
      return entries(
        { slotDate: futureDay, reason: text(), cancelAffected: fc.boolean() },
        fc.oneof(field('slotDate', badDay), field('reason', badReason)),
      );
    // Decision 57: always a service, a length or a fee the api refuses, so no service changes.
    case 'adminUpdateService':
      return entries(
        {
          serviceId: fc.constantFrom('hearing-assessment', 'tympanometry'),
          durationMinutes: fc.constantFrom(30, 45, 90),
          fee: fc.nat(5000),
        },
        fc.oneof(
          field('serviceId', refusedBy(updateServiceRequestSchema.shape.serviceId, fc.oneof(fc.constantFrom('surgery', ''), hostileValue))),
          field(
            'durationMinutes',
            refusedBy(
              updateServiceRequestSchema.shape.durationMinutes,
              fc.oneof(fc.constantFrom(0, 10, 32, 30.5, 241, '45'), hostileValue),
            ),
          ),
          field('fee', refusedBy(updateServiceRequestSchema.shape.fee, fc.oneof(fc.constantFrom(-1, 1.5, 1_000_001, '800'), hostileValue))),
        ),
      );
    case 'adminDeleteClosure':
      return entries({}, field('closureId', stranger));
    case 'adminDoctorHours':
      return entries(
        { docId: fc.constantFrom(...t.doctorIds), weekly: fc.option(saneWeek, { nil: null }), cancelAffected: fc.boolean() },
        fc.oneof(field('docId', stranger), field('weekly', badWeek)),
      );
    case 'adminAddLeave':
    case 'doctorAddLeave':
      return entries(
        {
          ...(name === 'adminAddLeave' && { docId: fc.constantFrom(...t.doctorIds) }),
          from: futureDay,
          to: futureDay,
          reason: text(),
          cancelAffected: fc.boolean(),
        },
        fc.oneof(
          field('from', badDay),
          field('reason', badReason),
          field(
            'fromTime',
            refusedBy(gridTimeSchema.optional(), fc.oneof(fc.constantFrom('10:15', '25:00', '9:00', '24:30'), hostileValue)),
          ),
          ...(name === 'adminAddLeave' ? [field('docId', stranger)] : []),
        ),
      );
    case 'adminDeleteLeave':
    case 'doctorDeleteLeave':
      return entries({}, field('leaveId', stranger));
    // Issue 22: an e-mail that is not one, a password the schema refuses, a code or password that is not
    // right, nobody's doctor, a setting that is not a yes or no.
    case 'userForgotPassword':
    case 'doctorForgotPassword':
      return entries(
        {},
        field('email', refusedBy(emailField, fc.oneof(fc.constantFrom('asha@', 'a b@example.in', 'no-at-sign', ''), hostileValue))),
      );
    case 'userResetPassword':
    case 'doctorResetPassword':
      return entries({ token: text() }, field('password', badPassword(newPasswordSchema)));
    // Issue 35: nobody's link, or not a link at all.
    case 'userResetLinkCheck':
    case 'doctorResetLinkCheck':
      return entries({}, field('token', fc.oneof(text(), hostileValue)));
    case 'userChangePassword':
    case 'doctorChangePassword':
      return entries({ currentPassword: text() }, field('newPassword', badPassword(newPasswordSchema)));
    // The fuzz's patient's password is never one a generator writes.
    case 'userDeleteAccount':
      return entries({}, field('password', fc.oneof(text(), hostileValue)));
    case 'adminSendDoctorReset':
      return entries({}, field('docId', stranger));
    // Decision 55: a password the policy refuses, so nobody is added; a staff id that names nobody.
    case 'adminAddStaff':
      return entries(
        { email: fc.constant('mallory-desk@example.in'), role: fc.constant('front_desk') },
        field('password', badPassword(newPasswordSchema)),
      );
    case 'adminRemoveStaff':
      return entries({}, field('staffId', stranger));
    case 'adminSetSecuritySettings':
      return entries({}, field('requireDoctorTwoFactor', refusedBy(securitySettingsSchema.shape.requireDoctorTwoFactor, hostileValue)));
    // Nobody in the fuzz's database has begun enrolling (setup is never sent with a real token), so no code confirms or disables.
    case 'adminTwoFactorConfirm':
    case 'doctorTwoFactorConfirm':
      return entries({}, field('code', fc.oneof(text(), hostileValue)));
    case 'adminTwoFactorDisable':
    case 'doctorTwoFactorDisable':
      return entries({ password: text() }, field('code', fc.oneof(text(), hostileValue)));
    // Issue 34: a number that is not one (WhatsApp is off in the fuzz's api, so even a good one sends
    // nothing), and a code for a phone nobody asked to prove.
    case 'userSendPhoneCode':
      return entries(
        {},
        field(
          'phone',
          refusedBy(sendPhoneCodeRequestSchema.shape.phone, fc.oneof(fc.constantFrom('98450', '+', 'call me', ''), hostileValue)),
        ),
      );
    case 'userVerifyPhone':
      return entries({}, field('code', fc.oneof(text(), hostileValue)));
    // A link that is not one: altered, nobody's, or not a link at all.
    case 'userConfirmEmail':
    case 'userKeepAppointmentByLink':
      return entries({}, field('token', fc.oneof(text(), fc.constantFrom(`${NO_DOCTOR}.9999999999.AAAA`, '..'), hostileValue)));
    // E-mail is off in the fuzz's api, so a link is refused (409) without being sent or counted.
    case 'userSendEmailLink':
      return entries({});
    // Calls with no body, which change data for whoever may make them: sent only with refused credentials (see UNPOISONABLE).
    case 'userLogoutAll':
    case 'doctorLogoutAll':
    case 'adminTwoFactorSetup':
    case 'doctorTwoFactorSetup':
      return entries({});
    // A new call must be taught here which of its bodies are refused, or the digest check means nothing.
    default:
      throw new Error(`the fuzz does not know how to poison ${name}: add it to jsonBody`);
  }
}

/** A well-framed multipart body of text parts and, when given, one file part. */
function multipart(parts: { name: string; value: string | Uint8Array; file?: boolean }[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name.replace(/["\r\n]/g, '_')}"${p.file ? '; filename="x.png"' : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.file ? 'Content-Type: image/png\r\n' : ''}\r\n`));
    chunks.push(Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Long and odd enough that no generated value contains it, so every part ends where it was written. */
const BOUNDARY = 'reliability-Zq7MA4YWxkTrZu0gW';

/** A doctor id that names nobody: an edit of it changes nothing even when every other field is sane. */
const NO_DOCTOR = '00000000-0000-4000-8000-000000000000';

/** Forms of the upload calls: always an invalid field or an image no decoder accepts (and for an edit, nobody's id). */
function formBody(name: CallName) {
  if (name !== 'userUpdateProfile' && name !== 'adminAddDoctor' && name !== 'adminUpdateDoctor')
    throw new Error(`the fuzz does not know how to poison the form of ${name}`);
  const asText = (v: unknown) => (typeof v === 'string' ? v : jsonText(v));
  const sane =
    name === 'userUpdateProfile'
      ? {
          name: text(),
          phone: text(),
          gender: fc.constantFrom(...GENDERS),
          dob: fc.constant('Not Selected'),
          address: address.map(jsonText),
        }
      : {
          ...(name === 'adminUpdateDoctor' ? { docId: fc.constant(NO_DOCTOR) } : { password: fc.constant('long-enough-1') }),
          name: text(),
          email: fc.constant('new.doctor@example.in'),
          degree: text(),
          fees: fc.constant('500'),
          address: address.map(jsonText),
          languages: fc.constantFrom('["English"]', '["Kannada","English"]'),
          services: fc.constantFrom('[]', '["tinnitus"]'),
        };
  const poison = (key: string, values: fc.Arbitrary<unknown>) => fc.tuple(fc.constant(key), values.map(asText));
  // Each refused by the schema: an unknown gender, a short password, or a control character in stored text.
  const badField =
    name === 'userUpdateProfile'
      ? fc.oneof(
          poison('gender', refusedBy(updateProfileFieldsSchema.shape.gender, hostileString)),
          poison('name', withControl()),
          poison('phone', withControl()),
          poison('address', addressWithControl),
          poison('notifyEmail', refusedBy(updateProfileFieldsSchema.shape.notifyEmail, hostileString)),
          poison('language', refusedBy(updateProfileFieldsSchema.shape.language, hostileString)),
        )
      : fc.oneof(
          name === 'adminUpdateDoctor'
            ? poison('focus', withControl())
            : poison(
                'password',
                badPassword(addDoctorFieldsSchema.shape.password)
                  .map(asText)
                  .filter((v) => !addDoctorFieldsSchema.shape.password.safeParse(v).success),
              ),
          poison(
            'languages',
            refusedBy(addDoctorFieldsSchema.shape.languages, fc.oneof(fc.constant([]), fc.constant(['Klingon']), hostileValue)),
          ),
          poison('services', refusedBy(addDoctorFieldsSchema.shape.services, fc.oneof(fc.constant(['surgery']), hostileValue))),
          poison('name', withControl()),
          poison('degree', withControl()),
          poison('about', withControl(MULTI_LINE_CONTROLS)),
          poison('address', addressWithControl),
          poison('translations', badTranslations),
          poison('notifyEmail', refusedBy(updateProfileFieldsSchema.shape.notifyEmail, hostileString)),
          poison('language', refusedBy(updateProfileFieldsSchema.shape.language, hostileString)),
        );
  const fields = Object.entries(sane).map(([k, v]) =>
    fc.tuple(fc.constant(k), mostly(v as fc.Arbitrary<string>, hostileValue.map(asText))),
  );
  const extra = fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 3 });
  const badImage = fc.record({ poison: fc.constant('image'), image: unreadableImage.map((b) => b as Uint8Array | undefined) });
  const badForm = fc.record({ poison: fc.constant('field'), image: fc.option(anyFile, { nil: undefined }), bad: badField });
  return fc.tuple(fc.tuple(...fields), fc.oneof(badImage, badForm), extra, fc.constant(BOUNDARY)).map(([kept, plan, more, boundary]) => {
    const parts: { name: string; value: string | Uint8Array; file?: boolean }[] = [];
    if ('bad' in plan) parts.push({ name: plan.bad[0], value: plan.bad[1] });
    for (const [k, v] of kept) if (!('bad' in plan && k === plan.bad[0])) parts.push({ name: k, value: v as string });
    for (const [k, v] of more) parts.push({ name: k === 'image' ? 'image_' : k, value: v });
    if (plan.image) parts.push({ name: 'image', value: plan.image, file: true });
    return { body: multipart(parts, boundary), contentType: `multipart/form-data; boundary=${boundary}` };
  });
}

/** Forms broken in their framing, or another content type entirely. */
const brokenForm = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=zz',
      'multipart/mixed; boundary=x',
    ),
    body: fc.string({ maxLength: 200 }),
  }),
  fc.record({
    contentType: fc.constant('multipart/form-data; boundary=x'),
    body: fc.constantFrom(
      '--x\r\n',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
      '--x\r\nContent-Disposition: form-data\r\n\r\nA\r\n--x--',
      '--x--',
    ),
  }),
  fc.record({
    contentType: fc.constant('multipart/form-data; boundary=x'),
    body: fc
      .integer({ min: 22, max: 60 })
      .map(
        (n) =>
          Array.from({ length: n }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + '--x--\r\n',
      ),
  }),
  fc.record({
    contentType: fc.constant('multipart/form-data; boundary=x'),
    body: fc.constant(`--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n${'n'.repeat(70_000)}\r\n--x--\r\n`),
  }),
  fc.record({ contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), body: brokenJson }),
);

/** How a body travels: as JSON text, broken, too big, or under a type no parser takes. */
const bodyShape = (json: fc.Arbitrary<string>) =>
  fc.oneof(
    { arbitrary: json.map((body) => ({ contentType: 'application/json', body })), weight: 6 },
    { arbitrary: brokenJson.map((body) => ({ contentType: 'application/json', body })), weight: 2 },
    {
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/jsonx',
          'image/png',
          '',
        ),
        body: json,
      }),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom('x', '𝕳').map((unit) => ({ contentType: 'application/json', body: `{"email":"${unit.repeat(70_000)}"}` })),
      weight: 1,
    },
  );

const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'limit', 'status', 'state', 'q', 'date', 'q[]', 'page[__proto__]', '__proto__'), hostileKey),
      fc.oneof(hostileString, fc.constantFrom('0', '-1', '1.5', '1e400', '0x10', '100001', ' 1', 'active', 'cancelled', 'failed')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&') : ''));

/** Paths outside the table where traversal or odd ids could do harm: pictures, the docs' files, the demo checkout. */
const elsewhere = fc.oneof(
  fc.constantFrom(...TRAVERSALS).map((p) => `/api/images/${p}`),
  fc.constantFrom(...TRAVERSALS).map((p) => `/api/docs/static/${p}`),
  hostileString.map((s) => `/api/images/${encodePart(s)}`),
  fc
    .tuple(hostileString, fc.constantFrom('', '/pay', '/cancel'))
    .map(([s, action]) => `/api/payments/demo/checkout/${encodePart(s)}${action}`),
  fc.integer({ min: 201, max: 2000 }).map((n) => `/api/images/${'a'.repeat(n)}.webp`),
);

/** The router's limit on one path parameter (api/src/app.ts): a longer one is refused (414) before any guard. */
const MAX_PARAM_LENGTH = 200;

/**
 * The address of a call that names its appointment in the path (decision 51's receipts): someone else's,
 * nobody's, or not an id at all; one the guard must see (`toGuard`) short enough to reach it. Other calls
 * keep their path as written.
 */
function pathOf(name: CallName, t: FuzzTargets, toGuard: boolean): fc.Arbitrary<string> {
  const path = spec(name).path;
  if (!path.includes(':appointmentId')) return fc.constant(path);
  const id = fc
    .oneof(fc.constantFrom(...t.appointmentIds), strangerId([...t.appointmentIds, ...t.doctorIds]))
    .map((value) => encodePart(typeof value === 'string' ? value : jsonText(value)))
    .filter((part) => !toGuard || part.length <= MAX_PARAM_LENGTH);
  return id.map((part) => path.replace(':appointmentId', part));
}

/** Every call of the table, and some beyond it, each reached in one of the hostile ways. */
export function fuzzRequest(t: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  const perCall = NAMES.map((name) => {
    const s = spec(name);
    const role = s.auth === 'none' ? undefined : ROLE[s.auth];
    const header = (token: string | undefined): Record<string, string> => (role && token !== undefined ? { [s.auth]: token } : {});
    // Two calls may share a path with different methods (the clinic hours: GET reads, POST sets); neither is a wrong method there.
    const ownMethods: string[] = NAMES.filter((n) => spec(n).path === s.path).map((n) => spec(n).method);
    const wrongMethod = fc.record({
      call: fc.constant(name),
      kind: fc.constant('method' as const),
      url: fc.constant(s.path),
      headers: fc.constant(header(role && t.valid[role])),
      method: fc.constantFrom(
        ...['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'HEAD'].filter(
          (m) => !ownMethods.includes(m) && !(m === 'HEAD' && ownMethods.includes('GET')),
        ),
      ),
    });
    const twisted = fc.record({
      call: fc.constant(name),
      kind: fc.constant('path' as const),
      method: fc.constant(s.method),
      headers: fc.constant(header(role && t.valid[role])),
      url: fc.oneof(
        pathTwist.map((p) => s.path + p),
        badEscape.map((e) => s.path + e),
        fc.constant(`/api${s.path.slice(4).toUpperCase()}`),
        fc.constant(s.path.replace('/api/', '/api//')),
      ),
    });
    const body: fc.Arbitrary<{ contentType: string; body: string | Buffer }> = s.multipart
      ? fc.oneof(formBody(name), brokenForm)
      : s.method === 'POST'
        ? bodyShape(jsonBody(name, t).map((e) => jsonText(new JsonObject(e))))
        : fc.constant({ contentType: '', body: '' });
    const withBody = (kind: FuzzRequest['kind'], token: fc.Arbitrary<string | undefined>) =>
      fc
        .tuple(token, body, s.method === 'GET' ? query : fc.constant(''), pathOf(name, t, kind === 'auth'))
        .map(([tok, b, q, path]): FuzzRequest => ({
          call: name,
          kind,
          method: s.method,
          url: path + q,
          headers: { ...header(tok), ...(b.contentType ? { 'content-type': b.contentType } : {}) },
          ...(b.body === '' && s.method === 'GET' ? {} : { payload: b.body }),
        }));
    const mutates = s.method === 'POST' && !['userLogin', 'adminLogin', 'doctorLogin'].includes(name);
    const acting = withBody(mutates ? 'poisoned' : 'read', fc.constant(role && t.valid[role]));
    const options: fc.WeightedArbitrary<FuzzRequest>[] = [
      { arbitrary: wrongMethod, weight: 1 },
      { arbitrary: twisted, weight: 1 },
      ...(UNPOISONABLE.includes(name) ? [] : [{ arbitrary: acting, weight: 4 }]),
    ];
    if (role)
      options.push({ arbitrary: withBody('auth', fc.oneof(fc.constant(undefined), fc.constantFrom(...t.refused[role]))), weight: 2 });
    return fc.oneof(...options);
  });
  const beyond = fc.record({
    call: fc.constant('elsewhere' as const),
    kind: fc.constant('path' as const),
    headers: fc.constant({}),
    method: fc.constantFrom('GET', 'POST'),
    url: elsewhere,
  });
  // A forged payment event for a real appointment: without Stripe's signature it must change nothing.
  const webhook = fc
    .tuple(
      fc.oneof(
        brokenJson,
        fc.constantFrom(...t.appointmentIds).map((id) =>
          JSON.stringify({
            id: 'evt_forged',
            type: 'checkout.session.completed',
            data: { object: { metadata: { appointmentId: id }, payment_status: 'paid' } },
          }),
        ),
      ),
      fc.option(hostileString.map(encodePart), { nil: undefined }),
    )
    .map(([payload, signature]): FuzzRequest => ({
      call: 'elsewhere',
      kind: 'poisoned',
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': `t=1,v1=${signature}` }) },
    }));
  return fc.oneof(...perCall, beyond, webhook);
}
