/** The hint under every phone field of this remote: what the shared phone rule takes (@clinic/shared/contract `normalisePhone`). */
export const PHONE_HINT = 'A 10-digit mobile number, or an international number starting with +';
