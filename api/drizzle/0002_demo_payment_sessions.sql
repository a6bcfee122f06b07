CREATE TABLE "demo_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_payment_sessions_status" CHECK ("demo_payment_sessions"."status" in ('open', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "demo_payment_sessions" ADD CONSTRAINT "demo_payment_sessions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_payment_sessions_by_appointment" ON "demo_payment_sessions" USING btree ("appointment_id");