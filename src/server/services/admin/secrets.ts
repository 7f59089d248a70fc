import { decryptSecret, encryptSecret, isMasked, maskSecret as maskOrNull } from '../secrets';

/** One implementation of secrets at rest: the access engineer's src/server/services/secrets.ts. */
export { decryptSecret, encryptSecret };

export const maskSecret = (plain: string): string => maskOrNull(plain) ?? '';

/** A value the console sends back unchanged (a mask): keep the stored secret. */
export const looksMasked = (value: string) => isMasked(value) || value.includes('•');
