import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The one person who signs in at the test provider (what Google would say about them). */
export interface OidcTestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string;
}

/** One interaction the provider asked for, with the authorization request's parameters as it read them. */
export interface SeenInteraction {
  prompt: string;
  params: Record<string, unknown>;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:PORT — discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: OidcTestAccount;
  /** Every login/consent interaction so far, oldest first. */
  interactions: SeenInteraction[];
  /** How many refresh tokens the token endpoint has handed out. */
  refreshTokensIssued(): number;
  /** Errors the provider reported while answering (should stay empty). */
  errors: unknown[];
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with a random port, one confidential
 * client and one account. Nobody types anything: its interaction URL is served here and finishes
 * login (as the fixed account) and consent (granting what was asked) at once, so a client that
 * follows redirects lands on the redirect_uri with a code.
 *
 * Like Google, it issues a refresh token when the request says `access_type=offline` (Google's own
 * parameter), and also for the standard `offline_access` scope (which the provider only keeps
 * together with prompt=consent).
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  account?: Partial<OidcTestAccount>;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const account: OidcTestAccount = {
    sub: '109876543210987654321',
    email: 'ada.lovelace@example.test',
    emailVerified: true,
    name: 'Ada Lovelace',
    picture: 'https://images.example.test/ada.png',
    ...options.account,
  };
  const clientId = options.clientId ?? 'promptreel-test-client';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const interactions: SeenInteraction[] = [];
  const errors: unknown[] = [];
  const offlineGrants = new Set<string>();
  let refreshTokens = 0;

  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // What better-auth's generic OAuth sends when it has a client secret and no other setting.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture', 'profile'],
    },
    // Google puts the scope's claims into the ID token too; the provider's default keeps them for userinfo only.
    conformIdTokenClaims: false,
    // Google's parameter for "give me a refresh token"; the provider drops parameters it does not know.
    extraParams: ['access_type'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async issueRefreshToken(
      _ctx: unknown,
      client: { grantTypeAllowed(type: string): boolean },
      code: { scopes: Set<string>; grantId?: string },
    ) {
      const issue =
        client.grantTypeAllowed('refresh_token') &&
        (code.scopes.has('offline_access') || (code.grantId !== undefined && offlineGrants.has(code.grantId)));
      if (issue) refreshTokens += 1;
      return issue;
    },
    async findAccount(_ctx: unknown, sub: string) {
      if (sub !== account.sub) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            picture: account.picture,
            profile: `https://profiles.example.test/${sub}`,
          };
        },
      };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 86_400,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async renderError(ctx: { type: string; body: string }, out: Record<string, string>) {
      ctx.type = 'json';
      ctx.body = JSON.stringify(out);
    },
  });
  for (const event of ['server_error', 'authorization.error', 'grant.error', 'userinfo.error', 'interaction.error']) {
    provider.on(event, (_ctx: unknown, error: unknown) => errors.push(error));
  }

  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    interactions.push({ prompt: details.prompt.name, params: { ...details.params } });
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name !== 'consent') throw new Error(`unexpected prompt ${details.prompt.name}`);
    const accountId = details.session?.accountId;
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    // Consent to everything that was asked for.
    if (typeof details.params.scope === 'string') grant.addOIDCScope(details.params.scope);
    const missingClaims = details.prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
    const missingResourceScopes = details.prompt.details.missingResourceScopes as Record<string, string[]> | undefined;
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {}))
      grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    if (details.params.access_type === 'offline') offlineGrants.add(grantId);
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const providerHandler = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        errors.push(error);
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    providerHandler(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    account,
    interactions,
    refreshTokensIssued: () => refreshTokens,
    errors,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Follows a browser's redirects from `start` through the provider (keeping the provider's cookies
 * in `jar`, as the browser would) until a Location starts with `until`, and returns that URL.
 * Reuse one jar for the same "Google browser" across sign-ins to keep the provider session.
 */
export async function followProviderRedirects(
  start: string,
  until: string,
  jar: Map<string, string> = new Map(),
): Promise<{ landing: URL; hops: URL[] }> {
  const hops: URL[] = [];
  let url = new URL(start);
  const origin = url.origin;
  for (let i = 0; i < 12; i++) {
    hops.push(url);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.trim().split('=');
        return (
          (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) ||
          (key.toLowerCase() === 'max-age' && Number(val) <= 0)
        );
      });
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`the provider answered ${res.status} at ${url.href} instead of redirecting: ${await res.text()}`);
    }
    const next = new URL(location, url);
    if (next.href.startsWith(until)) return { landing: next, hops };
    if (next.origin !== origin) throw new Error(`the provider redirected away to ${next.href}`);
    url = next;
  }
  throw new Error(`too many redirects from ${start}: ${hops.map((h) => h.pathname).join(' → ')}`);
}

/** A small in-memory store for the provider's models (its built-in one warns on every start). */
function createMemoryAdapter() {
  type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };
  const store = new Map<string, { payload: Payload; expiresAt?: number }>();
  const read = (key: string) => {
    const entry = store.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry?.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
    }
    async find(id: string) {
      return read(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key] of store) {
        if (!key.startsWith(`${this.model}:`)) continue;
        const payload = read(key);
        if (payload?.uid === uid) return payload;
      }
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key] of store) {
        if (!key.startsWith(`${this.model}:`)) continue;
        const payload = read(key);
        if (payload?.userCode === userCode) return payload;
      }
      return undefined;
    }
    async consume(id: string) {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}
