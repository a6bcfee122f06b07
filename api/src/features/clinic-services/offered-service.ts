import type { ServiceId } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { msg } from '../../i18n';
import { offeredService, type OfferedService } from './service-repository';
import { DOCTOR_NOT_FOUND } from '../../http/refusals';

/** A service the doctor does not offer (or the clinic has stopped), asked for by a booking or a picker. */
export const SERVICE_NOT_OFFERED = msg('The doctor does not offer that service');

/**
 * The service as the doctor offers it now (decision 57), for the free times and the booking alike; an
 * unknown or deleted doctor is the 404, a service they do not offer the 409, in the same words for both.
 */
export async function serviceOfDoctor(db: Db, docId: string, serviceId: ServiceId): Promise<OfferedService> {
  const service = await offeredService(db, docId, serviceId);
  if (service === undefined) throw notFound(DOCTOR_NOT_FOUND);
  if (service === null) throw conflict(SERVICE_NOT_OFFERED);
  return service;
}
