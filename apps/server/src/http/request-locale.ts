import { parse as parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { bestLocale, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@promptreel/contract';

/**
 * The language a request is answered in (pages, refusals): the one chosen on this browser (the
 * language menu and Settings set the cookie; the app sets it to a signed-in account's), else the
 * best match of Accept-Language, else British English.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const chosen = request.headers.cookie ? parseCookie(request.headers.cookie)[LOCALE_COOKIE] : undefined;
  if (isLocale(chosen)) return chosen;
  return bestLocale(new Negotiator(request).languages());
}

/** The same, for a request as the auth library hands it on (a web Request, or none: British English). */
export function webRequestLocale(request: { headers: Headers } | undefined): Locale {
  if (!request) return DEFAULT_LOCALE;
  const header = (name: string) => request.headers.get(name) ?? undefined;
  return requestLocale({ headers: { cookie: header('cookie'), 'accept-language': header('accept-language') } });
}
