-- Decision 56: the person cared for is a patient of their own, apart from the log-in that acts for them.
-- An account holds its `self` patient and, later, others it books for (a child, an elderly parent) with
-- the relationship. Every statement can run again (IF NOT EXISTS, ON CONFLICT, only the rows still
-- without a patient), so a migration cut off half way is simply run once more.
CREATE TABLE IF NOT EXISTS "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"dob" date,
	"sex" text,
	"phone" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"needs" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "patient_accounts" (
	"account_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id"),
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_accounts_pk" PRIMARY KEY ("account_id", "patient_id"),
	CONSTRAINT "patient_accounts_relationship" CHECK ("relationship" in ('self', 'child', 'parent', 'spouse', 'other'))
);
--> statement-breakpoint
-- One holder per account: the patient the account's own bookings are for. The links are the account's and
-- go with its row; the patients stay with their appointments.
CREATE UNIQUE INDEX IF NOT EXISTS "patient_accounts_self" ON "patient_accounts" ("account_id") WHERE "relationship" = 'self';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patient_accounts_by_patient" ON "patient_accounts" ("patient_id");
--> statement-breakpoint
-- Each account's holder, from the account's own data, in one statement: the patient takes the account's id
-- (so a second run finds it, and the appointments below can name it without a look-up), a date of birth only where `dob` is a real day ('Not Selected' and anything
-- else become null), and a deleted account's holder is archived with it.
INSERT INTO "patients" ("id", "name", "dob", "sex", "phone", "created_at", "archived_at")
SELECT u."id", u."name",
  CASE WHEN u."dob" ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' THEN
    CASE WHEN extract(month FROM make_date(substr(u."dob", 1, 4)::int, substr(u."dob", 6, 2)::int, 1) + (substr(u."dob", 9, 2)::int - 1))
      = substr(u."dob", 6, 2)::int THEN u."dob"::date END
  END,
  NULLIF(u."gender", 'Not Selected'), u."phone", u."created_at", u."deleted_at"
FROM "users" u
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "patient_accounts" ("account_id", "patient_id", "relationship", "created_at")
SELECT u."id", u."id", 'self', u."created_at" FROM "users" u JOIN "patients" p ON p."id" = u."id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Who the appointment is for: the account's own patient, whose id is the account's (above). Filled by
-- rewriting the table once, as ALTER COLUMN … TYPE … USING does, with every index built afresh after: an
-- UPDATE kept some twenty indexes up to date row by row (6.5 minutes at a million appointments, 2¼ with
-- them set aside) and left the table twice its size. A rewrite fires no trigger (counts, totals, messages,
-- refunds: nothing they watch changes). Only where the column is new: a second run leaves it as it is.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'patient_id') THEN
    -- For this transaction only: a million rows' index built in memory rather than on disk.
    PERFORM set_config('maintenance_work_mem', '256MB', true);
    ALTER TABLE "appointments" ADD COLUMN "patient_id" uuid;
    ALTER TABLE "appointments" ALTER COLUMN "patient_id" TYPE uuid USING "user_id";
  END IF;
END $$;
--> statement-breakpoint
-- The member of staff who booked it (null: the account `user_id` booked it itself), named by role and id as
-- the audit log names staff, so this does not wait for a staff table.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "booked_by_staff_role" text;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "booked_by_staff_id" text;
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "patient_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "patients"("id");
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_staff_booker";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_booker" CHECK (("booked_by_staff_role" IS NULL) = ("booked_by_staff_id" IS NULL));
--> statement-breakpoint
-- No patient in two places at once (decision 8), now the person rather than the log-in: one account may
-- hold two children's appointments at the same time.
-- Only while the flags are there: run again after 0029, which keys the index on the status, it leaves it be.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'appointments' AND column_name = 'cancelled') THEN
    DROP INDEX IF EXISTS "appointments_patient_slot_active";
    CREATE UNIQUE INDEX "appointments_patient_slot_active" ON "appointments" ("patient_id", "slot_date", "slot_time") WHERE NOT "cancelled";
  END IF;
END $$;
