-- Decision 54, completed: the messages hear an appointment's events, not its row. What the patient and the
-- doctor are told (booked, moved, cancelled, paid) was written into `message_events` by triggers on
-- `appointments` (0013, 0015, 0029, 0033), which read it off how the row changed; it is now written by a
-- trigger on `appointment_events`, from the event the change recorded in its own statement or transaction
-- (every booking, move, cancel and payment records one: decision 54's source tests keep it so). The
-- message queue is as it was: the same kinds, one row per event, the move's old start as an instant.
-- Every statement can run again.
CREATE OR REPLACE FUNCTION message_events_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id, previous_slot)
    SELECT e.type, e.appointment_id,
        CASE WHEN e.type = 'moved' THEN jsonb_build_object('startsAt', (e.detail->'from'->>'startsAt')::timestamptz) END
      FROM recorded e
      WHERE e.type IN ('booked', 'moved', 'cancelled', 'paid')
      ORDER BY e.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointment_events_message_events" ON "appointment_events";
--> statement-breakpoint
CREATE TRIGGER "appointment_events_message_events" AFTER INSERT ON "appointment_events"
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT EXECUTE FUNCTION message_events_recorded();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_message_events_inserted" ON "appointments";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "appointments_message_events_updated" ON "appointments";
--> statement-breakpoint
DROP FUNCTION IF EXISTS message_events_booked();
--> statement-breakpoint
DROP FUNCTION IF EXISTS message_events_changed();
