import type { Db } from '../../db/client';
import { clinicToday, loadSchedule, type LoadedSchedule } from '../calendar';

/**
 * The calendar a booking is checked against (decision 45), kept per doctor for the clinic's day it was
 * read on. Booking is the hot write: a kept calendar spares it two round trips, and it cannot let a wrong
 * booking in, because the statement writes only while the calendar's version is the one the slot was
 * checked against (`currentVersion`); a kept calendar that is out of date writes nothing and is read
 * again. A refusal is always confirmed on a fresh read (the doctor may have become available again).
 */
interface Kept {
  day: number;
  schedule: LoadedSchedule;
}
const kept = new WeakMap<Db, Map<string, Kept>>();
/** Reads under way for a booking that found nothing kept: bookings arriving together share one. */
const reading = new WeakMap<Db, Map<string, Promise<LoadedSchedule | null>>>();
/** More doctors than the clinic has: past this, start again rather than grow. */
const MAX_KEPT = 1000;

function keptOf(db: Db): Map<string, Kept> {
  let doctors = kept.get(db);
  if (!doctors) kept.set(db, (doctors = new Map()));
  return doctors;
}

/** The doctor's calendar read now (null: no such doctor), kept for the next booking. */
export async function freshCalendar(db: Db, docId: string, now: Date, clinicTz: string): Promise<LoadedSchedule | null> {
  const schedule = await loadSchedule(db, docId, now, clinicTz, { bookings: false });
  const doctors = keptOf(db);
  if (!schedule) doctors.delete(docId);
  else {
    if (doctors.size >= MAX_KEPT) doctors.clear();
    doctors.set(docId, { day: clinicToday(now, clinicTz).day, schedule });
  }
  return schedule;
}

/** The kept calendar of the doctor for today at the clinic, if any: no await, so a booking joins the batch of its round. */
export function keptCalendar(db: Db, docId: string, now: Date, clinicTz: string): LoadedSchedule | undefined {
  const hit = keptOf(db).get(docId);
  return hit && hit.day === clinicToday(now, clinicTz).day ? hit.schedule : undefined;
}

/** The kept calendar of the doctor for today at the clinic, else a fresh one; `fresh` says which. */
export async function bookingCalendar(
  db: Db,
  docId: string,
  now: Date,
  clinicTz: string,
): Promise<{ schedule: LoadedSchedule | null; fresh: boolean }> {
  const hit = keptOf(db).get(docId);
  if (hit && hit.day === clinicToday(now, clinicTz).day) return { schedule: hit.schedule, fresh: false };
  let reads = reading.get(db);
  if (!reads) reading.set(db, (reads = new Map()));
  const underWay = reads.get(docId);
  // A read that began before this request may miss a change made since: the version guard catches that.
  if (underWay) return { schedule: await underWay, fresh: false };
  const read = freshCalendar(db, docId, now, clinicTz).finally(() => reads.delete(docId));
  reads.set(docId, read);
  return { schedule: await read, fresh: true };
}
