import { ne, sql } from 'drizzle-orm';
import type {
  AuditAction,
  AuditActorRole,
  DoctorTranslations,
  MessageChannel,
  MessageKind,
  MessageState,
  ServiceId,
  WeeklyHours,
} from '@clinic/shared/contract';
import { APPOINTMENT_STATUSES, PATIENT_RELATIONSHIPS, PAYMENT_PROVIDERS, REFUND_STATUSES } from '@clinic/shared/contract';
import type { StaffAccountRole } from '@clinic/shared/permissions';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Both drivers hand back bytes: node-postgres as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Images are content-addressed: the id is the SHA-256 of the WebP bytes, so a URL never changes meaning. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    bytes: bytea('bytes').notNull(),
    mime: text('mime').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the image is stored and (by triggers, migration 0008) when a patient or doctor lets go of it;
     * the sweep deletes it once this is a few minutes old and nothing points at it, or clears it if something does.
     */
    releasedAt: timestamp('released_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('images_released')
      .on(t.releasedAt)
      .where(sql`${t.releasedAt} is not null`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    imageId: text('image_id').references(() => images.id),
    speciality: text('speciality').notNull(),
    /** Beside the speciality, and what the doctor speaks and offers (migration 0009, decision 42). */
    focus: text('focus').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Ids of the clinic's services (`SERVICE_IDS`). */
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    degree: text('degree').notNull(),
    experience: text('experience').notNull(),
    about: text('about').notNull().default(''),
    fees: integer('fees').notNull(),
    available: boolean('available').notNull().default(true),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    /**
     * Deleting a doctor is a soft delete: the row stays so appointments keep a valid doc_id and their
     * doc_data snapshot, the doctor vanishes from every list and can no longer log in, their active
     * appointments are cancelled (freeing the slots), and the email may be used for a new doctor.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The doctor's own week inside the clinic's hours (migration 0012, decision 44); null: all the clinic's hours. */
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>(),
    /** Goes up when every session must end (a password change or reset, "sign out everywhere"); tokens carry it (migration 0014). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** About, focus and address in Hindi and Kannada, beside the English columns (migration 0024, decision 53). */
    translations: jsonb('translations').$type<DoctorTranslations>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('doctors_email_active')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    index('doctors_list_order').on(t.createdAt, t.name),
    index('doctors_by_image')
      .on(t.imageId)
      .where(sql`${t.imageId} is not null`),
    check('doctors_fees_not_negative', sql`${t.fees} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    /** The number the account proved with a code (E.164, migration 0020): WhatsApp goes only there, while it is `phone`. */
    verifiedPhone: text('verified_phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** When the account proved its e-mail with a link sent to it (migration 0022); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Proof links sent in the hour from `emailLinkWindow`: three an hour at most. */
    emailLinksSent: integer('email_links_sent').notNull().default(0),
    emailLinkWindow: timestamp('email_link_window', { withTimezone: true }),
    imageId: text('image_id').references(() => images.id),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    gender: text('gender').notNull().default('Not Selected'),
    dob: text('dob').notNull().default('Not Selected'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the admin has blocked the patient: signed out, no sign-in, no booking (migration 0006). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /** What the patient chose about messages (migration 0013, decision 46). */
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(false),
    /** Reminders only: a booking's confirmation and cancellation always go. */
    reminders: boolean('reminders').notNull().default(true),
    language: text('language').notNull().default('en'),
    noPhoneCalls: boolean('no_phone_calls').notNull().default(false),
    /** Migration 0014 (decision 47): tokens carry the epoch they were issued under; a higher one ends them. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** The privacy notice accepted at sign-up (null for accounts made before there was one). */
    privacyVersion: text('privacy_version'),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** Set when the patient deleted their account: the row stays, anonymised, for the appointments it holds. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    index('users_by_image')
      .on(t.imageId)
      .where(sql`${t.imageId} is not null`),
    // The admin's Patients page: newest first, and (migration 0006, where pg_trgm is offered) a trigram
    // index `users_search_trgm` on name || ' ' || email || ' ' || phone for its search.
    index('users_by_created').on(t.createdAt, t.id),
  ],
);

/**
 * The person cared for (migration 0027, decision 56), apart from any log-in: appointments, and the clinical
 * records to come, belong to a patient. `needs` are what the clinic must remember about them ("no phone
 * calls"); `archivedAt` is set when the person is no longer the clinic's (the holder of a deleted account).
 */
export const patients = pgTable('patients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** 'YYYY-MM-DD'; null when not told. */
  dob: date('dob', { mode: 'string' }),
  /** 'Male' or 'Female'; null when not told. */
  sex: text('sex'),
  phone: text('phone').notNull().default(''),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  needs: text('needs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** The patients an account acts for, each with the relationship; exactly one `self` per account (its holder). */
export const patientAccounts = pgTable(
  'patient_accounts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    relationship: text('relationship', { enum: PATIENT_RELATIONSHIPS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'patient_accounts_pk', columns: [t.accountId, t.patientId] }),
    uniqueIndex('patient_accounts_self')
      .on(t.accountId)
      .where(sql`${t.relationship} = 'self'`),
    index('patient_accounts_by_patient').on(t.patientId),
    check('patient_accounts_relationship', sql`${t.relationship} in ('self', 'child', 'parent', 'spouse', 'other')`),
  ],
);

export interface AppointmentUserData {
  name: string;
  /** The patient's picture when they booked. */
  imageId?: string | null;
  age: number | null;
  email: string;
  phone: string;
  message: string;
}
export interface AppointmentDocData {
  name: string;
  imageId: string | null;
  speciality: string;
  address: { line1: string; line2: string };
}

export type CancelledBy = 'patient' | 'doctor' | 'clinic';
export type KeptBy = 'patient' | 'clinic';

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Who the appointment is for (decision 56); `userId` is the account that holds it (and booked it, unless staff did). */
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The member of staff who booked it, as the audit log names staff ('admin' or 'doctor', and their id); null: the account did. */
    bookedByStaffRole: text('booked_by_staff_role'),
    bookedByStaffId: text('booked_by_staff_id'),
    docId: uuid('doc_id')
      .notNull()
      .references(() => doctors.id),
    userData: jsonb('user_data').$type<AppointmentUserData>().notNull(),
    docData: jsonb('doc_data').$type<AppointmentDocData>().notNull(),
    amount: integer('amount').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * One status (decision 58, migration 0029): 'active' until it is cancelled, completed or a No-show (set by
     * staff from the start time on, decision 41). The wire's `cancelled`, `isCompleted` and `noShow` are read off it.
     */
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('active'),
    payment: boolean('payment').notNull().default(false),
    paymentSessionId: text('payment_session_id'),
    /** Decision 49 (migration 0016): the refund of a cancelled paid appointment; null when none is owed. */
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** Who cancelled: 'patient', 'doctor' or 'clinic' (migration 0013); null while not cancelled. */
    cancelledBy: text('cancelled_by').$type<CancelledBy>(),
    /** The reason staff gave, told to the patient; '' when none. */
    cancelReason: text('cancel_reason').notNull().default(''),
    /** The weekly therapy series it belongs to (migration 0017, decision 50); null for a single booking. */
    seriesId: uuid('series_id'),
    /** Who asked that the unpaid booking be kept past the clinic's release time (migration 0023): 'patient' or 'clinic'. */
    keptBy: text('kept_by').$type<KeptBy>(),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    /** When the visit starts (migration 0030, decision 57): the one time of the appointment. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** How long it lasts: a consultation 30 minutes, a service its own length when booked. */
    durationMinutes: integer('duration_minutes').notNull().default(30),
    /** The clinic service booked (`clinic_services`); null for a consultation. */
    serviceId: text('service_id')
      .$type<ServiceId>()
      .references(() => clinicServices.id),
  },
  (t) => [
    // The slot guarantee lives in the database: no two visits that are not cancelled overlap, for one
    // doctor or one patient (the person, decision 56), whatever their lengths (decision 8, decision 57).
    // Exclusion constraints over `visit_span(starts_at, duration_minutes)` (migration 0030), which drizzle
    // cannot describe: `appointments_doctor_no_overlap`, `appointments_patient_no_overlap`.
    // The lists are newest first (`order by booked_at desc`, which a backward scan of these serves), per
    // doctor, per patient and clinic-wide, optionally filtered by status (decision 21).
    index('appointments_by_doctor').on(t.docId, t.bookedAt),
    index('appointments_by_user').on(t.userId, t.bookedAt),
    index('appointments_by_time').on(t.bookedAt),
    index('appointments_by_status').on(t.status, t.bookedAt),
    index('appointments_by_doctor_status').on(t.docId, t.status, t.bookedAt),
    // Whether a patient still has an appointment with a doctor, when one is deleted (migration 0005).
    index('appointments_by_doctor_patient').on(t.docId, t.userId),
    // The sessions of one series (migration 0017): a patient's "cancel the rest of the series".
    index('appointments_by_series')
      .on(t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    // A day's list in start order and its counts, clinic-wide or one doctor's (migration 0033, which also
    // carries the status in the index with INCLUDE, for index-only counts; drizzle cannot say so).
    index('appointments_by_start').on(t.startsAt, t.docId),
    // The holds the release sweep may free (migration 0023): active, unpaid, unkept, not a series.
    index('appointments_unpaid_holds')
      .on(t.startsAt)
      .where(sql`${t.status} = 'active' and not ${t.payment} and ${t.keptBy} is null and ${t.seriesId} is null`),
    // The No-show tab, newest first: partial indexes of the few No-show rows (migration 0010).
    index('appointments_no_show_by_time')
      .on(t.bookedAt)
      .where(sql`${t.status} = 'no-show'`),
    index('appointments_no_show_by_doctor')
      .on(t.docId, t.bookedAt)
      .where(sql`${t.status} = 'no-show'`),
    // Whether a snapshot still shows an image, for the image sweep (migration 0008).
    index('appointments_by_patient_image')
      .on(sql`(${t.userData}->>'imageId')`)
      .where(sql`(${t.userData}->>'imageId') is not null`),
    index('appointments_by_doctor_image')
      .on(sql`(${t.docData}->>'imageId')`)
      .where(sql`(${t.docData}->>'imageId') is not null`),
    check('appointments_amount_not_negative', sql`${t.amount} >= 0`),
    check('appointments_staff_booker', sql`(${t.bookedByStaffRole} is null) = (${t.bookedByStaffId} is null)`),
    check('appointments_refund_status', sql`${t.refundStatus} in ('pending', 'failed', 'refunded')`),
    check('appointments_status', sql`${t.status} in ('active', 'completed', 'cancelled', 'no-show')`),
    check('appointments_duration', sql`${t.durationMinutes} BETWEEN 1 AND 480`),
    // The admin dashboard's refunds not yet back (decision 49).
    index('appointments_refunds_owed')
      .on(t.bookedAt)
      .where(sql`${t.refundStatus} in ('pending', 'failed')`),
  ],
);

/**
 * A visit that holds its time, for its doctor and its patient: every one not cancelled. The exclusion
 * constraints' WHERE (migration 0030), for the queries that read what is taken.
 */
export const holdsItsTime = ne(appointments.status, 'cancelled');

/** Payment events already applied, so a replayed webhook changes nothing. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: text('id').primaryKey(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout sessions of the built-in demo provider (decision 12): the stand-in for Stripe's own records,
 * so the verify path asks "is this session paid?" the same way whichever provider is configured.
 */
export const demoPaymentSessions = pgTable(
  'demo_payment_sessions',
  {
    id: text('id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled', 'expired', 'refunded'] })
      .notNull()
      .default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_payment_sessions_by_appointment').on(t.appointmentId),
    check('demo_payment_sessions_status', sql`${t.status} in ('open', 'paid', 'cancelled', 'expired', 'refunded')`),
  ],
);

export const CHECKOUT_SESSION_STATUSES = [
  'open',
  'expired',
  'paid',
  'refund_pending',
  'refund_started',
  'refunded',
  'refund_failed',
] as const;

/**
 * Every checkout session the clinic opened (migration 0007), so no payment goes unrecorded: `open` until
 * the provider closes it (`expired`) or it is paid; a payment settles its appointment (`paid`) or goes
 * back (`refund_pending` → `refunded`, or `refund_failed` while the provider refuses: retried by the sweep).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
    amountPaise: integer('amount_paise').notNull(),
    paymentIntent: text('payment_intent'),
    refundId: text('refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the provider took the money (migration 0016): the receipt's date paid. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checkout_sessions_by_appointment').on(t.appointmentId),
    // What the sweep reads: the few open sessions, and the refunds still owed.
    index('checkout_sessions_open')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'open'`),
    index('checkout_sessions_refunds_due')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('refund_pending', 'refund_failed', 'refund_started')`),
    check('checkout_sessions_provider', sql`${t.provider} in ('demo', 'stripe', 'razorpay')`),
    check(
      'checkout_sessions_status',
      sql`${t.status} in ('open', 'expired', 'paid', 'refund_pending', 'refund_started', 'refunded', 'refund_failed')`,
    ),
  ],
);

/**
 * The per-status appointment counts of the staff lists and dashboards, kept exact from the appointments'
 * events by a statement trigger on `appointment_events` (migration 0035; on the rows since 0004 before it):
 * each change adds signed rows here, never updates one, so bookings
 * do not queue on a shared counter. Summing reads a few rows instead of a clinic's whole history;
 * `compactStatusCounts` folds the rows together now and then.
 */
export const appointmentCountDeltas = pgTable(
  'appointment_count_deltas',
  {
    docId: uuid('doc_id').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('appointment_count_deltas_by_doctor').on(t.docId)],
);

/**
 * The doctor dashboard's totals (decision 20), kept like the status counts by the events' trigger of
 * migration 0035 (the rows' triggers of 0005 before it), which adds signed rows (`earned`: rupees of completed or paid appointments, not cancelled, and since 0010
 * not No-show; `patients`: patients seen for the first time), so the dashboard sums a few rows instead of
 * a doctor's history.
 */
export const doctorTotalDeltas = pgTable(
  'doctor_total_deltas',
  {
    docId: uuid('doc_id').notNull(),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    patients: integer('patients').notNull(),
  },
  (t) => [index('doctor_total_deltas_by_doctor').on(t.docId)],
);

/** Each patient a doctor has ever had an appointment with, once: what makes `patients` a distinct count. */
export const doctorPatients = pgTable(
  'doctor_patients',
  {
    docId: uuid('doc_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.docId, t.userId] })],
);

/**
 * What visitors send through the contact form (migration 0011, decision 40), read by the admin in the
 * Inbox. `email` and `phone` are '' when not given, never both; `readAt` is null while unread.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_newest').on(t.createdAt, t.id),
    index('contact_messages_unread')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
    check('contact_messages_a_way_to_reply', sql`${t.email} <> '' or ${t.phone} <> ''`),
  ],
);

/**
 * The clinic's calendar settings (migration 0012, decision 44): one row (id 1) with the weekly opening
 * hours and the booking policy, started as the spec's grid. `scheduleVersion` goes up, under this row's
 * lock, with every change of the calendar (hours, policy, closures, a doctor's week, leave); a booking
 * inserts only while the version it checked its slot against is still current.
 */
export const clinicSettings = pgTable(
  'clinic_settings',
  {
    id: smallint('id').primaryKey().default(1),
    weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
    windowDays: integer('window_days').notNull(),
    minNoticeMinutes: integer('min_notice_minutes').notNull(),
    cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull(),
    /** Decision 34 (migration 0023): unpaid online bookings are released this long before their start; 0: never. */
    holdReleaseMinutes: integer('hold_release_minutes').notNull().default(0),
    scheduleVersion: bigint('schedule_version', { mode: 'number' }).notNull().default(0),
    /** Decision 47: every doctor must sign in with two-factor. */
    requireDoctorTwoFactor: boolean('require_doctor_two_factor').notNull().default(false),
    /** Decision 47: the admin's session epoch (migration 0019), as `users.session_epoch` is a patient's. */
    adminSessionEpoch: integer('admin_session_epoch').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('clinic_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The clinic's services as data (migration 0028, decision 57): each one's length in minutes and fee in
 * rupees, keyed by the ids of `SERVICE_IDS`; the titles stay in the catalogs.
 */
export const clinicServices = pgTable(
  'clinic_services',
  {
    id: text('id').$type<ServiceId>().primaryKey(),
    durationMinutes: integer('duration_minutes').notNull(),
    fee: integer('fee').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('clinic_services_duration', sql`${t.durationMinutes} BETWEEN 15 AND 240`),
    check('clinic_services_fee', sql`${t.fee} BETWEEN 0 AND 1000000`),
  ],
);

/** Whole days the clinic is closed (migration 0012), one row a day, with the reason patients see. */
export const clinicClosures = pgTable(
  'clinic_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotDate: text('slot_date').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clinic_closures_by_date').on(t.slotDate)],
);

/**
 * A doctor's leave (migration 0012): whole days `fromDate`–`toDate` (D_M_YYYY), or on one day only
 * `fromTime`–`toTime`. `fromDay`/`toDay` are the same dates as day numbers (`dayNumber`), for range queries.
 */
export const doctorLeave = pgTable(
  'doctor_leave',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    docId: uuid('doc_id')
      .notNull()
      .references(() => doctors.id),
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    fromDay: integer('from_day').notNull(),
    toDay: integer('to_day').notNull(),
    fromTime: text('from_time'),
    toTime: text('to_time'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doctor_leave_by_doctor').on(t.docId, t.toDay), check('doctor_leave_in_order', sql`${t.toDay} >= ${t.fromDay}`)],
);

/**
 * What happened that someone must be told (migration 0013, decision 46), written by triggers in the
 * transaction of the change itself: 'booked', 'cancelled', 'paid', 'moved' (an appointment's id), from the
 * event recorded in `appointment_events` (migration 0034, decision 54), and 'contact' (a contact message's
 * id). The dispatcher turns each into messages and deletes it.
 */
export const messageEvents = pgTable('message_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'booked' | 'cancelled' | 'paid' | 'moved' | 'contact'>().notNull(),
  subjectId: uuid('subject_id').notNull(),
  /** A move's start before it (migrations 0015, 0033), for the patient's "moved" message. */
  previousSlot: jsonb('previous_slot').$type<{ startsAt: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of an appointment, as the code that made it recorded it (migration 0025, decision 54): the
 * typed events of `features/appointments/events`, kept for good. `message_events` stays the message queue.
 */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: uuid('appointment_id').notNull(),
    type: text('type').$type<AppointmentEventType>().notNull(),
    actorRole: text('actor_role').$type<AppointmentActorRole>().notNull(),
    actorId: text('actor_id').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_events_by_appointment').on(t.appointmentId, t.id),
    check('appointment_events_type', sql`${t.type} in ('booked', 'moved', 'cancelled', 'completed', 'noShow', 'kept', 'paid', 'refunded')`),
    check('appointment_events_actor_role', sql`${t.actorRole} in ('patient', 'doctor', 'clinic', 'system')`),
  ],
);
export type AppointmentEventType = 'booked' | 'moved' | 'cancelled' | 'completed' | 'noShow' | 'kept' | 'paid' | 'refunded';
/** Who changed an appointment: its patient, a doctor, the clinic (staff, or its own rules), or the payment provider. */
export type AppointmentActorRole = CancelledBy | 'system';

export interface MessageAttachment {
  filename: string;
  contentType: string;
  /** The file's text (an `.ics` is text). */
  content: string;
}

/**
 * Every message to a patient, a doctor or the clinic (migration 0013): the outbox the admin reads and the
 * queue the workers claim (`state = 'queued'`, due at `runAt`, leased by `lockedUntil` with FOR UPDATE
 * SKIP LOCKED). `idempotencyKey` is unique: however many replicas dispatch the same event, one row.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    userId: uuid('user_id'),
    docId: uuid('doc_id'),
    appointmentId: uuid('appointment_id'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    html: text('html').notNull().default(''),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    /** What the message was made from, e.g. a reminder's slot, checked again before it goes. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<MessageState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    error: text('error').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_idempotency_key').on(t.idempotencyKey),
    index('messages_due')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('messages_newest').on(t.createdAt, t.id),
    index('messages_by_state').on(t.state, t.createdAt, t.id),
    index('messages_by_appointment')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    check('messages_state', sql`${t.state} in ('queued', 'sent', 'failed', 'skipped')`),
    check('messages_channel', sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);

/** Single-use password reset links (migration 0014): only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    role: text('role').$type<'patient' | 'doctor'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_by_subject').on(t.role, t.subjectId),
    check('password_resets_role', sql`${t.role} in ('patient', 'doctor')`),
  ],
);

/**
 * The clinic-wide hourly budget for bookings by accounts under a day old (decision 34, migration 0021): one row
 * per clock hour, `used` taken before the booking is written, `refused` counted for the admin's dashboard.
 */
export const newAccountBookings = pgTable('new_account_bookings', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  used: integer('used').notNull().default(0),
  refused: integer('refused').notNull().default(0),
});

/** A one-time code sent to a phone the patient wants to prove (migration 0020), kept hashed. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  /** Codes sent in the hour from `windowStart`. */
  sends: integer('sends').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Retired by migration 0018 (see signInTries); the release before it counted failed sign-ins here. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    role: text('role').$type<'patient' | 'doctor' | 'admin'>().notNull(),
    account: text('account').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'sign_in_failures_pk', columns: [t.role, t.account] })],
);

/**
 * The sign-in slowdown's counts (migration 0018, decision 47), per account and client: `account` is the
 * e-mail typed, in lower case, whether an account has it or not; `client` the address, or the /64 of an
 * IPv6 one (http/client-key); `signedInAt` marks a client that has signed in to the account (a known
 * device, which guesses from elsewhere do not slow). `signInFailures` above is what the release before
 * used, kept so it still runs if rolled back to.
 */
export const signInTries = pgTable(
  'sign_in_tries',
  {
    role: text('role').$type<'patient' | 'doctor' | 'admin'>().notNull(),
    account: text('account').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'sign_in_tries_pk', columns: [t.role, t.account, t.client] })],
);

/** A member of staff's authenticator secret; `confirmedAt` is null while enrolling (migration 0014). */
export const staffTwoFactor = pgTable(
  'staff_two_factor',
  {
    role: text('role').$type<'doctor' | 'admin'>().notNull(),
    /** The doctor's id, or the admin's e-mail. */
    subject: text('subject').notNull(),
    secret: text('secret').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code cannot be used twice. */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'staff_two_factor_pk', columns: [t.role, t.subject] }),
    check('staff_two_factor_role', sql`${t.role} in ('doctor', 'admin')`),
  ],
);

export const staffBackupCodes = pgTable(
  'staff_backup_codes',
  {
    role: text('role').$type<'doctor' | 'admin'>().notNull(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'staff_backup_codes_pk', columns: [t.role, t.subject, t.codeHash] })],
);

/**
 * Every member of staff (migration 0026, decision 55): the role says what they may do (`ROLE_PERMISSIONS`).
 * The configured owner's e-mail and password stay in configuration (`configured`, one row, made on first
 * use); an added admin or front desk keeps both here; a doctor's stay on its `doctors` row (`doctorId`).
 * `twoFactorSubject` is the `staff_two_factor` subject of an owner, admin or front desk (null: the
 * configured e-mail, as enrolments were kept before this table).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<StaffAccountRole>().notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    doctorId: uuid('doctor_id').references(() => doctors.id),
    configured: boolean('configured').notNull().default(false),
    twoFactorSubject: text('two_factor_subject'),
    /** Goes up when every session of the account must end (removed, two-factor turned on). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_active')
      .on(t.email)
      .where(sql`${t.removedAt} is null and ${t.email} is not null`),
    uniqueIndex('staff_accounts_one_configured')
      .on(t.configured)
      .where(sql`${t.configured}`),
    uniqueIndex('staff_accounts_by_doctor')
      .on(t.doctorId)
      .where(sql`${t.doctorId} is not null`),
    check('staff_accounts_role', sql`${t.role} in ('owner', 'admin', 'doctor', 'front_desk')`),
    check('staff_accounts_doctor', sql`(${t.role} = 'doctor') = (${t.doctorId} is not null)`),
    check(
      'staff_accounts_credentials',
      sql`${t.role} = 'doctor' or ${t.configured} or (${t.email} is not null and ${t.passwordHash} is not null)`,
    ),
  ],
);

/** Who did what, to which record, from where (migration 0014): append-only, the database refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorRole: text('actor_role').$type<AuditActorRole>().notNull(),
    actorId: text('actor_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    ip: text('ip').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_newest').on(t.at, t.id),
    index('audit_log_by_actor').on(t.actorRole, t.actorId, t.at),
    index('audit_log_by_action').on(t.action, t.at),
    check('audit_log_actor_role', sql`${t.actorRole} in ('patient', 'doctor', 'admin', 'system')`),
  ],
);
