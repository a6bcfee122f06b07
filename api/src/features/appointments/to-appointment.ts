import { statusFlags, type Appointment } from '@clinic/shared/contract';
import type { appointments } from '../../db/schema';
import { imageUrl } from '../images';

/** A row as read with `appointmentRowColumns`: the spec's wall clock beside the instant (migration 0033). */
export type AppointmentRow = typeof appointments.$inferSelect & { slotDate: string; slotTime: string };
/** A row as the lists read it: with the account that booked it (decision 41). */
export type ListedRow = AppointmentRow & { bookedBy?: { name: string; email: string }; bookerNoPhoneCalls?: boolean };

/** The wire shape of spec section 3: snapshots of patient and doctor as they were at booking. */
export function toAppointment(row: ListedRow): Appointment {
  const { userData: u, docData: d } = row;
  return {
    _id: row.id,
    userId: row.userId,
    docId: row.docId,
    slotDate: row.slotDate,
    slotTime: row.slotTime,
    userData: { name: u.name, age: u.age ?? null, email: u.email, phone: u.phone, message: u.message, image: imageUrl(u.imageId) },
    docData: { name: d.name, image: imageUrl(d.imageId), speciality: d.speciality, address: d.address },
    amount: row.amount,
    date: row.bookedAt.getTime(),
    // The spec's three flags, read off the one status (decision 58).
    ...statusFlags(row.status),
    payment: row.payment,
    ...(row.refundStatus && { refundStatus: row.refundStatus }),
    ...(row.bookedBy && { bookedBy: row.bookedBy }),
    // Only when said, so the lists' answers stay as they were for everyone else.
    ...(row.bookerNoPhoneCalls && { bookerNoPhoneCalls: true }),
    ...(row.seriesId && { seriesId: row.seriesId }),
    ...(row.keptBy && { keptBy: row.keptBy }),
    // A consultation is the spec's appointment as it was: only a service says what and how long (decision 57).
    ...(row.serviceId && { service: { id: row.serviceId, durationMinutes: row.durationMinutes } }),
  };
}
