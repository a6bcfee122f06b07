-- Decision 57: the clinic's fifteen services as data, each with its length in minutes and its fee in rupees
-- (their ids are SERVICE_IDS; the titles stay in the catalogs, in the reader's language). The rows are the
-- clinic's defaults; the admin changes a length or a fee, and the next bookings take it. A consultation, the
-- default visit, is no row: 30 minutes at the doctor's own fee, as the spec's picker has it.
CREATE TABLE IF NOT EXISTS "clinic_services" (
	"id" text PRIMARY KEY NOT NULL,
	"duration_minutes" integer NOT NULL,
	"fee" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_services_duration" CHECK ("clinic_services"."duration_minutes" BETWEEN 15 AND 240),
	CONSTRAINT "clinic_services_fee" CHECK ("clinic_services"."fee" BETWEEN 0 AND 1000000)
);
--> statement-breakpoint
INSERT INTO "clinic_services" ("id", "duration_minutes", "fee") VALUES
	('hearing-assessment', 45, 800),
	('hearing-aid-fitting', 90, 1500),
	('speech-therapy', 45, 1000),
	('tinnitus', 60, 1200),
	('newborn-screening', 30, 600),
	('hearing-aid-repairs', 30, 300),
	('paediatric-assessment', 60, 1000),
	('tympanometry', 30, 400),
	('cochlear-implants', 90, 2500),
	('vertigo-balance', 60, 1500),
	('voice-therapy', 45, 1000),
	('stammering', 45, 1000),
	('auditory-processing', 90, 2000),
	('ear-moulds', 30, 500),
	('aural-rehabilitation', 45, 800)
ON CONFLICT ("id") DO NOTHING;
