import {
  MAX_PASSKEYS,
  type Passkey,
  passkeyAuthenticationSchema,
  passkeyIdSchema,
  passkeyRegistrationOptionsSchema,
  passkeyRegistrationSchema,
  SIGN_IN_SECURITY_TEXTS as T,
} from '@promptreel/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, freshSessionMiddleware, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

/** How long the browser has to answer a challenge. */
const CHALLENGE_SECONDS = 300;
const CHALLENGE_COOKIE = 'passkey_challenge';

interface StoredPasskey {
  id: string;
  userId: string;
  name: string | null;
  credentialID: string;
  publicKey: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  createdAt: Date;
}

interface Challenge {
  ceremony: 'registration' | 'authentication';
  challenge: string;
  /** The signed-in user a registration is for. */
  userId?: string;
}

const refuse = (status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'NOT_FOUND', code: string, message: string) =>
  new APIError(status, { code, message });

const toView = (p: StoredPasskey): Passkey => ({
  id: p.id,
  name: p.name || null,
  createdAt: new Date(p.createdAt).toISOString(),
  backedUp: Boolean(p.backedUp),
});

const transportsOf = (p: StoredPasskey) =>
  p.transports
    ? (p.transports.split(',') as NonNullable<RegistrationResponseJSON['response']['transports']>)
    : undefined;

/**
 * Passkeys (WebAuthn) as an auth-library plugin, so that a passkey sign-in makes the library's own
 * session (its cookie, and the hooks that refuse deleted or banned accounts). The protocol itself —
 * attestation, signatures, COSE keys, counters — is @simplewebauthn/server's; this file keeps the
 * challenge (one use, five minutes, tied to the browser by a signed cookie) and the rows.
 *
 * The library's own passkey plugin is not used: its newest release pins older versions of the
 * library's internals than the library we run, and npm refuses the pair.
 */
export function passkeys(options: { rpName: string; publicUrl: string }) {
  const origin = new URL(options.publicUrl).origin;
  const rpID = new URL(options.publicUrl).hostname;

  const fields = {
    userId: { type: 'string', required: true, references: { model: 'user', field: 'id' }, fieldName: 'user_id' },
    name: { type: 'string', required: false },
    credentialID: { type: 'string', required: true, fieldName: 'credential_id' },
    publicKey: { type: 'string', required: true, fieldName: 'public_key' },
    counter: { type: 'number', required: true },
    deviceType: { type: 'string', required: true, fieldName: 'device_type' },
    backedUp: { type: 'boolean', required: true, fieldName: 'backed_up' },
    transports: { type: 'string', required: false },
    aaguid: { type: 'string', required: false },
    createdAt: { type: 'date', required: true, fieldName: 'created_at' },
  } as const;

  return {
    id: 'promptreel-passkeys',
    schema: { passkey: { modelName: 'passkeys', fields } },
    endpoints: {
      passkeyRegistrationOptions: createAuthEndpoint(
        '/passkey/generate-register-options',
        { method: 'POST', body: passkeyRegistrationOptionsSchema, use: [freshSessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          // A session alone (a borrowed device, a stolen cookie) must not add a way in. Checked
          // before the device makes a key, so a refused password leaves no key behind on it.
          await checkPassword(ctx, user.id, ctx.body.password);
          const own = await ctx.context.adapter.findMany<StoredPasskey>({
            model: 'passkey',
            where: [{ field: 'userId', value: user.id }],
          });
          if (own.length >= MAX_PASSKEYS) throw refuse('BAD_REQUEST', 'PASSKEY_LIMIT', T.passkeyLimit);
          const registration = await generateRegistrationOptions({
            rpName: options.rpName,
            rpID,
            userName: user.email,
            userDisplayName: user.name || user.email,
            attestationType: 'none',
            // The same authenticator twice would be two rows for one key.
            excludeCredentials: own.map((p) => ({ id: p.credentialID, transports: transportsOf(p) })),
            authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          });
          await rememberChallenge(ctx, {
            ceremony: 'registration',
            challenge: registration.challenge,
            userId: user.id,
          });
          return ctx.json(registration);
        },
      ),

      passkeyVerifyRegistration: createAuthEndpoint(
        '/passkey/verify-registration',
        { method: 'POST', body: passkeyRegistrationSchema, use: [freshSessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          const expected = await takeChallenge(ctx, 'registration');
          if (expected.userId !== user.id) throw refuse('BAD_REQUEST', 'PASSKEY_FAILED', T.passkeyFailed);
          const verification = await verifyRegistrationResponse({
            response: ctx.body.response as unknown as RegistrationResponseJSON,
            expectedChallenge: expected.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: false,
          }).catch(() => null);
          if (!verification?.verified || !verification.registrationInfo) {
            throw refuse('BAD_REQUEST', 'PASSKEY_FAILED', T.passkeyFailed);
          }
          const { credential, credentialDeviceType, credentialBackedUp, aaguid } = verification.registrationInfo;
          const created = await ctx.context.adapter.create<
            Omit<StoredPasskey, 'id'> & { aaguid: string },
            StoredPasskey
          >({
            model: 'passkey',
            data: {
              userId: user.id,
              name: ctx.body.name || null,
              credentialID: credential.id,
              publicKey: Buffer.from(credential.publicKey).toString('base64'),
              counter: credential.counter,
              deviceType: credentialDeviceType,
              backedUp: credentialBackedUp,
              transports: credential.transports?.join(',') ?? null,
              aaguid,
              createdAt: new Date(),
            },
          });
          return ctx.json(toView(created));
        },
      ),

      passkeyAuthenticationOptions: createAuthEndpoint(
        '/passkey/generate-authenticate-options',
        { method: 'GET' },
        async (ctx) => {
          // No allowCredentials: the browser offers whichever of its passkeys is for this site.
          const authentication = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
          await rememberChallenge(ctx, { ceremony: 'authentication', challenge: authentication.challenge });
          return ctx.json(authentication);
        },
      ),

      passkeyVerifyAuthentication: createAuthEndpoint(
        '/passkey/verify-authentication',
        { method: 'POST', body: passkeyAuthenticationSchema },
        async (ctx) => {
          const expected = await takeChallenge(ctx, 'authentication');
          const response = ctx.body.response as unknown as AuthenticationResponseJSON;
          const stored =
            typeof response.id === 'string'
              ? await ctx.context.adapter.findOne<StoredPasskey>({
                  model: 'passkey',
                  where: [{ field: 'credentialID', value: response.id }],
                })
              : null;
          if (!stored) throw refuse('UNAUTHORIZED', 'PASSKEY_NOT_RECOGNISED', T.passkeyNotRecognised);
          const verification = await verifyAuthenticationResponse({
            response,
            expectedChallenge: expected.challenge,
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: stored.credentialID,
              publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64')),
              counter: Number(stored.counter),
              transports: transportsOf(stored),
            },
            requireUserVerification: false,
          }).catch(() => null);
          if (!verification?.verified) throw refuse('UNAUTHORIZED', 'PASSKEY_FAILED', T.passkeyFailed);
          await ctx.context.adapter.update({
            model: 'passkey',
            where: [{ field: 'id', value: stored.id }],
            update: { counter: verification.authenticationInfo.newCounter },
          });
          // With two-factor on, a passkey stands in for the password and the code only when the
          // authenticator checked the person (PIN, biometrics), not merely that someone is there.
          const owner = await ctx.context.internalAdapter.findUserById(stored.userId);
          if ((owner as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled) {
            if (!verification.authenticationInfo.userVerified) {
              throw refuse('UNAUTHORIZED', 'PASSKEY_NOT_VERIFIED', T.passkeyNotVerified);
            }
          }
          // The library's session, through its hooks: a deleted or banned account is refused here.
          const session = await ctx.context.internalAdapter.createSession(stored.userId);
          const user = await ctx.context.internalAdapter.findUserById(stored.userId);
          if (!session || !user) throw refuse('UNAUTHORIZED', 'PASSKEY_NOT_RECOGNISED', T.passkeyNotRecognised);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ signedIn: true });
        },
      ),

      passkeyList: createAuthEndpoint(
        '/passkey/list-user-passkeys',
        { method: 'GET', use: [sessionMiddleware] },
        async (ctx) => {
          const own = await ctx.context.adapter.findMany<StoredPasskey>({
            model: 'passkey',
            where: [{ field: 'userId', value: ctx.context.session.user.id }],
            sortBy: { field: 'createdAt', direction: 'asc' },
          });
          return ctx.json(own.map(toView));
        },
      ),

      passkeyDelete: createAuthEndpoint(
        '/passkey/delete-passkey',
        { method: 'POST', body: passkeyIdSchema, use: [sessionMiddleware] },
        async (ctx) => {
          // Someone else's passkey answers as one that does not exist.
          const where = [
            { field: 'id', value: ctx.body.id },
            { field: 'userId', value: ctx.context.session.user.id },
          ];
          const own = await ctx.context.adapter.findOne<StoredPasskey>({ model: 'passkey', where });
          if (!own) throw refuse('NOT_FOUND', 'PASSKEY_NOT_FOUND', T.passkeyNotFound);
          await ctx.context.adapter.delete({ model: 'passkey', where });
          return ctx.json({ status: true });
        },
      ),
    },
    rateLimit: [{ pathMatcher: (path: string) => path.startsWith('/passkey/'), window: 60, max: 30 }],
  } satisfies BetterAuthPlugin;
}

type EndpointContext = GenericEndpointContext;

/** The account's password, when it has one (a Google-only account has none to ask for). */
async function checkPassword(ctx: EndpointContext, userId: string, password: string | undefined): Promise<void> {
  const accounts = await ctx.context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((a) => a.providerId === 'credential' && a.password)?.password;
  if (!hash) return;
  if (!password) throw refuse('BAD_REQUEST', 'PASSWORD_NEEDED', T.passwordToAddPasskey);
  if (!(await ctx.context.password.verify({ hash, password }))) {
    throw refuse('BAD_REQUEST', 'WRONG_PASSWORD', T.wrongPassword);
  }
}

async function rememberChallenge(ctx: EndpointContext, challenge: Challenge): Promise<void> {
  const key = generateRandomString(32);
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, key, ctx.context.secret, cookie.attributes);
  await ctx.context.internalAdapter.createVerificationValue({
    identifier: `passkey-${key}`,
    value: JSON.stringify(challenge),
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
}

/** The challenge this browser was given, used up by this call whatever its outcome. */
async function takeChallenge(ctx: EndpointContext, ceremony: Challenge['ceremony']): Promise<Challenge> {
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  const stored = key ? await ctx.context.internalAdapter.consumeVerificationValue(`passkey-${key}`) : null;
  ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
  const challenge = stored && stored.expiresAt > new Date() ? (JSON.parse(stored.value) as Challenge) : null;
  if (!challenge || challenge.ceremony !== ceremony) {
    throw refuse('BAD_REQUEST', 'PASSKEY_TIMED_OUT', T.passkeyTimedOut);
  }
  return challenge;
}
