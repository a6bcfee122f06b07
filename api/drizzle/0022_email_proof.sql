-- Issue 34: an account proves its e-mail with a signed link sent to it; until it has proved the e-mail or a
-- phone it holds at most UNVERIFIED_ACTIVE_BOOKINGS upcoming appointments. `email_links_sent` counts the
-- links sent in the hour from `email_link_window` (three an hour, counted in the statement that allows one).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_links_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_link_window" timestamp with time zone;--> statement-breakpoint
-- Accounts from before proof existed that the clinic has already met or been paid by count as proved: the
-- clinic knows them, and their next booking must not be held up by a link they were never sent.
UPDATE "users" u SET "email_verified_at" = u."created_at"
WHERE EXISTS (SELECT 1 FROM "appointments" a WHERE a."user_id" = u."id" AND (a."is_completed" OR a."payment"));
