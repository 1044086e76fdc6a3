import {
  clapStateSchema,
  commentCreatedSchema,
  commentsResponseSchema,
  feedResponseSchema,
  followStateSchema,
  pageQuerySchema,
  postCommentRequestSchema,
  profileCommentsResponseSchema,
  REFUSAL_MESSAGES,
  userListResponseSchema,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput } from '../http/validate.js';

export function engagementRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.engagement;
  const page = (request: FastifyRequest) => parseInput(pageQuerySchema, request.query).cursor;

  // --- claps ---
  route(
    app,
    {
      method: 'put',
      path: '/api/videos/:id/clap',
      tag: 'engagement',
      summary: 'Clap',
      access: 'signed-in',
      response: clapStateSchema,
    },
    async (request) => s().clap(request.viewerId, idParam(request)),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/videos/:id/clap',
      tag: 'engagement',
      summary: 'Take a clap back',
      access: 'signed-in',
      response: clapStateSchema,
    },
    async (request) => s().unclap(request.viewerId, idParam(request)),
  );

  // --- comments ---
  route(
    app,
    {
      method: 'get',
      path: '/api/videos/:id/comments',
      tag: 'engagement',
      summary: "A video's comments, newest first",
      access: 'anyone',
      query: pageQuerySchema,
      response: commentsResponseSchema,
    },
    async (request, reply) => {
      const id = idParam(request);
      const cursor = page(request);
      const viewerId = request.viewerId;
      return ctx.answers.forViewer(viewerId, request, reply, () => s().comments(viewerId, id, cursor));
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/videos/:id/comments',
      tag: 'engagement',
      summary: 'Comment',
      access: 'signed-in',
      body: postCommentRequestSchema,
      response: commentCreatedSchema,
      status: 201,
    },
    async (request, reply) => {
      const id = idParam(request);
      const read = () => parseInput(postCommentRequestSchema, request.body ?? {}).body;
      return reply.code(201).send(await s().postComment(request.viewerId, id, read));
    },
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/comments/:id',
      tag: 'engagement',
      summary: 'Delete your comment, or remove one on your video (admins: any)',
      access: 'signed-in',
      response: null,
      status: 204,
    },
    async (request, reply) => {
      const id = idParam(request, REFUSAL_MESSAGES.commentNotFound);
      await s().deleteComment(request.viewerId, id);
      return reply.code(204).send();
    },
  );

  // --- follows ---
  route(
    app,
    {
      method: 'put',
      path: '/api/profiles/:username/follow',
      tag: 'engagement',
      summary: 'Follow',
      access: 'signed-in',
      response: followStateSchema,
    },
    async (request) => s().follow(request.viewerId, request.params.username),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/profiles/:username/follow',
      tag: 'engagement',
      summary: 'Unfollow',
      access: 'signed-in',
      response: followStateSchema,
    },
    async (request) => s().unfollow(request.viewerId, request.params.username),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username/followers',
      tag: 'people',
      summary: 'Followers',
      access: 'anyone',
      query: pageQuerySchema,
      response: userListResponseSchema,
    },
    async (request) => s().followList(request.viewerId, request.params.username, 'followers', page(request)),
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username/following',
      tag: 'people',
      summary: 'Following',
      access: 'anyone',
      query: pageQuerySchema,
      response: userListResponseSchema,
    },
    async (request) => s().followList(request.viewerId, request.params.username, 'following', page(request)),
  );

  // --- profile tabs ---
  // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts).
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username/videos',
      tag: 'people',
      summary: "A profile's uploads",
      access: 'anyone',
      query: pageQuerySchema,
      response: feedResponseSchema,
    },
    async (request, reply) => {
      const cursor = page(request);
      const viewerId = request.viewerId;
      return ctx.answers.forViewer(viewerId, request, reply, () =>
        s().uploadsOf(viewerId, request.params.username, cursor),
      );
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username/claps',
      tag: 'people',
      summary: 'What a profile clapped',
      access: 'anyone',
      query: pageQuerySchema,
      response: feedResponseSchema,
    },
    async (request, reply) => {
      const cursor = page(request);
      const viewerId = request.viewerId;
      return ctx.answers.forViewer(viewerId, request, reply, () =>
        s().clapsOf(viewerId, request.params.username, cursor),
      );
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username/comments',
      tag: 'people',
      summary: "A profile's comments",
      access: 'anyone',
      query: pageQuerySchema,
      response: profileCommentsResponseSchema,
    },
    async (request) => s().commentsOf(request.params.username, page(request)),
  );
}
