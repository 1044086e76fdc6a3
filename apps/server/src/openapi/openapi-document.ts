import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Schema = z.core.$ZodType;

/** Who may call a route: anyone, a signed-in account, or an admin. */
export type Access = 'anyone' | 'signed-in' | 'admin';

/** An answer that is not JSON (a file, a stream, a page): its media type, in words. */
export interface OtherAnswer {
  mediaType: string;
  description: string;
}

/**
 * One operation as its route declares it (http/declare-route.ts): the contract's schemas, not a copy
 * of them. The document describes every declared route but those marked `inDocument: false`.
 */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Fastify's form (':id', '*'); the document writes '{id}'. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  query?: Schema;
  body?: Schema;
  /** JSON answer; `null` for 204 No Content; a media type for anything else. */
  response: Schema | null | OtherAnswer;
  /** The success status when not 200. */
  status?: 201 | 202 | 204;
  /** Served but not part of the API (the document itself and its page). */
  inDocument?: false;
}

/** A JSON answer's schema; null for no content or an answer of another media type. */
export const jsonSchemaOfAnswer = (route: ApiRoute): Schema | null =>
  route.response === null || 'mediaType' in route.response ? null : route.response;

/**
 * A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's own dialect): requests as they are sent
 * (`input`, before the contract's transforms), answers as they come (`output`).
 */
function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** ':id' → '{id}'; a trailing '*' is one parameter holding the rest of the path. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{path}');

const ERROR = { $ref: '#/components/schemas/Error' };
const refusals: Record<ApiRoute['access'], Record<string, { description: string; content: object }>> = {
  anyone: {},
  'signed-in': { '401': { description: 'Not signed in', content: { 'application/json': { schema: ERROR } } } },
  admin: {
    '401': { description: 'Not signed in', content: { 'application/json': { schema: ERROR } } },
    '403': { description: 'Not an admin', content: { 'application/json': { schema: ERROR } } },
  },
};

function operationOf(route: ApiRoute) {
  const params = [...openApiPath(route.path).matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = route.query ? jsonSchemaOf(route.query, 'input') : null;
  const queryParams = query
    ? Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: ((query.required ?? []) as string[]).includes(name),
        schema,
      }))
    : [];
  const status = String(route.status ?? 200);
  const success =
    route.response === null
      ? { description: 'Done' }
      : 'mediaType' in route.response
        ? { description: route.response.description, content: { [route.response.mediaType]: {} } }
        : { description: 'OK', content: { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } } };
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    ...(route.access === 'anyone' ? { security: [] } : {}),
    parameters: [...params, ...queryParams],
    ...(route.body
      ? { requestBody: { content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } } }
      : {}),
    responses: {
      [status]: success,
      '400': {
        description: 'Refused input: the message says what to change',
        content: { 'application/json': { schema: ERROR } },
      },
      ...refusals[route.access],
    },
  };
}

/** The OpenAPI 3.1 document of the declared routes, generated from the contract's schemas on each call. */
export function buildOpenApiDocument(errorSchema: z.core.$ZodType, version: string, routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes)
    if (route.inDocument !== false) (paths[openApiPath(route.path)] ??= {})[route.method] = operationOf(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Promptreel API',
      version,
      description:
        'The API the Promptreel web app uses. Sign in through /api/auth/sign-in/email; the session is a cookie. Writes from a browser must carry its Origin.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    tags: [
      'health',
      'videos',
      'uploads',
      'engagement',
      'collections',
      'accounts',
      'people',
      'reports',
      'sharing',
      'admin',
    ].map((name) => ({
      name,
    })),
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'promptreel.session_token' } },
      schemas: { Error: jsonSchemaOf(errorSchema, 'output') },
    },
  };
}
