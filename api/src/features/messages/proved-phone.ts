import { normalisePhone } from '@clinic/shared/contract';

/**
 * The number WhatsApp may go to (decision 52): the one the account proved with a code, while it is still the
 * profile's phone; '' otherwise. A phone typed anywhere else (a booking's call-back number) never counts.
 */
export function provedPhone(row: { phone: string; verifiedPhone: string | null }): string {
  return row.verifiedPhone !== null && row.verifiedPhone === normalisePhone(row.phone) ? row.verifiedPhone : '';
}
