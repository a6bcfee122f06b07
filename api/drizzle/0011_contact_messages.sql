-- The contact form reaches the clinic (issue 19, decision 40): each message a visitor sends is kept here
-- and shown to the admin in the Inbox, newest first, until (and after) it is marked read. `email` and
-- `phone` are '' when not given, never both; the phone is stored normalised (`+91XXXXXXXXXX` or E.164).
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "contact_messages_a_way_to_reply" CHECK ("contact_messages"."email" <> '' or "contact_messages"."phone" <> '')
);
--> statement-breakpoint
-- The Inbox reads a page newest first.
CREATE INDEX "contact_messages_newest" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
-- Its heading counts the unread ones: a partial index holds only those.
CREATE INDEX "contact_messages_unread" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" is null;
