import { SIGN_IN_SECURITY_TEXTS as T } from '@promptreel/contract';
import type { GenericEndpointContext } from 'better-auth';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString, symmetricDecrypt } from 'better-auth/crypto';
import type { Mailer } from '../mail/mailer.js';
import { webRequestLocale } from '../http/request-locale.js';
import { type LocaleLookup, mailLocale } from '../mail/mail-locale.js';
import { type SecurityChange, securityNotice } from '../mail/security-templates.js';
import type { TotpStepsRepository } from '../repositories/totp-steps.repository.js';
import type { BackgroundTasks } from './background.js';
import { totpStepOf } from './totp-step.js';

type Ctx = GenericEndpointContext;

/** What the endpoint answered (or threw), as the library hands it to after hooks. */
const returnedOf = (ctx: Ctx) => (ctx.context as { returned?: unknown }).returned;

/** What the before hook learnt about a request, for its after hook (keyed by the request itself). */
interface Pending {
  userId: string;
  email: string;
  change: SecurityChange;
  removePasskeys?: boolean;
}

/** The web app's page for the second step (the same one a password log-in shows). */
export const SECOND_STEP_PATH = '/login';
const TWO_FACTOR_COOKIE = 'two_factor';
const TWO_FACTOR_SECONDS = 600;
export const REMOVE_PASSKEYS_INVALID = 'removePasskeys must be true or false.';

/** The change a successful call to each path makes, told by e-mail to its owner. */
const SIGNED_IN_CHANGES: Record<string, SecurityChange> = {
  '/change-password': 'passwordChanged',
  '/two-factor/disable': 'twoFactorOff',
  '/passkey/verify-registration': 'passkeyAdded',
  '/passkey/delete-passkey': 'passkeyRemoved',
};

/**
 * The sign-in rules the auth library does not keep itself: an authenticator code works once (ASVS
 * 2.8.4), a Google log-in of an account with two-factor on goes through the second step, a reset
 * may remove the passkeys, and every change to how someone logs in is e-mailed (ASVS 2.2.3).
 */
export function createSecurityHooks(deps: {
  mailer: Mailer;
  background: BackgroundTasks;
  totpSteps: TotpStepsRepository;
  publicUrl: string;
  /** The language each account chose, for its notices (else the request's). */
  localeOf?: LocaleLookup;
}) {
  const pending = new WeakMap<Request, Pending>();
  const settingsUrl = `${deps.publicUrl}/settings?section=security`;
  const resetUrl = `${deps.publicUrl}/reset`;

  const remember = (ctx: Ctx, p: Pending) => {
    if (ctx.request) pending.set(ctx.request, p);
  };

  /** Refuses a right code whose time step was taken already, and takes it otherwise. */
  async function takeTotpStep(ctx: Ctx, userId: string) {
    const code = typeof ctx.body?.code === 'string' ? ctx.body.code : '';
    const row = await ctx.context.adapter.findOne<{ secret: string }>({
      model: 'twoFactor',
      where: [{ field: 'userId', value: userId }],
    });
    if (!row) return;
    const step = totpStepOf(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }), code);
    // A wrong code is the library's to refuse and count.
    if (step === null) return;
    if (!(await deps.totpSteps.claim(userId, step))) {
      throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: T.invalidCode });
    }
  }

  /** The person a second step is for: the signed-in one, or the one the two-factor cookie names. */
  async function secondStepUser(ctx: Ctx) {
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (session)
      return { user: session.user as { id: string; email: string; twoFactorEnabled?: boolean }, signedIn: true };
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
    const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    const found = key ? await ctx.context.internalAdapter.findVerificationValue(key) : null;
    return found ? { user: { id: found.value, email: '' }, signedIn: false } : null;
  }

  async function before(ctx: Ctx): Promise<void> {
    const change = SIGNED_IN_CHANGES[ctx.path];
    if (change) {
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (session) remember(ctx, { userId: session.user.id, email: session.user.email, change });
    } else if (ctx.path === '/two-factor/verify-totp') {
      const who = await secondStepUser(ctx);
      if (!who) return;
      await takeTotpStep(ctx, who.user.id);
      // A signed-in person's first right code turns two-factor on.
      if (who.signedIn && !who.user.twoFactorEnabled) {
        remember(ctx, { userId: who.user.id, email: who.user.email, change: 'twoFactorOn' });
      }
    } else if (ctx.path === '/reset-password' && typeof ctx.body?.token === 'string') {
      if (ctx.body.removePasskeys !== undefined && typeof ctx.body.removePasskeys !== 'boolean') {
        throw new APIError('BAD_REQUEST', { code: 'INVALID_REMOVE_PASSKEYS', message: REMOVE_PASSKEYS_INVALID });
      }
      const found = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${ctx.body.token}`);
      const user = found ? await ctx.context.internalAdapter.findUserById(found.value) : null;
      if (user) {
        const removePasskeys = ctx.body.removePasskeys === true;
        const resetChange = removePasskeys ? 'passwordResetPasskeysRemoved' : 'passwordReset';
        remember(ctx, { userId: user.id, email: user.email, change: resetChange, removePasskeys });
      }
    }
  }

  async function after(ctx: Ctx): Promise<void> {
    if (ctx.path === '/callback/:id') return secondStepAfterGoogle(ctx);
    const p = ctx.request ? pending.get(ctx.request) : undefined;
    if (!p || isAPIError(returnedOf(ctx))) return;
    if (p.removePasskeys) {
      await ctx.context.adapter.deleteMany({ model: 'passkey', where: [{ field: 'userId', value: p.userId }] });
    }
    const requested = webRequestLocale(ctx.request);
    deps.background.run('security e-mail', async () => {
      const locale = mailLocale(await deps.localeOf?.(p.userId), requested);
      await deps.mailer.send(securityNotice(p.email, p.change, settingsUrl, resetUrl, locale));
    });
  }

  /**
   * Google's return made a session: for an account with two-factor on it is swapped, as the
   * library's plugin does after a password, for the second step's cookie, and the browser is sent
   * to that step instead of in.
   */
  async function secondStepAfterGoogle(ctx: Ctx): Promise<void> {
    const made = ctx.context.newSession as {
      user: { id: string; twoFactorEnabled?: boolean };
      session: { token: string };
    } | null;
    if (!made?.user.twoFactorEnabled) return;
    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(made.session.token);
    ctx.context.setNewSession(null);
    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(Date.now() + TWO_FACTOR_SECONDS * 1000);
    await ctx.context.internalAdapter.createVerificationValue({ value: made.user.id, identifier, expiresAt });
    await ctx.context.internalAdapter.createVerificationValue({
      value: '0',
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_SECONDS });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
    // Where Google's return was going, kept for after the code.
    const returned = returnedOf(ctx) as { headers?: HeadersInit } | undefined;
    const location = new Headers(returned?.headers).get('location') ?? '';
    const next = new URL(location, deps.publicUrl).searchParams.get('next');
    const query = new URLSearchParams({ step: 'two-factor', ...(next ? { next } : {}) });
    throw ctx.redirect(`${SECOND_STEP_PATH}?${query.toString()}`);
  }

  return { before, after };
}
