import { serviceName } from '@clinic/shared/clinic';
import { translate } from '../i18n';

/** A visit's length as the reader's language writes it: `45 min`, `45 मिनट`, `45 ನಿಮಿಷ`. */
export const visitLength = (minutes: number): string => translate('common.visitMinutes', { count: minutes });

/** A booked service with its length, `Hearing assessment · 45 min` (decision 57), as text with `<unit>` around the length. */
export const serviceWithLength = (service: { id: string; durationMinutes: number }): string =>
  translate('common.serviceLength', { service: serviceName(service.id), length: visitLength(service.durationMinutes) });
