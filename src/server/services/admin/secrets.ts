import crypto from 'node:crypto';

/**
 * MINIMAL STAND-IN until the access engineer's src/server/services/secrets.ts lands: AES-256-GCM with a key
 * derived from APP_SECRET, stored as "v1:iv:tag:data" (base64url), the format StoredStripeConfig documents.
 * When theirs exists, re-export it from here so there is one implementation.
 */
const keyFor = (appSecret: string) => crypto.createHash('sha256').update(`getseen:secrets:v1:${appSecret}`).digest();

export function encryptSecret(appSecret: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(appSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(':');
}

export function decryptSecret(appSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable stored secret');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** "sk_test_••••••••4242": the kind of key and its last four characters, never more. */
export function maskSecret(plain: string): string {
  const prefix = /^(sk|rk|pk)_(test|live)_|^whsec_/.exec(plain)?.[0] ?? '';
  return `${prefix}••••••••${plain.slice(-4)}`;
}

export const MASK_CHAR = '•';
