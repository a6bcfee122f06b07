-- Decision 57, the next step: an appointment is a visit of real length. It starts at an instant
-- (`starts_at`) and lasts `duration_minutes` (a consultation 30; a service its own length, `service_id`),
-- and the database refuses two active visits of one doctor, or of one patient, that overlap, whatever
-- their lengths: exclusion constraints over each visit's span replace the unique indexes on the 30-minute
-- cell. `slot_date` and `slot_time` stay as the clinic's wall clock of `starts_at`, kept by a trigger for
-- the queries that still read them; the api writes the instant. Every statement can run again.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- The clinic's zone (CLINIC_TZ), which the api sets on each of its sessions; a session that did not (psql,
-- a restore) reads the default zone of the spec.
CREATE OR REPLACE FUNCTION clinic_time_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('clinic.time_zone', true), ''), 'Asia/Kolkata')
$$;
--> statement-breakpoint
-- A visit's span. `timestamptz + interval` is only STABLE (a day or a month depends on the zone), so it may
-- not be indexed as it is; an interval of whole minutes does not depend on the zone, which makes this sound
-- as IMMUTABLE (decision 57).
CREATE OR REPLACE FUNCTION visit_span(p_start timestamptz, p_minutes integer) RETURNS tstzrange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange(p_start, p_start + make_interval(mins => p_minutes))
$$;
--> statement-breakpoint
-- The unique indexes on the cell go first: the rewrite below need not rebuild them.
DROP INDEX IF EXISTS "appointments_doctor_slot_active";
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_patient_slot_active";
--> statement-breakpoint
-- Every row's start, from its wall clock in the clinic's zone, and its length, by rewriting the table once
-- (as 0027 and 0029 do): no trigger fires and no index is updated row by row. A visit is a consultation's
-- 30 minutes, unless the next visit of its doctor or patient that is not cancelled starts sooner: such
-- rows were never booked by the api (its grid is 30 minutes), but a table edited by hand, or the bench's
-- generated million on a 5-minute grid, has them; each keeps its time and is as long as fits, so every row
-- comes through and the constraints below hold.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'starts_at') THEN
    PERFORM set_config('maintenance_work_mem', '256MB', true);
    CREATE TEMP TABLE visit_fit ON COMMIT DROP AS
      SELECT id, greatest(1, floor(extract(epoch FROM least(next_of_doctor, next_of_patient) - starts_at) / 60))::integer AS minutes
      FROM (
        SELECT id, starts_at,
          lead(starts_at) OVER (PARTITION BY doc_id ORDER BY starts_at) AS next_of_doctor,
          lead(starts_at) OVER (PARTITION BY patient_id ORDER BY starts_at) AS next_of_patient
        FROM (SELECT id, doc_id, patient_id, (to_date("slot_date", 'DD_MM_YYYY') + "slot_time"::time) AS starts_at
              FROM "appointments" WHERE "status" <> 'cancelled') active
      ) visits
      WHERE least(next_of_doctor, next_of_patient) < starts_at + interval '30 minutes';
    CREATE UNIQUE INDEX ON visit_fit (id);
    ANALYZE visit_fit;
    CREATE FUNCTION pg_temp.visit_minutes(p_id uuid) RETURNS integer LANGUAGE sql STABLE AS
      $fit$ SELECT coalesce((SELECT minutes FROM visit_fit WHERE id = p_id), 30) $fit$;
    ALTER TABLE "appointments" ADD COLUMN "duration_minutes" integer, ADD COLUMN "service_id" text, ADD COLUMN "starts_at" timestamptz;
    ALTER TABLE "appointments"
      ALTER COLUMN "starts_at" TYPE timestamptz
        USING ((to_date("slot_date", 'DD_MM_YYYY') + "slot_time"::time) AT TIME ZONE clinic_time_zone()),
      ALTER COLUMN "duration_minutes" TYPE integer USING (pg_temp.visit_minutes("id"));
  END IF;
END $$;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "duration_minutes" SET DEFAULT 30;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "duration_minutes" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "starts_at" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_duration";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration" CHECK ("duration_minutes" BETWEEN 1 AND 480);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_service_id_clinic_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_clinic_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "clinic_services"("id");
--> statement-breakpoint
-- The wall clock follows the instant: written by the api only through `starts_at`, never on its own.
DO $$ BEGIN
  -- Run again after 0033, the wall clock is no column: nothing to index or default (0033 reads it off the instant).
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'slot_date') THEN
    ALTER TABLE "appointments" ALTER COLUMN "slot_date" SET DEFAULT '';
    ALTER TABLE "appointments" ALTER COLUMN "slot_time" SET DEFAULT '';
  END IF;
END $$;
--> statement-breakpoint
-- A wall clock written that is not the instant's is a mistake made loud (a writer that moved the cell
-- and not the visit), not one quietly corrected.
CREATE OR REPLACE FUNCTION appointment_wall_clock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wall timestamp := NEW.starts_at AT TIME ZONE clinic_time_zone();
  wall_date text := to_char(wall, 'FMDD_FMMM_YYYY');
  wall_time text := to_char(wall, 'HH24:MI');
BEGIN
  IF (NEW.slot_date <> '' AND NEW.slot_date IS DISTINCT FROM wall_date AND (TG_OP = 'INSERT' OR NEW.slot_date IS DISTINCT FROM OLD.slot_date))
    OR (NEW.slot_time <> '' AND NEW.slot_time IS DISTINCT FROM wall_time AND (TG_OP = 'INSERT' OR NEW.slot_time IS DISTINCT FROM OLD.slot_time)) THEN
    RAISE EXCEPTION 'slot_date and slot_time follow starts_at (% %, not % %)', wall_date, wall_time, NEW.slot_date, NEW.slot_time
      USING ERRCODE = 'check_violation';
  END IF;
  NEW.slot_date := wall_date;
  NEW.slot_time := wall_time;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_wall_clock" ON "appointments";
--> statement-breakpoint
DO $$ BEGIN
  -- Run again after 0033, the wall clock is no column: nothing to index or default (0033 reads it off the instant).
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'slot_date') THEN
    CREATE TRIGGER "appointments_wall_clock" BEFORE INSERT OR UPDATE OF "starts_at", "slot_date", "slot_time" ON "appointments"
      FOR EACH ROW EXECUTE FUNCTION appointment_wall_clock();
  END IF;
END $$;
--> statement-breakpoint
-- No two visits that are not cancelled overlap, for a doctor or for a patient (decision 8, now of any
-- length): touching is not overlapping, a visit may start the minute another ends.
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_doctor_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_no_overlap"
  EXCLUDE USING gist ("doc_id" WITH =, visit_span("starts_at", "duration_minutes") WITH &&) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_patient_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, visit_span("starts_at", "duration_minutes") WITH &&) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- The holds the release sweep may free (0023), by their start: the sweep reads the instant, not a wall clock.
DROP INDEX IF EXISTS "appointments_unpaid_holds";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_unpaid_holds" ON "appointments" ("starts_at")
  WHERE "status" = 'active' AND NOT "payment" AND "kept_by" IS NULL AND "series_id" IS NULL;
