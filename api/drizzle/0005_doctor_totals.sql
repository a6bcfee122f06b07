CREATE TABLE "doctor_patients" (
	"doc_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "doctor_patients_doc_id_user_id_pk" PRIMARY KEY("doc_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_total_deltas" (
	"doc_id" uuid NOT NULL,
	"earned" bigint NOT NULL,
	"patients" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "appointments_doctor_earnings";--> statement-breakpoint
CREATE INDEX "doctor_total_deltas_by_doctor" ON "doctor_total_deltas" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "appointments_by_doctor_patient" ON "appointments" USING btree ("doc_id","user_id");--> statement-breakpoint
-- The doctor dashboard's totals, kept by statement triggers like the status counts (0004). An appointment
-- earns its amount while it is completed or paid and not cancelled (decision 20); a patient counts once
-- per doctor, when doctor_patients first holds the pair. Pairs are written in key order, so two bookings'
-- triggers never wait on each other in opposite orders.
CREATE FUNCTION doctor_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH first_visits AS (
    INSERT INTO doctor_patients (doc_id, user_id)
      SELECT DISTINCT doc_id, user_id FROM inserted_rows ORDER BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING doc_id
  ), changes AS (
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled THEN amount ELSE 0 END AS earned, 0 AS patients FROM inserted_rows
    UNION ALL
    SELECT doc_id, 0, 1 FROM first_visits
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update takes back what the old rows earned and adds what the new ones earn; a pair whose last
-- appointment moved away (or was deleted) stops counting.
CREATE FUNCTION doctor_totals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled THEN amount ELSE 0 END AS earned, 0 AS patients FROM new_rows
    UNION ALL
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled THEN -amount ELSE 0 END, 0 FROM old_rows
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
CREATE FUNCTION doctor_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM doctor_patients p USING (SELECT DISTINCT doc_id, user_id FROM deleted_rows) d
    WHERE p.doc_id = d.doc_id AND p.user_id = d.user_id
      AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.doc_id = d.doc_id AND a.user_id = d.user_id)
    RETURNING p.doc_id
  ), changes AS (
    SELECT doc_id, CASE WHEN (is_completed OR payment) AND NOT cancelled THEN -amount ELSE 0 END AS earned, 0 AS patients FROM deleted_rows
    UNION ALL
    SELECT doc_id, 0, -1 FROM gone
  )
  INSERT INTO doctor_total_deltas (doc_id, earned, patients)
    SELECT doc_id, sum(earned), sum(patients) FROM changes GROUP BY 1 HAVING sum(earned) <> 0 OR sum(patients) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_totals_on_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER doctor_totals_on_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_totals_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_totals_on_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION doctor_totals_deleted();
--> statement-breakpoint
INSERT INTO doctor_patients (doc_id, user_id) SELECT DISTINCT doc_id, user_id FROM appointments;
--> statement-breakpoint
INSERT INTO doctor_total_deltas (doc_id, earned, patients)
  SELECT doc_id, coalesce(sum(amount) FILTER (WHERE (is_completed OR payment) AND NOT cancelled), 0), count(DISTINCT user_id)
  FROM appointments GROUP BY doc_id;
