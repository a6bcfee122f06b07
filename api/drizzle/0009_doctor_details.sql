-- Issue 19 (decision 42): what helps a patient find the right clinician. Beside the speciality, a free-text
-- focus ("Paediatric audiology"), the languages the doctor speaks with patients and the clinic's services
-- they offer (ids of SERVICE_IDS). Arrays of text, which PGlite and PostgreSQL hold alike; doctors already
-- here start with none of each until the admin or the doctor fills them in.
ALTER TABLE "doctors" ADD COLUMN "focus" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;
