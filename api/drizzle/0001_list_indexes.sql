CREATE INDEX "appointments_by_status" ON "appointments" USING btree ("cancelled","is_completed","booked_at");--> statement-breakpoint
CREATE INDEX "appointments_by_doctor_status" ON "appointments" USING btree ("doc_id","cancelled","is_completed","booked_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_amount_not_negative" CHECK ("appointments"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_fees_not_negative" CHECK ("doctors"."fees" >= 0);