-- Every booking's statement counts the patient's upcoming appointments (`lock_patients_for_booking`, 0012).
-- Since the one status (0029) the count read `status = 'active'`, which the clinic-wide index on `status`
-- alone can answer; a plan made while the table was young, and kept by the session for the function's
-- query, took that index and read every active appointment of the clinic to count one patient's few
-- (booking at 100 connections fell from about 4,970 to 1,000 a second, measured). Written as the statuses
-- it leaves out, as the flags it replaced were, the count reaches the appointments through the patient's
-- own index (`appointments_by_user`) whatever the statistics say. The same rows: `status` holds one of four
-- values (its CHECK). Runs again safely.
CREATE OR REPLACE FUNCTION lock_patients_for_booking(p_users uuid[], p_days text[], p_time text, p_cap integer)
RETURNS TABLE (patient_id uuid, upcoming integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  today date := to_date(p_days[1], 'DD_MM_YYYY');
BEGIN
  PERFORM 1 FROM users u WHERE u.id = ANY (p_users) ORDER BY u.id FOR NO KEY UPDATE;
  RETURN QUERY
    SELECT u.id, (SELECT count(*)::integer FROM (
        SELECT 1 FROM appointments a
        WHERE a.user_id = u.id AND a.status NOT IN ('cancelled', 'completed', 'no-show')
          AND (to_date(a.slot_date, 'DD_MM_YYYY') > today OR (a.slot_date = p_days[1] AND a.slot_time > p_time))
        LIMIT p_cap) counted)
    FROM users u WHERE u.id = ANY (p_users) AND u.blocked_at IS NULL;
END $$;
--> statement-breakpoint
-- The exclusion constraints (0030) compute each row's span with visit_span. Written with `timestamptz +
-- interval`, which PostgreSQL counts only stable (a day or a month depends on the zone), the function could
-- not be inlined, so every INSERT ran it through the SQL-function executor, set up afresh for each statement:
-- about 35 µs a row for each of the two constraints (measured). A span of whole minutes is the same in UTC
-- arithmetic, which is immutable throughout: the same value, now inlined into the index expressions.
-- Runs again safely; the indexes hold the same values, so nothing is rebuilt.
CREATE OR REPLACE FUNCTION visit_span(p_start timestamptz, p_minutes integer) RETURNS tstzrange
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tstzrange(p_start, ((p_start AT TIME ZONE 'UTC') + make_interval(mins => p_minutes)) AT TIME ZONE 'UTC')
$$;
