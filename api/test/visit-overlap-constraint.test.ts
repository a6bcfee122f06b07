import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { sqlState } from '../src/http/errors';
import { createPostgresDatabase, DRIVER_DATABASES, seededPglite, type DatabaseKind } from './support/harness';

// Decision 57's groundwork: both drivers can hold "no two active visits of one doctor overlap" in the
// database, with btree_gist and an exclusion constraint over each visit's time range, on a scratch table
// of the planned appointment's shape. The finding the next step builds on is written in the decision.

interface Scratch {
  query: (statement: string, params?: unknown[]) => Promise<unknown>;
  close: () => Promise<void>;
}

async function openScratch(kind: DatabaseKind): Promise<Scratch> {
  if (kind === 'pglite') {
    // From the run's seeded copy (≈0.5 s) rather than a new cluster (initdb: seconds); the scratch table's
    // names are its own.
    const client = await PGlite.create({ loadDataDir: await seededPglite(), extensions: { btree_gist } });
    return { query: (statement, params) => client.query(statement, params), close: () => client.close() };
  }
  const database = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: (statement, params) => client.query(statement, params),
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

const SHAPE = [
  'create extension if not exists btree_gist',
  `create type scratch_visit_status as enum ('booked', 'completed', 'cancelled', 'no_show')`,
  // timestamptz + interval is only STABLE (a day or a month depends on the zone), so an index cannot use it
  // as it is; a span of whole minutes does not, which is what lets this wrapper be IMMUTABLE.
  `create function scratch_visit_span(starts_at timestamptz, minutes integer) returns tstzrange
     language sql immutable parallel safe as $$ select tstzrange(starts_at, starts_at + make_interval(mins => minutes)) $$`,
  `create table scratch_visits (
     id serial primary key,
     doc_id text not null,
     starts_at timestamptz not null,
     duration_minutes integer not null check (duration_minutes > 0),
     status scratch_visit_status not null default 'booked',
     constraint scratch_visits_doctor_no_overlap exclude using gist
       (doc_id with =, scratch_visit_span(starts_at, duration_minutes) with &&) where (status = 'booked')
   )`,
];

const insertVisit = (db: Scratch, docId: string, startsAt: string, minutes: number, status = 'booked') =>
  db.query('insert into scratch_visits (doc_id, starts_at, duration_minutes, status) values ($1, $2, $3, $4)', [
    docId,
    startsAt,
    minutes,
    status,
  ]);

/** The SQLSTATE a statement fails with, or undefined when it succeeds. */
const failure = (statement: Promise<unknown>) => statement.then(() => undefined, sqlState);

describe.each(DRIVER_DATABASES)('an exclusion constraint over a visit’s time range on %s', (kind) => {
  let db: Scratch;

  beforeAll(async () => {
    db = await openScratch(kind);
    for (const statement of SHAPE) await db.query(statement);
  });

  afterAll(() => db?.close());

  beforeEach(() => db.query('truncate scratch_visits'));

  it('refuses the range written straight into the constraint: timestamptz + interval is not IMMUTABLE (42P17)', async () => {
    const direct = db.query(`create table scratch_direct (doc_id text, starts_at timestamptz, duration_minutes integer,
      exclude using gist (doc_id with =, tstzrange(starts_at, starts_at + make_interval(mins => duration_minutes)) with &&))`);
    expect(await failure(direct)).toBe('42P17');
  });

  it('refuses a second visit of one doctor that overlaps the first, by the constraint (23P01)', async () => {
    await insertVisit(db, 'doc-a', '2026-12-07T10:00:00+05:30', 90);
    expect(await failure(insertVisit(db, 'doc-a', '2026-12-07T11:00:00+05:30', 30))).toBe('23P01');
    expect(await failure(insertVisit(db, 'doc-a', '2026-12-07T09:45:00+05:30', 30))).toBe('23P01');
  });

  it('allows visits that touch: one starts the minute the other ends', async () => {
    await insertVisit(db, 'doc-a', '2026-12-07T10:00:00+05:30', 45);
    await insertVisit(db, 'doc-a', '2026-12-07T10:45:00+05:30', 30);
    await insertVisit(db, 'doc-a', '2026-12-07T09:30:00+05:30', 30);
    expect(await db.query('select count(*)::int as n from scratch_visits')).toMatchObject({ rows: [{ n: 3 }] });
  });

  it('allows the same time for another doctor, and over a visit that is no longer active', async () => {
    await insertVisit(db, 'doc-a', '2026-12-07T10:00:00+05:30', 60, 'cancelled');
    await insertVisit(db, 'doc-a', '2026-12-07T10:00:00+05:30', 60, 'no_show');
    await insertVisit(db, 'doc-b', '2026-12-07T10:00:00+05:30', 60);
    await insertVisit(db, 'doc-a', '2026-12-07T10:30:00+05:30', 30);
    expect(await failure(insertVisit(db, 'doc-a', '2026-12-07T10:15:00+05:30', 30))).toBe('23P01');
  });

  it('refuses moving an active visit onto another, as it refuses inserting one', async () => {
    await insertVisit(db, 'doc-a', '2026-12-07T10:00:00+05:30', 30);
    await insertVisit(db, 'doc-a', '2026-12-07T12:00:00+05:30', 30);
    const move = db.query(
      `update scratch_visits set starts_at = '2026-12-07T10:15:00+05:30' where starts_at = '2026-12-07T12:00:00+05:30'`,
    );
    expect(await failure(move)).toBe('23P01');
  });
});

describe('PGlite without the extension registered', () => {
  it('cannot create btree_gist: the api must register it when it opens PGlite, before a migration uses it', async () => {
    const plain = await PGlite.create();
    try {
      // 0A000: feature not supported ("extension "btree_gist" is not available").
      expect(await failure(plain.query('create extension btree_gist'))).toBe('0A000');
    } finally {
      await plain.close();
    }
  });
});
