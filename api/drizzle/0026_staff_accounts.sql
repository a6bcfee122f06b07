-- Decision 55: every member of staff is a row, whose role says what they may do. The configured admin
-- (ADMIN_EMAIL, ADMIN_PASSWORD) becomes the one `configured` owner row on first use (the api makes it,
-- since only the api knows the configuration): its e-mail and password stay configured, its two-factor
-- enrolment stays under that e-mail, its sessions carry on from clinic_settings.admin_session_epoch.
-- Added admins and front desk keep e-mail and password here; a doctor's stay on its doctors row.
CREATE TABLE IF NOT EXISTS "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"password_hash" text,
	"doctor_id" uuid CONSTRAINT "staff_accounts_doctor_id_doctors_id_fk" REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action,
	"configured" boolean DEFAULT false NOT NULL,
	"two_factor_subject" text,
	"session_epoch" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "staff_accounts_role" CHECK ("staff_accounts"."role" in ('owner', 'admin', 'doctor', 'front_desk')),
	CONSTRAINT "staff_accounts_doctor" CHECK (("staff_accounts"."role" = 'doctor') = ("staff_accounts"."doctor_id" is not null)),
	CONSTRAINT "staff_accounts_credentials" CHECK ("staff_accounts"."role" = 'doctor' or "staff_accounts"."configured" or ("staff_accounts"."email" is not null and "staff_accounts"."password_hash" is not null))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_accounts_email_active" ON "staff_accounts" USING btree ("email") WHERE "staff_accounts"."removed_at" is null and "staff_accounts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_accounts_one_configured" ON "staff_accounts" USING btree ("configured") WHERE "staff_accounts"."configured";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_accounts_by_doctor" ON "staff_accounts" USING btree ("doctor_id") WHERE "staff_accounts"."doctor_id" is not null;--> statement-breakpoint
-- Every doctor, the deleted ones too (removed when they were deleted), links to a staff row.
INSERT INTO "staff_accounts" ("role", "doctor_id", "two_factor_subject", "created_at", "removed_at")
SELECT 'doctor', "id", "id"::text, "created_at", "deleted_at" FROM "doctors"
ON CONFLICT DO NOTHING;
