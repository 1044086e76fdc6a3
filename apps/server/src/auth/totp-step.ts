import { createHmac, timingSafeEqual } from 'node:crypto';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** The steps either side of now that the auth library also accepts (its default window). */
const WINDOW = 1;
const BASE32_PREFIX = 'base32:';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const c of text.toUpperCase().replace(/=+$/, '')) bits += BASE32.indexOf(c).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** RFC 4226's code for one counter (RFC 6238 counts 30-second steps). */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The time step whose code `code` is, among those the library accepts now, for the secret as the
 * library stores it (decrypted); null when it is none of them. Lets a used step be refused.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const key = secret.startsWith(BASE32_PREFIX) ? base32Bytes(secret.slice(BASE32_PREFIX.length)) : Buffer.from(secret);
  const given = Buffer.from(code.replace(/\s+/g, ''));
  const current = Math.floor(now / 1000 / PERIOD_SECONDS);
  let found: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step += 1) {
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) found = step;
  }
  return found;
}
