-- Issue 20 (decision 44): the clinic's real calendar. One row of settings: the weekly opening hours
-- (`{mon: [{from, to}], …, sun: []}`, `HH:mm` on the 30-minute grid, clinic time) and the booking policy.
-- It starts as the spec's grid (every day 10:00–21:00, a 7-day window, no notice, no cut-off), so a new or
-- demo database behaves as before until the admin changes it. `schedule_version` goes up with every change
-- of the calendar, under a row lock: a booking inserts only while the version it checked is still current.
CREATE TABLE "clinic_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly" jsonb NOT NULL,
	"window_days" integer NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"cancel_cutoff_minutes" integer NOT NULL,
	"schedule_version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_settings_single_row" CHECK ("clinic_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "clinic_settings" ("id", "weekly", "window_days", "min_notice_minutes", "cancel_cutoff_minutes") VALUES (1, '{"mon":[{"from":"10:00","to":"21:00"}],"tue":[{"from":"10:00","to":"21:00"}],"wed":[{"from":"10:00","to":"21:00"}],"thu":[{"from":"10:00","to":"21:00"}],"fri":[{"from":"10:00","to":"21:00"}],"sat":[{"from":"10:00","to":"21:00"}],"sun":[{"from":"10:00","to":"21:00"}]}'::jsonb, 7, 0, 0);--> statement-breakpoint
-- Whole days the clinic is closed (a holiday), one row a day, with the reason patients see.
CREATE TABLE "clinic_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_date" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_closures_by_date" ON "clinic_closures" USING btree ("slot_date");--> statement-breakpoint
-- A doctor's own week inside the clinic's hours; null: all of the clinic's hours (every doctor so far).
ALTER TABLE "doctors" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
-- A doctor's leave: whole days `from_date`–`to_date` (D_M_YYYY), or on one day `from_time`–`to_time`.
-- `from_day`/`to_day` are the same dates as day numbers (days since 1970-01-01), for range queries.
CREATE TABLE "doctor_leave" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"from_day" integer NOT NULL,
	"to_day" integer NOT NULL,
	"from_time" text,
	"to_time" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leave_in_order" CHECK ("doctor_leave"."to_day" >= "doctor_leave"."from_day")
);
--> statement-breakpoint
ALTER TABLE "doctor_leave" ADD CONSTRAINT "doctor_leave_doc_id_doctors_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A doctor's leave that has not yet ended: `doc_id = … and to_day >= today`.
CREATE INDEX "doctor_leave_by_doctor" ON "doctor_leave" USING btree ("doc_id","to_day");
--> statement-breakpoint
-- Issue 20: the booking window is the admin's now (up to 365 days), so a patient's upcoming appointments are
-- those of any later day, not of a list of the window's dates: `p_days[1]` is today at the clinic
-- (`D_M_YYYY`), the rest of the list is not read. Compared as dates, once per row, the count no longer
-- grows with the window's length (decision 45). The same rule in TypeScript: upcomingCondition.
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
        WHERE a.user_id = u.id AND NOT a.cancelled AND NOT a.is_completed
          AND (to_date(a.slot_date, 'DD_MM_YYYY') > today OR (a.slot_date = p_days[1] AND a.slot_time > p_time))
        LIMIT p_cap) counted)
    FROM users u WHERE u.id = ANY (p_users) AND u.blocked_at IS NULL;
END $$;
