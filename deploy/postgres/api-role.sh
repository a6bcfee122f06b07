#!/bin/sh
# The api's own PostgreSQL role (decision 47). The owner, $POSTGRES_USER, migrates when the
# api starts and grants this role the rows of the tables; the api then works as it, and as it owns no table
# it cannot alter, drop or truncate one, nor switch off the audit log's append-only triggers.
# The postgres image runs this when the database volume is new (docker-entrypoint-initdb.d). On a volume
# made before, or to change the password, run it again; it makes the role only if missing and sets the password:
#   docker compose exec db sh /docker-entrypoint-initdb.d/api-role.sh
: "${API_DB_USER:?set API_DB_USER, the api's role}" "${API_DB_PASSWORD:?set API_DB_PASSWORD, the api role's password}"
# psql reads both from the environment (\getenv), so the password is on no command line.
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
\getenv role API_DB_USER
\getenv password API_DB_PASSWORD
SELECT format('CREATE ROLE %I', :'role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L', :'role', :'password') \gexec
SQL
