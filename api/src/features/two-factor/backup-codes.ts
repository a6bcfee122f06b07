import { createHash, randomInt } from 'node:crypto';

export const BACKUP_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code read off paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten single-use codes, `xxxx-xxxx`, shown once. */
export const newBackupCodes = () => Array.from({ length: BACKUP_CODE_COUNT }, () => `${part()}-${part()}`);

/** What a backup code looks like as typed (any case, the dash optional). */
export const looksLikeBackupCode = (code: string) => /^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(code);

/** Stored as a digest only: the codes cannot be read back from the database. */
export function backupCodeHash(code: string): string {
  const plain = code.toLowerCase().replace('-', '');
  return createHash('sha256').update(plain).digest('hex');
}
