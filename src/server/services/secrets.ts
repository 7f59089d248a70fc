import crypto from 'node:crypto';

/**
 * Secrets at rest (tenants' Stripe secret key and webhook secret): AES-256-GCM with a key derived
 * from APP_SECRET by HKDF, stored as "v1:<iv>:<tag>:<data>" (base64url). Changing APP_SECRET makes
 * stored secrets unreadable (decryptSecret throws SecretError); operators then re-enter them.
 */
class SecretError extends Error {}

const keys = new Map<string, Buffer>();
function keyFor(appSecret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${appSecret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', appSecret, 'getseen', `getseen:${purpose}`, 32));
    keys.set(id, key);
  }
  return key;
}

export function encryptSecret(appSecret: string, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(appSecret, 'secrets-v1'), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join(
    ':',
  );
}

export function decryptSecret(appSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new SecretError('Stored secret has an unknown format');
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      keyFor(appSecret, 'secrets-v1'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretError('Stored secret cannot be decrypted (was APP_SECRET changed?)');
  }
}

/** Decrypts, or undefined when absent or unreadable. */
export function tryDecryptSecret(appSecret: string, stored: string | undefined | null): string | undefined {
  if (!stored) return undefined;
  try {
    return decryptSecret(appSecret, stored);
  } catch {
    return undefined;
  }
}

/** What an API may show of a secret: its kind prefix and last 4 characters, e.g. "sk_test_…a1b2". */
export function maskSecret(plaintext: string | undefined | null): string | null {
  if (!plaintext) return null;
  const prefix = /^(sk|rk|pk|whsec)_(test_|live_)?/.exec(plaintext)?.[0] ?? '';
  const tail = plaintext.length > prefix.length + 8 ? plaintext.slice(-4) : '';
  return `${prefix}…${tail}`;
}

/** True for a value that is a mask (the admin console sends the mask back unchanged when the secret is not edited). */
export const looksMasked = (value: string) => value.includes('…') || value.includes('•');

/** Keyed hash for lookups of values that must not be stored in clear (access codes). */
export function keyedHash(appSecret: string, purpose: string, value: string): string {
  return crypto
    .createHmac('sha256', keyFor(appSecret, `hash:${purpose}`))
    .update(value)
    .digest('hex');
}

/**
 * A value signed for one purpose: "<value>.<HMAC-SHA256 base64url>" with a key derived from APP_SECRET
 * (as keyedHash, purpose-separated, so a token of one kind never passes as another or as a cookie).
 */
export function signToken(appSecret: string, purpose: string, value: string): string {
  const mac = crypto
    .createHmac('sha256', keyFor(appSecret, `token:${purpose}`))
    .update(value)
    .digest('base64url');
  return `${value}.${mac}`;
}

/** The value of a token signed by signToken for this purpose, or undefined (compared in constant time). */
export function verifyToken(appSecret: string, purpose: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const value = token.slice(0, dot);
  const expected = Buffer.from(signToken(appSecret, purpose, value).slice(dot + 1));
  const given = Buffer.from(token.slice(dot + 1));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : undefined;
}
