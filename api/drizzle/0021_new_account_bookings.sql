-- Issue 34: bookings by accounts under a day old share a clinic-wide budget an hour. One row per clock hour:
-- `used` is taken before such a booking is written (and given back when it is not), `refused` counts the
-- bookings the budget turned away, for the admin's dashboard.
CREATE TABLE "new_account_bookings" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL
);
