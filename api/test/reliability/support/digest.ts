import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The count rows are folded now and then by the api itself (same sums, fewer rows), so what they mean is
 * compared: their sums per doctor and status, and per doctor.
 */
const FOLDED: Record<string, string> = {
  'public.appointment_count_deltas': `(select doc_id, status, sum(delta) from public.appointment_count_deltas group by 1, 2 having sum(delta) <> 0)`,
  'public.doctor_total_deltas': `(select doc_id, sum(earned), sum(patients) from public.doctor_total_deltas group by 1 having sum(earned) <> 0 or sum(patients) <> 0)`,
  // Issue 22: a failed sign-in is recorded by design (the slowdown's count, the owner's warning, the staff
  // audit entry), as is a patient's download of their own data; every other row must stay as it was.
  'public.sign_in_failures': `(select 1 where false)`,
  'public.sign_in_tries': `(select 1 where false)`,
  'public.audit_log': `(select * from public.audit_log where action not in ('sign-in-failed', 'data-exported'))`,
  'public.messages': `(select * from public.messages where kind <> 'sign-in-failures')`,
};

/** Every table of the database (the migrations' own included), by row count and a hash of all its rows. */
export async function digestTables(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf(
    await db.execute(sql`select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`),
  );
  const digest: Record<string, string> = {};
  for (const { s, t } of tables) {
    const name = FOLDED[`${s}.${t}`] ?? `"${String(s).replace(/"/g, '""')}"."${String(t).replace(/"/g, '""')}"`;
    const [row] = rowsOf(
      await db.execute(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from ${name} x`),
      ),
    );
    digest[`${s}.${t}`] = `${row!.n} rows, md5 ${row!.h}`;
  }
  return digest;
}
