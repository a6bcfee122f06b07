-- Issue 23 (decision 48): an appointment moves to another time. The move's event keeps the time it had,
-- so the patient's "moved" message can say "Before: …" (the row itself holds only the new time).
ALTER TABLE "message_events" ADD COLUMN "previous_slot" jsonb;--> statement-breakpoint
CREATE OR REPLACE FUNCTION message_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO message_events (kind, subject_id, previous_slot)
    SELECT 'cancelled', n.id, NULL::jsonb FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE n.cancelled AND NOT o.cancelled
    UNION ALL
    SELECT 'paid', n.id, NULL::jsonb FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE n.payment AND NOT o.payment
    UNION ALL
    SELECT 'moved', n.id, jsonb_build_object('slotDate', o.slot_date, 'slotTime', o.slot_time)
      FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE NOT n.cancelled AND (n.slot_date, n.slot_time, n.doc_id) IS DISTINCT FROM (o.slot_date, o.slot_time, o.doc_id);
  RETURN NULL;
END $$;
