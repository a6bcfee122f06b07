-- Decision 58: an appointment has one status, the value the staff lists already filter by ('active',
-- 'completed', 'cancelled', 'no-show'), in place of three flags (cancelled, is_completed, no_show) whose
-- rule ("cancelled wins, then no-show, then completed") was written out in TypeScript and SQL alike. The
-- wire's `cancelled`, `isCompleted` and `noShow` are read off it at the edge (toAppointment).
-- Every statement can run again: the flags are read only while they are still there.
--
-- What watches the flags goes first: the refund trigger depends on `cancelled`, and the flags' indexes
-- need not be rebuilt by the rewrite below only to be dropped after it.
DROP TRIGGER IF EXISTS "appointments_refund_on_cancel" ON "appointments";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_doctor_slot_active";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_patient_slot_active";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_by_status";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_by_doctor_status";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_by_flags";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_by_day";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_no_show_by_time";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_no_show_by_doctor";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_unpaid_holds";
--> statement-breakpoint
-- The status of every row by rewriting the table once (ALTER COLUMN … TYPE … USING, as 0027 fills
-- `patient_id`): an UPDATE of a million rows keeps every index up to date row by row and fires the
-- triggers, which would count each row twice. Then the flags go.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'cancelled') THEN
    PERFORM set_config('maintenance_work_mem', '256MB', true);
    ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "status" text;
    ALTER TABLE "appointments" ALTER COLUMN "status" TYPE text USING (
      CASE WHEN "cancelled" THEN 'cancelled' WHEN "no_show" THEN 'no-show' WHEN "is_completed" THEN 'completed' ELSE 'active' END);
    ALTER TABLE "appointments" DROP COLUMN "cancelled", DROP COLUMN "is_completed", DROP COLUMN "no_show";
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "status" SET DEFAULT 'active';
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "status" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_status";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status" CHECK ("status" in ('active', 'completed', 'cancelled', 'no-show'));
--> statement-breakpoint
-- The counts kept by trigger (0004, 0010) count by status too; a few hundred rows, so a plain UPDATE.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointment_count_deltas' AND column_name = 'cancelled') THEN
    ALTER TABLE "appointment_count_deltas" ADD COLUMN IF NOT EXISTS "status" text;
    UPDATE "appointment_count_deltas" SET "status" =
      CASE WHEN "cancelled" THEN 'cancelled' WHEN "no_show" THEN 'no-show' WHEN "is_completed" THEN 'completed' ELSE 'active' END;
    ALTER TABLE "appointment_count_deltas" DROP COLUMN "cancelled", DROP COLUMN "is_completed", DROP COLUMN "no_show";
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "appointment_count_deltas" ALTER COLUMN "status" SET NOT NULL;
--> statement-breakpoint
-- The slot guarantee (decision 8): what is not cancelled holds its doctor's slot and its patient's time.
DO $$ BEGIN
  -- Run again after 0033, the wall clock is no column: nothing to index or default (0033 reads it off the instant).
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'slot_date') THEN
    CREATE UNIQUE INDEX IF NOT EXISTS "appointments_doctor_slot_active" ON "appointments" ("doc_id", "slot_date", "slot_time") WHERE "status" <> 'cancelled';
    CREATE UNIQUE INDEX IF NOT EXISTS "appointments_patient_slot_active" ON "appointments" ("patient_id", "slot_date", "slot_time") WHERE "status" <> 'cancelled';
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_by_status" ON "appointments" ("status", "booked_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_by_doctor_status" ON "appointments" ("doc_id", "status", "booked_at");
--> statement-breakpoint
-- Only the status: equal keys share one entry (B-tree deduplication), so a clinic-wide count by status
-- reads a few MB.
CREATE INDEX IF NOT EXISTS "appointments_status_only" ON "appointments" ("status");
--> statement-breakpoint
DO $$ BEGIN
  -- Run again after 0033, the wall clock is no column: nothing to index or default (0033 reads it off the instant).
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'slot_date') THEN
    CREATE INDEX IF NOT EXISTS "appointments_by_day" ON "appointments" ("slot_date", "slot_time", "doc_id") INCLUDE ("status");
  END IF;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_no_show_by_time" ON "appointments" ("booked_at") WHERE "status" = 'no-show';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_no_show_by_doctor" ON "appointments" ("doc_id", "booked_at") WHERE "status" = 'no-show';
--> statement-breakpoint
DO $$ BEGIN
  -- Run again after 0033, the wall clock is no column: nothing to index or default (0033 reads it off the instant).
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'slot_date') THEN
    CREATE INDEX IF NOT EXISTS "appointments_unpaid_holds" ON "appointments" ("slot_date")
      WHERE "status" = 'active' AND NOT "payment" AND "kept_by" IS NULL AND "series_id" IS NULL;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, status, delta)
    SELECT doc_id, status, count(*) FROM inserted_rows GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, status, delta)
    SELECT doc_id, status, -count(*) FROM deleted_rows GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, status, delta)
    SELECT d, s, sum(n) FROM (
      SELECT o.doc_id AS d, o.status AS s, -1 AS n FROM old_rows o JOIN new_rows r ON r.id = o.id
        WHERE (o.doc_id, o.status) IS DISTINCT FROM (r.doc_id, r.status)
      UNION ALL
      SELECT r.doc_id, r.status, 1 FROM old_rows o JOIN new_rows r ON r.id = o.id
        WHERE (o.doc_id, o.status) IS DISTINCT FROM (r.doc_id, r.status)
    ) changes GROUP BY 1, 2 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What a doctor earns (decision 20): a completed appointment's fee, or an active one's that is paid; never
-- a cancelled one's or a No-show's. One function, so the three triggers below say it once.
CREATE OR REPLACE FUNCTION appointment_earns(p_status text, p_payment boolean, p_amount integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_status = 'completed' OR (p_status = 'active' AND p_payment) THEN p_amount ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH first_visits AS (
    INSERT INTO doctor_patients (doc_id, user_id)
      SELECT DISTINCT doc_id, user_id FROM inserted_rows ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING doc_id
  ), changes AS (
    SELECT doc_id, appointment_earns(status, payment, amount) AS earned, 0 AS patients FROM inserted_rows
    UNION ALL
    SELECT doc_id, 0, 1 FROM first_visits
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.doc_id AS old_doc, o.user_id AS old_user, r.doc_id AS new_doc, r.user_id AS new_user
    FROM old_rows o JOIN new_rows r ON r.id = o.id
    WHERE (o.doc_id, o.user_id) IS DISTINCT FROM (r.doc_id, r.user_id)
  ), first_visits AS (
    INSERT INTO doctor_patients (doc_id, user_id)
      SELECT DISTINCT new_doc, new_user FROM moved ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING doc_id
  ), gone AS (
    DELETE FROM doctor_patients p USING (SELECT DISTINCT old_doc, old_user FROM moved) m
    WHERE p.doc_id = m.old_doc AND p.user_id = m.old_user
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.doc_id = m.old_doc AND a.user_id = m.old_user)
    RETURNING p.doc_id
  ), changes AS (
    SELECT doc_id, appointment_earns(status, payment, amount) AS earned, 0 AS patients FROM new_rows
    UNION ALL
    SELECT doc_id, -appointment_earns(status, payment, amount), 0 FROM old_rows
    UNION ALL
    SELECT doc_id, 0, 1 FROM first_visits
    UNION ALL
    SELECT doc_id, 0, -1 FROM gone
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM doctor_patients p USING (SELECT DISTINCT doc_id, user_id FROM deleted_rows) d
    WHERE p.doc_id = d.doc_id AND p.user_id = d.user_id
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.doc_id = d.doc_id AND a.user_id = d.user_id)
    RETURNING p.doc_id
  ), changes AS (
    SELECT doc_id, -appointment_earns(status, payment, amount) AS earned, 0 AS patients FROM deleted_rows
    UNION ALL
    SELECT doc_id, 0, -1 FROM gone
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A patient's upcoming appointments (0012), by status: an active one of a later day, or of today after now.
CREATE OR REPLACE FUNCTION lock_patients_for_booking(p_users uuid[], p_days text[], p_time text, p_cap integer)
RETURNS TABLE (patient_id uuid, upcoming integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  today date := to_date(p_days[1], 'DD_MM_YYYY');
BEGIN
  PERFORM 1 FROM users u WHERE u.id = ANY (p_users) ORDER BY u.id FOR NO KEY UPDATE;
  RETURN QUERY
    SELECT u.id, (SELECT count(*)::integer FROM (
        SELECT 1 FROM appointments a
        WHERE a.user_id = u.id AND a.status = 'active'
          AND (to_date(a.slot_date, 'DD_MM_YYYY') > today OR (a.slot_date = p_days[1] AND a.slot_time > p_time))
        LIMIT p_cap) counted)
    FROM users u WHERE u.id = ANY (p_users) AND u.blocked_at IS NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION message_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id, previous_slot)
    SELECT 'cancelled', n.id, NULL::jsonb FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE n.status = 'cancelled' AND o.status <> 'cancelled'
    UNION ALL
    SELECT 'paid', n.id, NULL::jsonb FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE n.payment AND NOT o.payment
    UNION ALL
    SELECT 'moved', n.id, jsonb_build_object('slotDate', o.slot_date, 'slotTime', o.slot_time)
      FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE n.status <> 'cancelled' AND (n.slot_date, n.slot_time, n.doc_id) IS DISTINCT FROM (o.slot_date, o.slot_time, o.doc_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A paid appointment that is cancelled is refunded in full, by whichever path (0016, decision 49).
CREATE TRIGGER "appointments_refund_on_cancel" BEFORE UPDATE OF "status" ON "appointments"
  FOR EACH ROW WHEN (NEW.status = 'cancelled' AND OLD.status <> 'cancelled' AND NEW.payment) EXECUTE FUNCTION appointment_refund_owed();
