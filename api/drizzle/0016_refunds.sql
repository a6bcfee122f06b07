-- Issue 23 (decision 49): a paid appointment that is cancelled is refunded in full, whoever cancels it and
-- by whichever path (one cancel, a patient's or a doctor's all, a change of the calendar). The trigger
-- marks the money owed in the cancel's own statement, so no path can forget it and the sweep returns it.
ALTER TABLE "appointments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_refund_status" CHECK ("appointments"."refund_status" in ('pending', 'failed', 'refunded'));--> statement-breakpoint
-- The admin's dashboard lists the refunds not yet back: a handful of rows out of all appointments.
CREATE INDEX "appointments_refunds_owed" ON "appointments" USING btree ("booked_at") WHERE "appointments"."refund_status" in ('pending', 'failed');--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
UPDATE "checkout_sessions" SET "paid_at" = "updated_at" WHERE "status" <> 'open' AND "status" <> 'expired';--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_provider";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_provider" CHECK ("checkout_sessions"."provider" in ('demo', 'stripe', 'razorpay'));--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_status";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" in ('open', 'expired', 'paid', 'refund_pending', 'refund_started', 'refunded', 'refund_failed'));--> statement-breakpoint
DROP INDEX "checkout_sessions_refunds_due";--> statement-breakpoint
CREATE INDEX "checkout_sessions_refunds_due" ON "checkout_sessions" USING btree ("updated_at") WHERE "checkout_sessions"."status" in ('refund_pending', 'refund_failed', 'refund_started');--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_refund_owed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE checkout_sessions SET status = 'refund_pending', updated_at = now()
    WHERE id = NEW.payment_session_id AND appointment_id = NEW.id AND status = 'paid';
  IF FOUND THEN
    NEW.refund_status := 'pending';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER appointments_refund_on_cancel BEFORE UPDATE OF cancelled ON appointments
  FOR EACH ROW WHEN (NEW.cancelled AND NOT OLD.cancelled AND NEW.payment) EXECUTE FUNCTION appointment_refund_owed();
