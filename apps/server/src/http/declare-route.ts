import zlib from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  onSendHookHandler,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { jsonSchemaOfAnswer, type ApiRoute } from '../openapi/openapi-document.js';

/** The names a path's parameters give `request.params`: ':id' → id, a trailing '*' → '*'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : P extends `${string}*`
      ? { '*': string }
      : Record<never, string>;

/** A route's method and path in one string, as the API document and logs write it: 'PUT /api/x'. */
export type Endpoint = `${Uppercase<ApiRoute['method']>} /${string}`;
type PathOf<E extends string> = E extends `${string} ${infer Path}` ? Path : never;

/** What Fastify is told beside the declaration: hooks, and methods the documents leave out. */
export type RouteOptions = RouteShorthandOptions & {
  /** Methods answered by the same handler that no document lists (tus's HEAD and OPTIONS). */
  alsoAnswers?: readonly ('HEAD' | 'OPTIONS')[];
};

/** A 2xx JSON answer its declared response schema refused: the route, the URL and what was wrong. */
export interface AnswerMismatch {
  route: string;
  url: string;
  status: number;
  issues: string[];
}

interface Registry {
  routes: ApiRoute[];
  checkAnswers?: (mismatch: AnswerMismatch) => void;
}

const registries = new WeakMap<FastifyInstance, Registry>();

/**
 * Gives the app its list of declared routes (the API document and the tests read it). With
 * `checkAnswers` (tests only), every 2xx JSON answer is parsed with its route's response schema
 * and each refusal reported; without it no hook is added.
 */
export function declareRoutes(
  app: FastifyInstance,
  options: { checkAnswers?: (mismatch: AnswerMismatch) => void } = {},
): readonly ApiRoute[] {
  const registry: Registry = { routes: [], checkAnswers: options.checkAnswers };
  registries.set(app, registry);
  return registry.routes;
}

/** The routes declared so far on this app (or on the app a plugin scope belongs to). */
export function declaredRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return registryOf(app).routes;
}

function registryOf(app: FastifyInstance): Registry {
  // A plugin's scope is a child of the app: walk up to the instance the registry was made for.
  for (let scope: FastifyInstance | null = app; scope; scope = parentOf(scope)) {
    const registry = registries.get(scope);
    if (registry) return registry;
  }
  throw new Error('declareRoutes(app) must run before any route is declared');
}

const parentOf = (scope: FastifyInstance): FastifyInstance | null =>
  (Object.getPrototypeOf(scope) as FastifyInstance | null) ?? null;

/**
 * Declares one route and registers its handler: method, path, who may call it, its summary and its
 * contract schemas in one place, from which the API document, the role matrix test and the tests'
 * answer check are derived. The handler still parses its own input, at the moment it chooses
 * (after the service's access check, for bodies), so refusals keep their order.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  declaration: Omit<ApiRoute, 'method' | 'path'> & { options?: RouteOptions },
  handler: (request: FastifyRequest<{ Params: PathParams<PathOf<E>> }>, reply: FastifyReply) => unknown,
): void {
  const { options = {}, ...rest } = declaration;
  const [verb, path] = splitEndpoint(endpoint);
  const declared: ApiRoute = { method: verb, path, ...rest };
  const { alsoAnswers = [], ...fastifyOptions } = options;
  const registry = registryOf(app);
  registry.routes.push(declared);
  const schema = jsonSchemaOfAnswer(declared);
  const check = registry.checkAnswers && schema ? [answerCheck(declared, schema, registry.checkAnswers)] : [];
  const onSend = [fastifyOptions.onSend ?? []].flat() as onSendHookHandler[];
  app.route({
    ...fastifyOptions,
    method: [verb.toUpperCase() as HTTPMethods, ...alsoAnswers],
    url: path,
    ...(check.length + onSend.length > 0 ? { onSend: [...onSend, ...check] } : {}),
    handler: handler as RouteHandlerMethod,
  });
}

/** 'PUT /api/x' → ['put', '/api/x']. */
function splitEndpoint(endpoint: Endpoint): [ApiRoute['method'], string] {
  const space = endpoint.indexOf(' ');
  return [endpoint.slice(0, space).toLowerCase() as ApiRoute['method'], endpoint.slice(space + 1)];
}

/** An onSend hook that parses a 2xx JSON answer with the declared schema, as the browser reads it. */
function answerCheck(
  declared: ApiRoute,
  schema: z.core.$ZodType,
  report: (mismatch: AnswerMismatch) => void,
): onSendHookHandler {
  const name = `${declared.method.toUpperCase()} ${declared.path}`;
  return async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300 || request.method === 'HEAD') return payload;
    const fail = (issues: string[]) => report({ route: name, url: request.url, status, issues });
    const text = textOf(payload, reply.getHeader('content-encoding'));
    if (text === null) fail(['the answer is not JSON text']);
    else {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        fail(['the answer is not JSON']);
        return payload;
      }
      const result = z.safeParse(schema, json);
      if (!result.success) fail(result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`));
    }
    return payload;
  };
}

/** The answer's text, undoing the compression compressJson or the kept answers applied. */
function textOf(payload: unknown, encoding: unknown): string | null {
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
  if (!bytes) return null;
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/**
 * route() for one file's routes: `defaults` (its tag, and who may call them unless a route says
 * otherwise) are written once at the top, so each declaration reads as its endpoint and what differs.
 * A route left with no `access` stops the server at start (every test app starts it).
 */
export function routesFor(app: FastifyInstance, defaults: Pick<ApiRoute, 'tag'> & Partial<Pick<ApiRoute, 'access'>>) {
  return <E extends Endpoint>(
    endpoint: E,
    declaration: Omit<ApiRoute, 'method' | 'path' | 'tag' | 'access'> &
      Partial<Pick<ApiRoute, 'tag' | 'access'>> & { options?: RouteOptions },
    handler: (request: FastifyRequest<{ Params: PathParams<PathOf<E>> }>, reply: FastifyReply) => unknown,
  ): void => {
    const access = declaration.access ?? defaults.access;
    if (!access) throw new Error(`${endpoint}: say who may call it (access)`);
    route(app, endpoint, { ...defaults, ...declaration, access }, handler);
  };
}
