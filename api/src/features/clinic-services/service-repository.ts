import { and, eq, isNull, sql } from 'drizzle-orm';
import { SERVICE_IDS, type ClinicService, type ServiceId, type UpdateServiceRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { clinicServices, doctors } from '../../db/schema';

const order = (id: string) => (SERVICE_IDS as readonly string[]).indexOf(id);

/** Every service with its length and fee, in the clinic's order (that of `SERVICE_IDS`). */
export async function listServices(db: Db): Promise<ClinicService[]> {
  const rows = await db
    .select({
      id: clinicServices.id,
      durationMinutes: clinicServices.durationMinutes,
      fee: clinicServices.fee,
      active: clinicServices.active,
    })
    .from(clinicServices);
  return rows.sort((a, b) => order(a.id) - order(b.id));
}

/** Sets a service's length and fee; false when the clinic has no such row. */
export async function writeService(db: Db, { serviceId, durationMinutes, fee }: UpdateServiceRequest): Promise<boolean> {
  const updated = await db
    .update(clinicServices)
    .set({ durationMinutes, fee, updatedAt: sql`now()` })
    .where(eq(clinicServices.id, serviceId))
    .returning({ id: clinicServices.id });
  return updated.length > 0;
}

/** A service as a doctor offers it for booking: its length and fee now. */
export interface OfferedService {
  id: ServiceId;
  durationMinutes: number;
  fee: number;
}

/**
 * The service if the doctor offers it now (the service active and among the doctor's), null if not;
 * undefined when the doctor does not exist (or is deleted). One round trip.
 */
export async function offeredService(db: Db, docId: string, serviceId: ServiceId): Promise<OfferedService | null | undefined> {
  const [row] = await db
    .select({
      durationMinutes: clinicServices.durationMinutes,
      fee: clinicServices.fee,
      offered: sql<boolean>`${clinicServices.active} and ${clinicServices.id} = any (${doctors.services})`,
    })
    .from(doctors)
    .leftJoin(clinicServices, eq(clinicServices.id, serviceId))
    .where(and(eq(doctors.id, docId), isNull(doctors.deletedAt)));
  if (!row) return undefined;
  return row.offered ? { id: serviceId, durationMinutes: row.durationMinutes!, fee: row.fee! } : null;
}
