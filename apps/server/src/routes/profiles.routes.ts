import {
  deleteAccountRequestSchema,
  LIMITS,
  MESSAGES,
  ownProfileSchema,
  publicProfileSchema,
  socialLinksRequestSchema,
  socialLinksResponseSchema,
  type SocialLinksResponse,
  updateProfileRequestSchema,
  usernameAvailabilitySchema,
  usernameSchema,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid, TooLarge } from '../errors.js';
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput, parseLater } from '../http/validate.js';

export function profileRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { profiles } = ctx.services;
  // The multipart parser stops at the limit and marks the file truncated rather than failing.
  const avatarBytes = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw Invalid(MESSAGES.imageOnly);
    const file = await request.file({ limits: { fileSize: LIMITS.avatarMaxBytes, files: 1 } });
    if (!file) throw Invalid(MESSAGES.imageOnly);
    const bytes = await file.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw TooLarge(MESSAGES.imageTooLarge);
      throw err;
    });
    if (file.file.truncated) throw TooLarge(MESSAGES.imageTooLarge);
    return bytes;
  };

  // --- public ---
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username',
      tag: 'people',
      summary: 'A public profile',
      access: 'anyone',
      response: publicProfileSchema,
    },
    async (request, reply) => {
      const viewerId = request.viewerId;
      // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts).
      return ctx.answers.forViewer(viewerId, request, reply, () =>
        profiles.publicProfile(request.params.username, viewerId),
      );
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/profiles/:username/social-links',
      tag: 'people',
      summary: "A profile's social links",
      access: 'anyone',
      response: socialLinksResponseSchema,
    },
    async (request) => {
      const body: SocialLinksResponse = { links: await profiles.publicSocialLinks(request.params.username) };
      return body;
    },
  );

  // Anyone may ask, as anyone may visit /u/{name}: the sign-up form says 'That username is taken' live.
  route(
    app,
    {
      method: 'get',
      path: '/api/usernames/:username',
      tag: 'people',
      summary: 'Whether a username is free',
      access: 'anyone',
      response: usernameAvailabilitySchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { username } = request.params as { username: string };
      return profiles.usernameAvailability(parseInput(usernameSchema, username));
    },
  );

  // --- the signed-in user's own ---
  route(
    app,
    {
      method: 'get',
      path: '/api/profile',
      tag: 'people',
      summary: 'Your own profile',
      access: 'signed-in',
      response: ownProfileSchema,
    },
    async (request) => profiles.ownProfile(request.viewerId),
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/profile',
      tag: 'people',
      summary: 'Edit your profile',
      access: 'signed-in',
      body: updateProfileRequestSchema,
      response: ownProfileSchema,
    },
    async (request) => profiles.updateProfile(request.viewerId, parseLater(updateProfileRequestSchema, request)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/profile/avatar',
      tag: 'people',
      summary: 'Replace your avatar (an image body)',
      access: 'signed-in',
      response: ownProfileSchema,
    },
    async (request) => profiles.setAvatar(request.viewerId, () => avatarBytes(request)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/profile/social-links',
      tag: 'people',
      summary: 'Your social links',
      access: 'signed-in',
      response: socialLinksResponseSchema,
    },
    async (request) => {
      const body: SocialLinksResponse = { links: await profiles.ownSocialLinks(request.viewerId) };
      return body;
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/profile/social-links',
      tag: 'people',
      summary: 'Replace your social links',
      access: 'signed-in',
      body: socialLinksRequestSchema,
      response: socialLinksResponseSchema,
    },
    async (request) => {
      const body: SocialLinksResponse = {
        links: await profiles.saveSocialLinks(request.viewerId, parseLater(socialLinksRequestSchema, request)),
      };
      return body;
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/account',
      tag: 'people',
      summary: 'Delete your account',
      access: 'signed-in',
      body: deleteAccountRequestSchema,
      response: null,
      status: 204,
    },
    async (request, reply) => {
      await profiles.deleteAccount(request.viewerId, parseLater(deleteAccountRequestSchema, request));
      return reply.code(204).send();
    },
  );
}
