import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { emptyToUndefined } from './env-values.js';

/** Whom the server trusts: which proxies' forwarded addresses, and which Content Credentials signers. */

export const TRUST_PROXY_HINT = 'must be true, false, or a comma-separated list of proxy addresses or CIDR ranges';
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an address, a CIDR range or a named range, as Fastify's trustProxy (proxy-addr) reads them. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY → Fastify's trustProxy: off unless set, because a trusted X-Forwarded-For lets any
 * client choose its own address (and so its own rate-limit bucket). No hop count: Fastify 5 trusts
 * nothing for one, since a count cannot tell the proxy from a client that sends enough hops.
 */
export function parseTrustProxy(raw: string): boolean | string[] | null {
  const v = raw.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isProxyAddress) ? list : null;
}

/** The server package's folder (apps/server): this code runs under src/ in development, from dist/ when bundled. */
function serverPackageDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${import.meta.dirname}`);
  }
}

/** The C2PA Conformance Program's trust lists shipped in apps/server/trust/ (see its README). */
export const shippedTrustList = (file: string) => path.join(serverPackageDir(), 'trust', file);

/**
 * A comma-separated list of PEM files → their certificates, one PEM each, read once at start; a
 * file that cannot be read, holds no certificate or a damaged one is a configuration error.
 */
export const pemFiles = (fallback?: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        const files = (value ?? fallback ?? '')
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
          .map((f) => path.resolve(f));
        const certificates: string[] = [];
        for (const file of files) {
          let text: string;
          try {
            text = fs.readFileSync(file, 'utf8');
          } catch {
            ctx.addIssue({ code: 'custom', message: `cannot read ${file}` });
            return z.NEVER;
          }
          const blocks = text.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
          if (blocks.length === 0) {
            ctx.addIssue({ code: 'custom', message: `no certificate in ${file} (PEM expected)` });
            return z.NEVER;
          }
          for (const [i, block] of blocks.entries()) {
            try {
              certificates.push(new X509Certificate(block).toString());
            } catch {
              ctx.addIssue({ code: 'custom', message: `certificate ${i + 1} in ${file} cannot be read` });
              return z.NEVER;
            }
          }
        }
        return certificates;
      }),
  );
