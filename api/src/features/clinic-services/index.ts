// What other features may use of the clinic's services: whether a doctor offers one, at what length and fee.
import { msg } from '../../i18n';

export { offeredService, type OfferedService } from './service-repository';

/** A service the doctor does not offer (or the clinic has stopped), asked for by a booking or a picker. */
export const SERVICE_NOT_OFFERED = msg('The doctor does not offer that service');
