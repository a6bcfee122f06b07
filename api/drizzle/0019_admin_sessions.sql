-- Issue 34 (decision 47): the admin's sessions can end like a patient's or a doctor's. Admin tokens carry
-- the epoch they were signed under (claim `sv`); turning two-factor on adds one, so every admin token issued
-- before answers 401. Tokens from before this column exist carry none and count as epoch 0, the default.
ALTER TABLE "clinic_settings" ADD COLUMN "admin_session_epoch" integer DEFAULT 0 NOT NULL;
