// What other features may use of the clinic's services: whether a doctor offers one, at what length and fee.
export { SERVICE_NOT_OFFERED, serviceOfDoctor } from './offered-service';
export type { OfferedService } from './service-repository';
