-- Decision 54: one typed event for every change of an appointment, written by the code that makes the
-- change, in the change's own statement or transaction (booked, moved, cancelled with who and why,
-- completed, noShow, kept, paid, refunded). Kept for good: the history of an appointment, and what the
-- in-process subscribers (the checkout and refund sweep, the doctor-list cache, the audit log) are told
-- once it commits. Beside `message_events`, which stays the message engine's queue (consumed and deleted).
CREATE TABLE IF NOT EXISTS "appointment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"type" text NOT NULL,
	-- Who made the change: 'patient', 'doctor', 'clinic' (staff or the clinic's own rule) or 'system' (a provider).
	"actor_role" text NOT NULL,
	-- The patient's or doctor's id, the admin's e-mail; '' for the clinic's rules and the payment provider.
	"actor_id" text DEFAULT '' NOT NULL,
	-- What the type says beyond who: a cancel's reason, a move's times, a refund's state, a booking's series.
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_events_type" CHECK ("appointment_events"."type" in ('booked', 'moved', 'cancelled', 'completed', 'noShow', 'kept', 'paid', 'refunded')),
	CONSTRAINT "appointment_events_actor_role" CHECK ("appointment_events"."actor_role" in ('patient', 'doctor', 'clinic', 'system'))
);
--> statement-breakpoint
-- An appointment's history, oldest first.
CREATE INDEX IF NOT EXISTS "appointment_events_by_appointment" ON "appointment_events" USING btree ("appointment_id","id");
