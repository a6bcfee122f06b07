-- Issue 34: the clinic may release unpaid online bookings a set time before their start (0: never, the
-- default), unless the patient said they are coming or staff keep it. `kept_by` says who did: 'patient' or
-- 'clinic'; null while nobody has. Only a patient's own booking is a hold: staff book series (series_id).
ALTER TABLE "clinic_settings" ADD COLUMN "hold_release_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "kept_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
-- The release sweep reads only the few holds that could be released: active, unpaid, unkept, not a series.
CREATE INDEX "appointments_unpaid_holds" ON "appointments" ("slot_date")
  WHERE NOT "cancelled" AND NOT "payment" AND NOT "is_completed" AND NOT "no_show" AND "kept_by" IS NULL AND "series_id" IS NULL;
