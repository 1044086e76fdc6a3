import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export type HeaderMap = Record<string, string>;

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
/** Types a browser runs; anything else in a script element (JSON, JSON-LD) is data. */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** CSP sources ('sha256-…') for the inline scripts of `html` that a browser would run. */
export function inlineScriptHashes(...pages: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
      if (/\ssrc=/i.test(attributes)) continue;
      const type = /\stype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
      if (!RUN_TYPES.has(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/**
 * The headers of a page of the site, worked out once by helmet (which knows each header's syntax
 * and refuses a malformed policy) rather than per request:
 * - a Content-Security-Policy that runs only the site's own scripts and the inline ones it was given
 *   by hash, so markup slipped into a page (a title, a prompt) cannot run, and no other site may
 *   frame a page (the embeddable player sets its own policy);
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites learn the origin only, never a
 *   page's address with its token (a reset or confirmation link). `no-referrer` would also make the
 *   browser send `Origin: null` on same-origin POSTs, which the origin checks refuse;
 * - HSTS and upgrade-insecure-requests only when the public address is https: on http they would
 *   send browsers to an https that does not exist.
 * Cross-Origin-Resource-Policy is left out: posters and videos are meant to be shown elsewhere
 * (link previews, feed readers, the embed).
 */
export function documentHeaders(options: {
  publicUrl: string;
  /** Where stored media is served from when that is not this site (S3_PUBLIC_URL). */
  mediaUrl?: string;
  scriptHashes?: string[];
}): HeaderMap {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const media = mediaSources(options.mediaUrl);
  const headers: HeaderMap = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name] = String(value);
    },
    removeHeader() {},
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...(options.scriptHashes ?? [])],
        scriptSrcAttr: ["'none'"],
        // React and Radix set style attributes, and server-rendered markup carries them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the upload dialog's preview of the chosen file and its thumbnail.
        imgSrc: [...media, 'data:', 'blob:'],
        mediaSrc: [...media, 'blob:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: false,
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** CSP sources of posters, videos and captions: this site, and the bucket's public address if set. */
export function mediaSources(mediaUrl: string | undefined): string[] {
  return mediaUrl ? ["'self'", new URL(mediaUrl).origin] : ["'self'"];
}

/**
 * `X-Content-Type-Options: nosniff` on every answer: a browser takes each file as the type the
 * server names (an uploaded video stays a video, captions stay text) and never guesses HTML.
 */
export function noSniff(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
}
