-- Decision 56: "cannot take phone calls" is the person's need, not only the account's preference. The holder
-- patient of every account that said it gets the need 'no-phone-calls' (the profile keeps the two equal from
-- now on, as it keeps the holder's name and phone). Runs again safely: the need is never written twice.
UPDATE "patients" AS p
SET "needs" = array_append(array_remove(p."needs", 'no-phone-calls'), 'no-phone-calls')
FROM "patient_accounts" AS pa
JOIN "users" AS u ON u."id" = pa."account_id"
WHERE pa."patient_id" = p."id" AND pa."relationship" = 'self' AND u."no_phone_calls"
	AND NOT ('no-phone-calls' = ANY (p."needs"));
