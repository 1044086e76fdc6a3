import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { QUICK_POLL } from './fixtures';

// Set by playwright.config.ts for both the tests and the server they start.
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.resolve('test-results/e2e-mail-3100');

/** Undoes quoted-printable (soft breaks, =XX bytes) so links read as they were sent. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's value as written (RFC 2047 encoded words decoded, folded lines joined). */
function headerValue(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1] ?? '';
  return folded
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?') // spaces between two encoded words are not part of the text
    .replace(/=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function messagesTo(address: string): { subject: string; body: string }[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((f) => fs.readFileSync(path.join(MAIL_DIR, f), 'utf8'))
    .filter((raw) => new RegExp(`^X-Envelope-To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map((raw) => ({
      subject: headerValue(raw, 'Subject'),
      body: decodeQuotedPrintable(raw),
    }));
}

/**
 * Waits for an e-mail to `address` whose subject matches, and returns the first link to `pathname`
 * (a path, or a pattern for paths that carry an id).
 */
export async function linkFromMail(address: string, subject: RegExp, pathname: string | RegExp): Promise<string> {
  const matches = (p: string) => (typeof pathname === 'string' ? p === pathname : pathname.test(p));
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = messagesTo(address)
          .filter((m) => subject.test(m.subject))
          .at(-1);
        link = mail?.body.match(/https?:\/\/[^\s"<>]+/g)?.find((u) => matches(new URL(u).pathname));
        return link;
      },
      { timeout: 10_000, intervals: QUICK_POLL, message: `an e-mail to ${address} with a ${pathname} link` },
    )
    .toBeTruthy();
  return link!.replace(/&amp;/g, '&');
}

/** Waits for an e-mail to `address` whose subject matches, and returns its decoded text. */
export async function mailBody(address: string, subject: RegExp): Promise<string> {
  let body: string | undefined;
  await expect
    .poll(
      () =>
        (body = messagesTo(address)
          .filter((m) => subject.test(m.subject))
          .at(-1)?.body),
      { timeout: 10_000, intervals: QUICK_POLL, message: `an e-mail to ${address} about ${subject}` },
    )
    .toBeTruthy();
  return body!;
}

/** How many e-mails to `address` with a matching subject have arrived so far. */
export function mailCount(address: string, subject: RegExp): number {
  return messagesTo(address).filter((m) => subject.test(m.subject)).length;
}
