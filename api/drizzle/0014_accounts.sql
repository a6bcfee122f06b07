-- Issue 22 (decision 47): accounts people can trust. Sessions that end (an epoch each token carries),
-- single-use reset links (kept hashed), sign-in slowdown per account, staff two-factor, the clinic's
-- two-factor rule, consent to the privacy notice, deleted (anonymised) patients, and an append-only audit log.
ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "require_doctor_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_role" CHECK ("password_resets"."role" in ('patient', 'doctor'))
);
--> statement-breakpoint
CREATE INDEX "password_resets_by_subject" ON "password_resets" USING btree ("role","subject_id");--> statement-breakpoint
-- One row per account (a patient's or doctor's id, the admin's e-mail) while sign-ins fail.
CREATE TABLE "sign_in_failures" (
	"role" text NOT NULL,
	"account" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_told_at" timestamp with time zone,
	CONSTRAINT "sign_in_failures_pk" PRIMARY KEY("role","account")
);
--> statement-breakpoint
-- A member of staff's authenticator secret (a doctor's id or the admin's e-mail); confirmed_at is null while enrolling.
CREATE TABLE "staff_two_factor" (
	"role" text NOT NULL,
	"subject" text NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_two_factor_pk" PRIMARY KEY("role","subject"),
	CONSTRAINT "staff_two_factor_role" CHECK ("staff_two_factor"."role" in ('doctor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "staff_backup_codes" (
	"role" text NOT NULL,
	"subject" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_backup_codes_pk" PRIMARY KEY("role","subject","code_hash"),
	CONSTRAINT "staff_backup_codes_enrolment" FOREIGN KEY ("role","subject") REFERENCES "staff_two_factor"("role","subject") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text DEFAULT '' NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_actor_role" CHECK ("audit_log"."actor_role" in ('patient', 'doctor', 'admin', 'system'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_newest" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_by_actor" ON "audit_log" USING btree ("actor_role","actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_by_action" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
