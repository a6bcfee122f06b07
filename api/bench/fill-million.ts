// Fills a migrated, demo-seeded bench database with a large clinic in SQL (generate_series), not over
// HTTP: ~20 doctors, ~50k patients, appointments over two years in every status, snapshots taken from
// the rows they name. Deterministic (hashes, not random()), so two runs measure the same data.
import pg from 'pg';
import { DEFAULT_CLINIC_TZ } from '@clinic/shared/booking';

export interface FillOptions {
  appointments: number;
  patients?: number;
  doctors?: number;
  days?: number;
}

export interface FillTimes {
  totalMs: number;
  steps: Record<string, number>;
}

const EXTRA_DOCTORS = [
  'Suresh Pillai',
  'Nisha Kapoor',
  'Harish Gowda',
  'Anita Desai',
  'Gopal Hegde',
  'Divya Murthy',
  'Karthik Bhat',
  'Sunita Joshi',
];
const FIRST = [
  'Aarav',
  'Aditi',
  'Akash',
  'Anjali',
  'Arjun',
  'Bhavna',
  'Chetan',
  'Deepak',
  'Divya',
  'Farhan',
  'Gauri',
  'Harsh',
  'Isha',
  'Jaya',
  'Kiran',
  'Lata',
  'Manoj',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pranav',
  'Radha',
  'Rahul',
  'Ritu',
  'Sachin',
  'Sahana',
  'Sameer',
  'Shreya',
  'Tanvi',
  'Uday',
  'Varun',
  'Vidya',
  'Yash',
  'Zoya',
  'Gita',
  'Mohan',
  'Suma',
  'Ravi',
  'Leela',
  'Anil',
  'Usha',
  'Vinod',
  'Asha',
  'Prakash',
  'Meena',
  'Ajay',
  'Kavita',
  'Dinesh',
];
const LAST = [
  'Rao',
  'Iyer',
  'Nair',
  'Reddy',
  'Shetty',
  'Kulkarni',
  'Menon',
  'Sharma',
  'Gupta',
  'Patil',
  'Naidu',
  'Pillai',
  'Hegde',
  'Kamath',
  'Joshi',
  'Desai',
  'Verma',
  'Singh',
  'Khan',
  'Das',
  'Bose',
  'Ghosh',
  'Mehta',
  'Shah',
  'Jain',
  'Agarwal',
  'Chopra',
  'Kapoor',
  'Malhotra',
  'Banerjee',
  'Mukherjee',
  'Prabhu',
  'Acharya',
  'Bhat',
  'Gowda',
  'Murthy',
];

/**
 * Slot times on a grid fine enough to hold every booking: 20 doctors cannot take a million appointments
 * in two years of half-hour slots (that is 68 a day each), so each visit here is 5 minutes long, the grid's
 * step, and the exclusion constraints (migration 0030) hold.
 * Each (doctor, day, k) cell is used once, and the patients of one (day, k) are all different.
 */
const APPOINTMENTS_SQL = `
with g as (
  select i, i % $2 as doc, (i / $2) % $3 as day_index, i / ($2 * $3) as k,
    abs(hashint8(i)) % 1000 as r1, abs(hashint8(i + 7777777)) % 1000 as r2, abs(hashint8(i + 99999999)) % 10080 as lead
  from generate_series(0::bigint, $1::bigint - 1) i
), t as (
  select g.*, ((now() at time zone $6::text)::date - ($3::int - 7) + day_index::int) as day, 600 + (k * 132 / $4) * 5 as minute
  from g
), s as (
  select t.*, ((day + minute * interval '1 minute') at time zone $6) as start_at from t
), x as (
  select s.*, start_at < now() as past,
    case when start_at < now() then (case when r1 < 700 then 'completed' when r1 < 850 then 'cancelled' when r1 < 900 then 'no-show' else 'active' end)
         else (case when r1 < 850 then 'active' else 'cancelled' end) end as status,
    start_at - (60 + lead) * interval '1 minute' as booked_guess
  from s
), y as (
  select x.*, case when booked_guess < now() then booked_guess else now() - (lead / 8 + r2 % 60) * interval '1 minute' end
    + r2 * interval '1 ms' as booked_at
  from x
  -- Stored in booking order, as a clinic's table grows.
  order by booked_at
)
insert into appointments (user_id, patient_id, doc_id, user_data, doc_data, amount, booked_at, status, payment, starts_at, duration_minutes)
select p.id, p.id, d.id,
  jsonb_build_object('name', p.name, 'imageId', null, 'age', p.age, 'email', p.email, 'phone', p.phone, 'message', ''),
  d.doc_data, d.fees, y.booked_at, y.status,
  y.r2 < case y.status when 'completed' then 600 when 'cancelled' then 100 else (case when y.past then 200 else 400 end) end, y.start_at, 5
from y
join bench_doctors d on d.n = y.doc
join bench_patients p on p.n = ((y.day_index * 7919 + y.k * 104729) % $5) * $2 + (y.doc + y.day_index) % $2`;

export async function fillAppointments(url: string, options: FillOptions): Promise<FillTimes> {
  const doctorCount = options.doctors ?? 20;
  const days = options.days ?? 730;
  const groups = Math.floor((options.patients ?? 50_000) / doctorCount);
  const perDay = Math.ceil(options.appointments / (doctorCount * days));
  if (perDay > 132)
    throw new Error(`${options.appointments} appointments do not fit ${doctorCount} doctors × ${days} days of 5-minute slots`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const steps: Record<string, number> = {};
  const started = Date.now();
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t = Date.now();
    await work();
    steps[name] = Date.now() - t;
  };
  try {
    // Bench data only, in a database of its own: a crash mid-fill just means filling again.
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '256MB'`);
    await step('doctors and patients', async () => {
      // The demo seed's own bookings carry checkout sessions and events; the bench's appointments replace them.
      await client.query('delete from demo_payment_sessions; delete from checkout_sessions; delete from appointment_events');
      await client.query('delete from appointments');
      await client.query(
        `insert into doctors (name, email, password_hash, image_id, speciality, degree, experience, about, fees, available, address_line1, address_line2, created_at)
         select 'Dr. ' || n.name, lower(replace(n.name, ' ', '.')) || '@sunrisehearing.in', d.password_hash, d.image_id, d.speciality, d.degree,
           d.experience, d.about, d.fees + 50 * n.i, true, d.address_line1, d.address_line2, now() + n.i * interval '1 second'
         from unnest($1::text[]) with ordinality n(name, i)
         join (select *, row_number() over (order by created_at) as i from doctors) d on d.i = 1 + (n.i - 1) % (select count(*) from doctors)
         limit greatest(0, $2 - (select count(*) from doctors where deleted_at is null))`,
        [EXTRA_DOCTORS, doctorCount],
      );
      await client.query(`create temp table bench_doctors as
        select (row_number() over (order by created_at) - 1)::int as n, id, fees, jsonb_build_object('name', name, 'imageId', image_id,
          'speciality', speciality, 'address', jsonb_build_object('line1', address_line1, 'line2', address_line2)) as doc_data
        from doctors where deleted_at is null order by created_at limit ${doctorCount}`);
      const hash = (await client.query(`select password_hash from users where email = 'patient@sunrisehearing.in'`)).rows[0]?.password_hash;
      await client.query('create temp table bench_patients (n int primary key, id uuid, name text, email text, phone text, age int)');
      await client.query(
        `insert into bench_patients
         select g - 1, gen_random_uuid(), ($1::text[])[1 + g % cardinality($1::text[])] || ' ' ||
           ($2::text[])[1 + (g / cardinality($1::text[])) % cardinality($2::text[])],
           'patient' || g || '@bench.example.in', '+91 9' || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0'),
           case when g % 10 = 0 then null else 18 + g * 37 % 70 end
         from generate_series(1, $3::int) g`,
        [FIRST, LAST, groups * doctorCount],
      );
      await client.query(
        `insert into users (id, name, email, password_hash, phone, gender, dob, created_at)
         select id, name, email, $1, phone, case when n % 2 = 0 then 'Female' else 'Male' end,
           (date '1950-01-01' + (n * 131 % 20000))::text, now() - (n % 730) * interval '1 day' from bench_patients`,
        [hash],
      );
      // Each account's own patient record (decision 56), under the account's id as the api makes it.
      await client.query(
        `insert into patients (id, name, dob, sex, phone, created_at)
         select u.id, u.name, u.dob::date, u.gender, u.phone, u.created_at from users u join bench_patients b on b.id = u.id`,
      );
      await client.query(
        `insert into patient_accounts (account_id, patient_id, relationship, created_at)
         select id, id, 'self', now() from bench_patients`,
      );
      await client.query('analyze bench_doctors; analyze bench_patients');
    });
    // Building the indexes once at the end is several times faster than keeping them up to date row by row;
    // the exclusion constraints' indexes (migration 0030) go and come back with their constraints.
    const { rows: constraints } = await client.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'appointments'::regclass and contype = 'x'`,
    );
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'appointments' and indexname <> 'appointments_pkey'
         and indexname not in (select conname from pg_constraint where conrelid = 'appointments'::regclass)`,
    );
    for (const c of constraints) await client.query(`alter table appointments drop constraint "${c.name}"`);
    for (const ix of indexes) await client.query(`drop index "${ix.indexname}"`);
    await step('appointments', () =>
      client.query(APPOINTMENTS_SQL, [options.appointments, doctorCount, days, perDay, groups, DEFAULT_CLINIC_TZ]),
    );
    // Loaded, not booked: no events, so the counts and totals are counted from the rows (migration 0035).
    await step('counts', () => client.query('select recount_appointment_totals()'));
    await step('indexes', async () => {
      for (const ix of indexes) await client.query(ix.indexdef);
      for (const c of constraints) await client.query(`alter table appointments add constraint "${c.name}" ${c.definition}`);
    });
    await step('vacuum analyze', () => client.query('vacuum (analyze) appointments, users, doctors'));
  } finally {
    await client.end();
  }
  return { totalMs: Date.now() - started, steps };
}
