-- Issue 21 (decision 46): messages to patients, doctors and the clinic, kept and sent through a queue in
-- this database. A change that must be told (a booking, a cancellation, a payment, a contact message)
-- writes an event row in its own transaction, by the triggers below; the api turns each event into
-- messages (one row per recipient and channel, with a unique idempotency key) and sends them.
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "no_phone_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Who cancelled ('patient', 'doctor', 'clinic') and the reason staff gave ('' when none).
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "message_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_events_kind" CHECK ("message_events"."kind" in ('booked', 'cancelled', 'paid', 'moved', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" uuid,
	"doc_id" uuid,
	"appointment_id" uuid,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_state" CHECK ("messages"."state" in ('queued', 'sent', 'failed', 'skipped')),
	CONSTRAINT "messages_channel" CHECK ("messages"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_idempotency_key" ON "messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "messages_due" ON "messages" USING btree ("run_at") WHERE "messages"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "messages_newest" ON "messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "messages_by_state" ON "messages" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_by_appointment" ON "messages" USING btree ("appointment_id") WHERE "messages"."appointment_id" is not null;--> statement-breakpoint
CREATE FUNCTION message_events_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id) SELECT 'booked', id FROM booked_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_message_events_inserted AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS booked_rows FOR EACH STATEMENT EXECUTE FUNCTION message_events_booked();
--> statement-breakpoint
-- A cancellation, a payment, and (once reschedule exists) a move of the slot.
CREATE FUNCTION message_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id)
    SELECT 'cancelled', n.id FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE n.cancelled AND NOT o.cancelled
    UNION ALL
    SELECT 'paid', n.id FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE n.payment AND NOT o.payment
    UNION ALL
    SELECT 'moved', n.id FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE NOT n.cancelled AND (n.slot_date, n.slot_time, n.doc_id) IS DISTINCT FROM (o.slot_date, o.slot_time, o.doc_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_message_events_updated AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION message_events_changed();
--> statement-breakpoint
CREATE FUNCTION message_events_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id) SELECT 'contact', id FROM sent_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_messages_message_events AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS sent_rows FOR EACH STATEMENT EXECUTE FUNCTION message_events_contact();
