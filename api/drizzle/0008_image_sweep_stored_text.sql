-- Issue 17, two parts: the image sweep's marks and indexes, then stored text brought under the new rule.
-- Images nothing references are removed by the sweep: `released_at` marks the ones to look at,
-- set when an image is stored and, by the triggers below, when a patient or a doctor lets go of it (a new
-- photo, a deleted row), whichever path made the change. The sweep deletes a marked image once the mark is
-- a few minutes old and no user, doctor or appointment snapshot points at it, and clears the mark of one
-- still in use. Images already here start marked, so the first sweep clears what piled up before.
ALTER TABLE "images" ADD COLUMN "released_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "images_released" ON "images" USING btree ("released_at") WHERE "images"."released_at" is not null;--> statement-breakpoint
-- Whether anything still points at an image, answered from indexes even with a million appointments.
CREATE INDEX "users_by_image" ON "users" USING btree ("image_id") WHERE "users"."image_id" is not null;--> statement-breakpoint
CREATE INDEX "doctors_by_image" ON "doctors" USING btree ("image_id") WHERE "doctors"."image_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_by_patient_image" ON "appointments" USING btree (("user_data"->>'imageId')) WHERE ("appointments"."user_data"->>'imageId') is not null;--> statement-breakpoint
CREATE INDEX "appointments_by_doctor_image" ON "appointments" USING btree (("doc_data"->>'imageId')) WHERE ("appointments"."doc_data"->>'imageId') is not null;--> statement-breakpoint
CREATE FUNCTION images_release_replaced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.image_id IS NOT NULL AND (TG_OP = 'DELETE' OR NEW.image_id IS DISTINCT FROM OLD.image_id) THEN
    UPDATE images SET released_at = now() WHERE id = OLD.image_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_release_image AFTER UPDATE OF image_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION images_release_replaced();
--> statement-breakpoint
CREATE TRIGGER doctors_release_image AFTER UPDATE OF image_id OR DELETE ON doctors
  FOR EACH ROW EXECUTE FUNCTION images_release_replaced();
--> statement-breakpoint
-- Text stored before the rule of issue 17 (shared/src/contract/primitives.ts: no control characters, line
-- breaks only where a field has lines) is brought under it: in a single-line field each run of line
-- breaks and tabs becomes a space; in a field of lines (a doctor's about, a booking's message) line breaks
-- become LF and a tab a space; every other control character, separator and bidi override goes. Only rows
-- that hold one are rewritten.
CREATE FUNCTION clinic_one_line(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(t, '[\r\n\t\u2028\u2029]+', ' ', 'g'), '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION clinic_lines(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(t, '\r\n?|[\u2028\u2029]', chr(10), 'g'), '\t', ' ', 'g'),
    '[\x01-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]', '', 'g'), ' ' || chr(10))
$$;
--> statement-breakpoint
UPDATE "users" SET "name" = clinic_one_line("name"), "phone" = clinic_one_line("phone"),
    "address_line1" = clinic_one_line("address_line1"), "address_line2" = clinic_one_line("address_line2")
  WHERE concat("name", "phone", "address_line1", "address_line2") ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
UPDATE "doctors" SET "name" = clinic_one_line("name"), "degree" = clinic_one_line("degree"), "speciality" = clinic_one_line("speciality"),
    "experience" = clinic_one_line("experience"), "about" = clinic_lines("about"),
    "address_line1" = clinic_one_line("address_line1"), "address_line2" = clinic_one_line("address_line2")
  WHERE concat("name", "degree", "speciality", "experience", "address_line1", "address_line2") ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    OR "about" ~ '[\x01-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
UPDATE "appointments" SET
    "user_data" = "user_data" || jsonb_build_object('name', clinic_one_line(coalesce("user_data"->>'name', '')),
      'phone', clinic_one_line(coalesce("user_data"->>'phone', '')), 'message', clinic_lines(coalesce("user_data"->>'message', ''))),
    "doc_data" = "doc_data" || jsonb_build_object('name', clinic_one_line(coalesce("doc_data"->>'name', '')),
      'speciality', clinic_one_line(coalesce("doc_data"->>'speciality', '')),
      'address', jsonb_build_object('line1', clinic_one_line(coalesce("doc_data"->'address'->>'line1', '')), 'line2', clinic_one_line(coalesce("doc_data"->'address'->>'line2', ''))))
  WHERE concat("user_data"->>'name', "user_data"->>'phone', "doc_data"->>'name', "doc_data"->>'speciality', "doc_data"->'address'->>'line1', "doc_data"->'address'->>'line2')
      ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]'
    OR ("user_data"->>'message') ~ '[\x01-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
--> statement-breakpoint
DROP FUNCTION clinic_one_line(text);
--> statement-breakpoint
DROP FUNCTION clinic_lines(text);
