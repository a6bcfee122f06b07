-- Decision 57, the last step: an appointment's time is its instant (`starts_at`) and length alone. The
-- wall clock the spec's calls carry (`slotDate`, `slotTime`) is derived where it is read
-- (`src/db/appointment-times.ts`), so the copy the trigger of 0030 kept, and the trigger, go, and with them
-- the work they did on every booked row. Every statement can run again.
--
-- A patient's upcoming appointments, counted by the booking statements (0006, 0012, 0032): an active one
-- that starts after the moment of booking. The same rows as "a later day, or today after the minute now",
-- which the wall clock said. ROWS: one row per patient of the statement (at most the batch's hundred),
-- where the default 1,000 had drawn the statement into hashing every account (a full read of `users` per
-- booking batch, growing with the clinic; measured).
CREATE OR REPLACE FUNCTION lock_patients_for_booking(p_users uuid[], p_now timestamptz, p_cap integer)
RETURNS TABLE (patient_id uuid, upcoming integer)
LANGUAGE plpgsql VOLATILE ROWS 20 AS $$
BEGIN
  PERFORM 1 FROM users u WHERE u.id = ANY (p_users) ORDER BY u.id FOR NO KEY UPDATE;
  RETURN QUERY
    SELECT u.id, (SELECT count(*)::integer FROM (
        SELECT 1 FROM appointments a
        WHERE a.user_id = u.id AND a.status NOT IN ('cancelled', 'completed', 'no-show') AND a.starts_at > p_now
        LIMIT p_cap) counted)
    FROM users u WHERE u.id = ANY (p_users) AND u.blocked_at IS NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS lock_patients_for_booking(uuid[], text[], text, integer);
--> statement-breakpoint
-- A move's time before it, for the patient's "moved" message, as the instant it was (the message says it
-- in the clinic's wall clock). A move is a new start or another doctor.
CREATE OR REPLACE FUNCTION message_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id, previous_slot)
    SELECT 'cancelled', n.id, NULL::jsonb FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE n.status = 'cancelled' AND o.status <> 'cancelled'
    UNION ALL
    SELECT 'paid', n.id, NULL::jsonb FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE n.payment AND NOT o.payment
    UNION ALL
    SELECT 'moved', n.id, jsonb_build_object('startsAt', o.starts_at)
      FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE n.status <> 'cancelled' AND (n.starts_at, n.doc_id) IS DISTINCT FROM (o.starts_at, o.doc_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves still waiting for their message carry the wall clock they were written with: their instant, in
-- the zone the api runs in.
UPDATE message_events SET previous_slot = jsonb_build_object('startsAt',
    (to_date(previous_slot->>'slotDate', 'DD_MM_YYYY') + (previous_slot->>'slotTime')::time) AT TIME ZONE clinic_time_zone())
  WHERE previous_slot ? 'slotDate';
--> statement-breakpoint
-- A day's list in start order, clinic-wide or one doctor's, and its counts (0010, 0029): by the instant now.
CREATE INDEX IF NOT EXISTS "appointments_by_start" ON "appointments" ("starts_at", "doc_id") INCLUDE ("status");
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_by_day";
--> statement-breakpoint
-- A prefix of `appointments_by_status` (status, booked_at), which answers the same counts: one index fewer
-- to write on every booking.
DROP INDEX IF EXISTS "appointments_status_only";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_wall_clock" ON "appointments";
--> statement-breakpoint
DROP FUNCTION IF EXISTS appointment_wall_clock();
--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN IF EXISTS "slot_date";
--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN IF EXISTS "slot_time";
