-- Issue 23 (decision 50): a weekly therapy series is several appointments booked together by staff. Each
-- session stays an appointment of its own (payable, movable, cancellable alone); the series id groups them
-- for the patient's list and for "cancel the rest of the series". Null for a single booking.
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "appointments_by_series" ON "appointments" USING btree ("series_id") WHERE "appointments"."series_id" is not null;
