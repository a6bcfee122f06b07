CREATE TABLE "appointment_count_deltas" (
	"doc_id" uuid NOT NULL,
	"cancelled" boolean NOT NULL,
	"is_completed" boolean NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointment_count_deltas_by_doctor" ON "appointment_count_deltas" USING btree ("doc_id");--> statement-breakpoint
-- Statement triggers with transition tables: one grouped insert per statement, whether it books one
-- appointment or loads a million.
CREATE FUNCTION appointment_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, delta)
    SELECT doc_id, cancelled, is_completed, count(*) FROM inserted_rows GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION appointment_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, delta)
    SELECT doc_id, cancelled, is_completed, -count(*) FROM deleted_rows GROUP BY 1, 2, 3;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION appointment_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, delta)
    SELECT d, c, ic, sum(n) FROM (
      SELECT o.doc_id AS d, o.cancelled AS c, o.is_completed AS ic, -1 AS n FROM old_rows o JOIN new_rows r ON r.id = o.id
        WHERE (o.doc_id, o.cancelled, o.is_completed) IS DISTINCT FROM (r.doc_id, r.cancelled, r.is_completed)
      UNION ALL
      SELECT r.doc_id, r.cancelled, r.is_completed, 1 FROM old_rows o JOIN new_rows r ON r.id = o.id
        WHERE (o.doc_id, o.cancelled, o.is_completed) IS DISTINCT FROM (r.doc_id, r.cancelled, r.is_completed)
    ) changes GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointment_counts_on_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER appointment_counts_on_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER appointment_counts_on_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_counts_updated();
--> statement-breakpoint
INSERT INTO appointment_count_deltas (doc_id, cancelled, is_completed, delta)
  SELECT doc_id, cancelled, is_completed, count(*) FROM appointments GROUP BY 1, 2, 3;
