CREATE INDEX "appointments_by_flags" ON "appointments" USING btree ("cancelled","is_completed");--> statement-breakpoint
CREATE INDEX "appointments_doctor_earnings" ON "appointments" USING btree ("doc_id","user_id","amount","cancelled","is_completed","payment");--> statement-breakpoint
-- The staff lists' name search (`ilike '%…%'` on the snapshots) through trigram indexes, where the server
-- offers pg_trgm and lets this database use it. Without it (PGlite, a locked-down server) the search is
-- the same, only slower, so the whole block steps aside rather than fail the migration.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "appointments_patient_name_trgm" ON "appointments" USING gin (("user_data"->>'name') gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "appointments_doctor_name_trgm" ON "appointments" USING gin (("doc_data"->>'name') gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'name search without trigram indexes: %', SQLERRM;
END $$;
