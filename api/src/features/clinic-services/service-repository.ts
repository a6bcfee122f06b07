import { eq, sql } from 'drizzle-orm';
import { SERVICE_IDS, type ClinicService, type UpdateServiceRequest } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { clinicServices } from '../../db/schema';

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
