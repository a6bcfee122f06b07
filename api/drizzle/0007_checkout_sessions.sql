-- Every checkout session the clinic opens, whichever provider: what expiring and refunding work from
-- (issue 17). A session is `open` until the provider closes it (`expired`) or it is paid; a payment
-- settles its appointment (`paid`) or is returned (`refund_pending`, then `refunded`, or `refund_failed`
-- while the provider refuses, retried by the sweep and shown to the admin).
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_paise" integer NOT NULL,
	"payment_intent" text,
	"refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_provider" CHECK ("checkout_sessions"."provider" in ('demo', 'stripe')),
	CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" in ('open', 'expired', 'paid', 'refund_pending', 'refunded', 'refund_failed'))
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_by_appointment" ON "checkout_sessions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_open" ON "checkout_sessions" USING btree ("appointment_id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "checkout_sessions_refunds_due" ON "checkout_sessions" USING btree ("updated_at") WHERE "checkout_sessions"."status" in ('refund_pending', 'refund_failed');--> statement-breakpoint
ALTER TABLE "demo_payment_sessions" DROP CONSTRAINT "demo_payment_sessions_status";--> statement-breakpoint
ALTER TABLE "demo_payment_sessions" ADD CONSTRAINT "demo_payment_sessions_status" CHECK ("demo_payment_sessions"."status" in ('open', 'paid', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
-- The sessions opened before this table: each appointment's last one, then the demo's others. An older
-- one still open is expired by the sweep; one already paid besides is refunded by it.
INSERT INTO "checkout_sessions" ("id", "appointment_id", "provider", "status", "amount_paise", "created_at")
	SELECT "payment_session_id", "id", CASE WHEN "payment_session_id" LIKE 'demo\_cs\_%' THEN 'demo' ELSE 'stripe' END,
		CASE WHEN "payment" THEN 'paid' ELSE 'open' END, "amount" * 100, "booked_at"
	FROM "appointments" WHERE "payment_session_id" IS NOT NULL
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "checkout_sessions" ("id", "appointment_id", "provider", "status", "amount_paise", "created_at")
	SELECT "id", "appointment_id", 'demo', CASE WHEN "status" = 'cancelled' THEN 'expired' ELSE 'open' END, "amount_paise", "created_at"
	FROM "demo_payment_sessions"
	ON CONFLICT DO NOTHING;
