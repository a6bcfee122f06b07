-- Issue 34 (decision 47): the sign-in slowdown is kept per account and per client (an IPv4 address, or the
-- /64 of an IPv6 one), so a stranger's guesses slow the stranger, not a device that has signed in before.
-- The account is the e-mail that was typed (lower case), known or not, so unknown e-mails are slowed exactly
-- like known ones. `signed_in_at` marks a client that signed in to the account. A new table, not a change of
-- sign_in_failures, so the release before this one still runs on this schema if it is rolled back to.
CREATE TABLE "sign_in_tries" (
	"role" text NOT NULL,
	"account" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_told_at" timestamp with time zone,
	"signed_in_at" timestamp with time zone,
	CONSTRAINT "sign_in_tries_pk" PRIMARY KEY("role","account","client")
);
