-- Decision 48: a move is one statement. It used to be a transaction of its own (BEGIN, the calendar's
-- advisory lock shared, the UPDATE, its event, COMMIT: five round trips) because the version it compares
-- must be read after the lock is held, and a statement's snapshot is taken before anything in it runs.
-- A VOLATILE function takes a fresh snapshot for each query it runs (READ COMMITTED), so this one takes
-- the lock and only then reads the version: the move's UPDATE calls it once, first (an uncorrelated
-- sub-select is tested before any row is read), and the lock is held until the statement commits. A change
-- of the calendar holds the same lock exclusively (`lockSettings`): it waits for a move that got there
-- first, and a move that comes while it runs waits, then reads the version it bumped.
-- The lock's key is the caller's (`CALENDAR_LOCK`), named in one place. Every statement can run again.
CREATE OR REPLACE FUNCTION calendar_version_locked(p_lock bigint) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(p_lock);
  RETURN (SELECT schedule_version FROM clinic_settings WHERE id = 1);
END $$;
