-- Decision 54, the last of it: the staff lists' status counts (0004) and the doctor dashboard's totals (0005)
-- hear an appointment's events, as the messages do (0034), not its row. They were kept by six statement
-- triggers on `appointments`, which read them off how each row changed; they are now kept by one trigger
-- on `appointment_events`, from the event each change records and the row as that change left it:
--   booked               the appointment enters the books as it stands (the api books it active and unpaid;
--                        a seeded or loaded row comes in with its status and payment): +1 for its status, what
--                        it earns, and a first visit when the doctor had not seen that account before.
--   cancelled, completed,
--   noShow               only an active appointment closes (the statements say `status = 'active'`): −1 active,
--                        +1 for the new status; earnings take back what the active row earned and add what the
--                        closed one does (a completed visit earns its fee, paid or not; decision 20).
--   paid                 an active appointment earns its fee once paid (a completed one already did; a
--                        cancelled or No-show one earns nothing).
--   moved, kept,
--   refunded             no count changes: a move keeps its doctor, and refunds touch cancelled rows only.
-- A change made by hand (psql) records no event and is not counted: `recount_appointment_totals()` counts
-- the rows again. What the old triggers kept stays as it is: it is right. Every statement can run again.
CREATE OR REPLACE FUNCTION appointment_totals_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH happened AS (
    SELECT e.type, a.doc_id, a.user_id, a.status, a.payment, a.amount
      FROM recorded e JOIN appointments a ON a.id = e.appointment_id
      WHERE e.type IN ('booked', 'cancelled', 'completed', 'noShow', 'paid')
  ), counted AS (
    INSERT INTO appointment_count_deltas (doc_id, status, delta)
      SELECT doc_id, status, sum(n) FROM (
        SELECT doc_id, status, 1 AS n FROM happened WHERE type <> 'paid'
        UNION ALL
        SELECT doc_id, 'active', -1 FROM happened WHERE type IN ('cancelled', 'completed', 'noShow')
      ) changes GROUP BY 1, 2 HAVING sum(n) <> 0
  ), first_visits AS (
    -- In key order, so two bookings' triggers never wait on each other in opposite orders.
    INSERT INTO doctor_patients (doc_id, user_id)
      SELECT DISTINCT doc_id, user_id FROM happened WHERE type = 'booked' ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING doc_id
  ), earned AS (
    SELECT doc_id,
        CASE type
          WHEN 'booked' THEN appointment_earns(status, payment, amount)
          WHEN 'paid' THEN appointment_earns(status, true, amount) - appointment_earns(status, false, amount)
          ELSE appointment_earns(status, payment, amount) - appointment_earns('active', payment, amount)
        END AS earned,
        0 AS patients
      FROM happened
    UNION ALL
    SELECT doc_id, 0, 1 FROM first_visits
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM earned GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts every appointment again from the rows (after a bulk load, or a change made by hand), holding off
-- every change to them meanwhile. The counts and totals are then one row per doctor (and status).
CREATE OR REPLACE FUNCTION recount_appointment_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE appointments IN SHARE MODE;
  LOCK TABLE appointment_count_deltas, doctor_total_deltas, doctor_patients IN EXCLUSIVE MODE;
  DELETE FROM appointment_count_deltas;
  DELETE FROM doctor_total_deltas;
  DELETE FROM doctor_patients;
  INSERT INTO appointment_count_deltas (doc_id, status, delta)
    SELECT doc_id, status, count(*) FROM appointments GROUP BY 1, 2;
  INSERT INTO doctor_patients (doc_id, user_id) SELECT DISTINCT doc_id, user_id FROM appointments;
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(appointment_earns(status, payment, amount)), count(DISTINCT user_id) FROM appointments GROUP BY 1;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointment_events_totals" ON "appointment_events";
--> statement-breakpoint
CREATE TRIGGER "appointment_events_totals" AFTER INSERT ON "appointment_events"
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT EXECUTE FUNCTION appointment_totals_recorded();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointment_counts_on_insert" ON "appointments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointment_counts_on_update" ON "appointments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointment_counts_on_delete" ON "appointments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "doctor_totals_on_insert" ON "appointments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "doctor_totals_on_update" ON "appointments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "doctor_totals_on_delete" ON "appointments";
--> statement-breakpoint
DROP FUNCTION IF EXISTS appointment_counts_inserted();
--> statement-breakpoint
DROP FUNCTION IF EXISTS appointment_counts_updated();
--> statement-breakpoint
DROP FUNCTION IF EXISTS appointment_counts_deleted();
--> statement-breakpoint
DROP FUNCTION IF EXISTS doctor_totals_inserted();
--> statement-breakpoint
DROP FUNCTION IF EXISTS doctor_totals_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS doctor_totals_deleted();
