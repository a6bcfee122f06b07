-- Issue 35 (decision 53): a doctor's about, focus and address lines in Hindi and Kannada, beside the English
-- columns the spec's fields read: {"hi": {"about", "focus", "address": {"line1", "line2"}}, "kn": {...}}, each
-- part present only where staff wrote it (the shared schema drops blanks); a page shows the English for the rest.
-- One jsonb value rather than a column per language and field: read and written whole with the doctor's row.
ALTER TABLE "doctors" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
