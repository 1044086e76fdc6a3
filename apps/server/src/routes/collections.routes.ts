import {
  collectionChangeSchema,
  collectionOrderRequestSchema,
  collectionPageQuerySchema,
  collectionPageSchema,
  collectionSchema,
  collectionsQuerySchema,
  collectionsResponseSchema,
  COLLECTION_TEXTS,
  createCollectionRequestSchema,
  MESSAGES,
  parseId,
  saveMenuSchema,
  updateCollectionRequestSchema,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput, parseLater } from '../http/validate.js';

/** The `:videoId` of a collection's video route: anything but digits is a video that does not exist. */
function videoIdParam(request: FastifyRequest): number {
  const id = parseId((request.params as { videoId?: unknown }).videoId);
  if (id === null) throw NotFound(MESSAGES.videoNotFound);
  return id;
}

/**
 * Saving and collections: the viewer's Saved list (`/api/me/saved`) and named collections
 * (`/api/collections`). Nothing here is kept for anyone: each answer is the reader's own.
 */
export function collectionRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'collections', access: 'signed-in' });
  const s = () => ctx.services.collections;
  const collectionId = (request: FastifyRequest) => idParam(request, COLLECTION_TEXTS.notFound);

  api(
    'GET /api/me/collections',
    {
      summary: 'Your collections, Saved first; with videoId, which of them hold it',
      query: collectionsQuerySchema,
      response: saveMenuSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().mine(request.viewerId, parseInput(collectionsQuerySchema, request.query).videoId);
    },
  );
  api(
    'PUT /api/me/saved/:videoId',
    { summary: 'Save a video to your Saved list', response: collectionChangeSchema },
    async (request) => s().addVideo(request.viewerId, 'saved', videoIdParam(request)),
  );
  api(
    'DELETE /api/me/saved/:videoId',
    { summary: 'Take a video out of your Saved list', response: collectionChangeSchema },
    async (request) => s().removeVideo(request.viewerId, 'saved', videoIdParam(request)),
  );

  api(
    'POST /api/collections',
    {
      summary: 'Make a collection (private unless asked)',
      body: createCollectionRequestSchema,
      response: collectionSchema,
      status: 201,
    },
    async (request, reply) =>
      reply.code(201).send(await s().create(request.viewerId, parseLater(createCollectionRequestSchema, request))),
  );
  api(
    'GET /api/collections/:id',
    {
      summary: 'A collection and a page of its videos (a private one is its owner’s alone)',
      access: 'anyone',
      query: collectionPageQuerySchema,
      response: collectionPageSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { cursor } = parseInput(collectionPageQuerySchema, request.query);
      return s().page(request.viewerId, collectionId(request), cursor);
    },
  );
  api(
    'PATCH /api/collections/:id',
    {
      summary: 'Rename, describe, or make your collection public or private',
      body: updateCollectionRequestSchema,
      response: collectionSchema,
    },
    async (request) =>
      s().update(request.viewerId, collectionId(request), parseLater(updateCollectionRequestSchema, request)),
  );
  api(
    'DELETE /api/collections/:id',
    { summary: 'Delete your collection (its videos stay where they are)', response: null, status: 204 },
    async (request, reply) => {
      await s().remove(request.viewerId, collectionId(request));
      return reply.code(204).send();
    },
  );
  api(
    'PUT /api/collections/:id/videos/:videoId',
    { summary: 'Put a video in your collection', response: collectionChangeSchema },
    async (request) => s().addVideo(request.viewerId, collectionId(request), videoIdParam(request)),
  );
  api(
    'DELETE /api/collections/:id/videos/:videoId',
    { summary: 'Take a video out of your collection', response: collectionChangeSchema },
    async (request) => s().removeVideo(request.viewerId, collectionId(request), videoIdParam(request)),
  );
  api(
    'PUT /api/collections/:id/order',
    {
      summary: "Your collection's new order: every video in it, once",
      body: collectionOrderRequestSchema,
      response: collectionSchema,
    },
    async (request) =>
      s().reorder(request.viewerId, collectionId(request), parseLater(collectionOrderRequestSchema, request)),
  );
  api(
    'GET /api/profiles/:username/collections',
    { summary: "A person's public collections", access: 'anyone', response: collectionsResponseSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().ofProfile(request.viewerId, request.params.username);
    },
  );
}
