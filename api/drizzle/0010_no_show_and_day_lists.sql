-- Issue 19 (decision 41): No-show, a status of its own beside cancelled and completed, set by staff from an
-- appointment's start on; and the staff lists' day filter.
ALTER TABLE "appointments" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The trigger-kept status counts (0004) count No-show apart; every row so far was not one.
ALTER TABLE "appointment_count_deltas" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A day's list (`slot_date = …`, clinic-wide or one doctor's, by slot time) reads that day's entries in
-- order; its per-status counts are an index-only scan of them (the flags are carried in the index).
CREATE INDEX "appointments_by_day" ON "appointments" USING btree ("slot_date","slot_time","doc_id") INCLUDE ("cancelled","is_completed","no_show");--> statement-breakpoint
-- The No-show tab, newest first, clinic-wide and per doctor: few rows, so partial indexes of those alone.
CREATE INDEX "appointments_no_show_by_time" ON "appointments" USING btree ("booked_at") WHERE "appointments"."no_show";--> statement-breakpoint
CREATE INDEX "appointments_no_show_by_doctor" ON "appointments" USING btree ("doc_id","booked_at") WHERE "appointments"."no_show";--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, no_show, delta)
    SELECT doc_id, cancelled, is_completed, no_show, count(*) FROM inserted_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, no_show, delta)
    SELECT doc_id, cancelled, is_completed, no_show, -count(*) FROM deleted_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, no_show, delta)
    SELECT d, c, ic, ns, sum(n) FROM (
      SELECT o.doc_id AS d, o.cancelled AS c, o.is_completed AS ic, o.no_show AS ns, -1 AS n FROM old_rows o JOIN new_rows r ON r.id = o.id
        WHERE (o.doc_id, o.cancelled, o.is_completed, o.no_show) IS DISTINCT FROM (r.doc_id, r.cancelled, r.is_completed, r.no_show)
      UNION ALL
      SELECT r.doc_id, r.cancelled, r.is_completed, r.no_show, 1 FROM old_rows o JOIN new_rows r ON r.id = o.id
        WHERE (o.doc_id, o.cancelled, o.is_completed, o.no_show) IS DISTINCT FROM (r.doc_id, r.cancelled, r.is_completed, r.no_show)
    ) changes GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The doctor's earnings (0005) leave out a No-show, paid or not: an appointment earns its amount while it
-- is completed or paid, not cancelled and not a No-show. The patients count is unchanged.
CREATE OR REPLACE FUNCTION doctor_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH first_visits AS (
    INSERT INTO doctor_patients (doc_id, user_id)
      SELECT DISTINCT doc_id, user_id FROM inserted_rows ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING doc_id
  ), changes AS (
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled AND NOT no_show THEN amount ELSE 0 END AS earned, 0 AS patients FROM inserted_rows
    UNION ALL
    SELECT doc_id, 0, 1 FROM first_visits
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o.doc_id AS old_doc, o.user_id AS old_user, r.doc_id AS new_doc, r.user_id AS new_user
    FROM old_rows o JOIN new_rows r ON r.id = o.id
    WHERE (o.doc_id, o.user_id) IS DISTINCT FROM (r.doc_id, r.user_id)
  ), first_visits AS (
    INSERT INTO doctor_patients (doc_id, user_id)
      SELECT DISTINCT new_doc, new_user FROM moved ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING doc_id
  ), gone AS (
    DELETE FROM doctor_patients p USING (SELECT DISTINCT old_doc, old_user FROM moved) m
    WHERE p.doc_id = m.old_doc AND p.user_id = m.old_user
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.doc_id = m.old_doc AND a.user_id = m.old_user)
    RETURNING p.doc_id
  ), changes AS (
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled AND NOT no_show THEN amount ELSE 0 END AS earned, 0 AS patients FROM new_rows
    UNION ALL
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled AND NOT no_show THEN -amount ELSE 0 END, 0 FROM old_rows
    UNION ALL
    SELECT doc_id, 0, 1 FROM first_visits
    UNION ALL
    SELECT doc_id, 0, -1 FROM gone
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM doctor_patients p USING (SELECT DISTINCT doc_id, user_id FROM deleted_rows) d
    WHERE p.doc_id = d.doc_id AND p.user_id = d.user_id
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.doc_id = d.doc_id AND a.user_id = d.user_id)
    RETURNING p.doc_id
  ), changes AS (
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled AND NOT no_show THEN -amount ELSE 0 END AS earned, 0 AS patients FROM deleted_rows
    UNION ALL
    SELECT doc_id, 0, -1 FROM gone
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
