-- The admin's Patients page and the per-patient booking cap (issue 17). A blocked patient is signed out
-- and can neither sign in nor book until unblocked; the row keeps when it happened.
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
-- The Patients page lists newest accounts first, a page at a time.
CREATE INDEX "users_by_created" ON "users" USING btree ("created_at","id");--> statement-breakpoint
-- Its search (name, e-mail or phone, `ilike '%…%'`) through one trigram index over the three, where the
-- server offers pg_trgm (as 0003 does for the staff lists); without it the search is the same, only a scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "users_search_trgm" ON "users" USING gin (("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'patient search without a trigram index: %', SQLERRM;
END $$;
--> statement-breakpoint
-- Called once by each booking statement for the patients it books: locks their rows, in id order, until
-- the booking commits, so one patient's bookings (from any api replica) are counted one after another;
-- then answers, for each patient not blocked, their upcoming appointments (not cancelled, not completed,
-- not yet started at the clinic: `p_days` are the booking window's dates, `D_M_YYYY`, today first, the
-- only dates a future appointment can have; `p_time` is the clinic's time now, `HH:mm`), counted up to
-- `p_cap`. Being volatile, its second query sees what committed before the locks were granted, which the
-- calling statement, whose snapshot is older, would not: that is what holds the cap under concurrency.
-- The same rule in TypeScript: upcomingCondition (api/src/features/appointments/upcoming.ts).
CREATE FUNCTION lock_patients_for_booking(p_users uuid[], p_days text[], p_time text, p_cap integer)
RETURNS TABLE (patient_id uuid, upcoming integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM users u WHERE u.id = ANY (p_users) ORDER BY u.id FOR NO KEY UPDATE;
  RETURN QUERY
    SELECT u.id, (SELECT count(*)::integer FROM (
        SELECT 1 FROM appointments a
        WHERE a.user_id = u.id AND NOT a.cancelled AND NOT a.is_completed
          AND a.slot_date = ANY (p_days) AND (a.slot_date <> p_days[1] OR a.slot_time > p_time)
        LIMIT p_cap) counted)
    FROM users u WHERE u.id = ANY (p_users) AND u.blocked_at IS NULL;
END $$;
