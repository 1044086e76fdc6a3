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
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput, parseLater } from '../http/validate.js';

export function profileRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'people', access: 'signed-in' });
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
  api(
    'GET /api/profiles/:username',
    { summary: 'A public profile', access: 'anyone', response: publicProfileSchema },
    async (request, reply) => {
      const viewerId = request.viewerId;
      // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts).
      return ctx.answers.forViewer(viewerId, request, reply, () =>
        profiles.publicProfile(request.params.username, viewerId),
      );
    },
  );
  api(
    'GET /api/profiles/:username/social-links',
    { summary: "A profile's social links", access: 'anyone', response: socialLinksResponseSchema },
    async (request) => {
      const body: SocialLinksResponse = { links: await profiles.publicSocialLinks(request.params.username) };
      return body;
    },
  );

  // Anyone may ask, as anyone may visit /u/{name}: the sign-up form says 'That username is taken' live.
  api(
    'GET /api/usernames/:username',
    { summary: 'Whether a username is free', access: 'anyone', response: usernameAvailabilitySchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { username } = request.params as { username: string };
      return profiles.usernameAvailability(parseInput(usernameSchema, username));
    },
  );

  // --- the signed-in user's own ---
  api('GET /api/profile', { summary: 'Your own profile', response: ownProfileSchema }, async (request) =>
    profiles.ownProfile(request.viewerId),
  );

  api(
    'PATCH /api/profile',
    { summary: 'Edit your profile', body: updateProfileRequestSchema, response: ownProfileSchema },
    async (request) => profiles.updateProfile(request.viewerId, parseLater(updateProfileRequestSchema, request)),
  );

  api(
    'POST /api/profile/avatar',
    { summary: 'Replace your avatar (an image body)', response: ownProfileSchema },
    async (request) => profiles.setAvatar(request.viewerId, () => avatarBytes(request)),
  );

  api(
    'GET /api/profile/social-links',
    { summary: 'Your social links', response: socialLinksResponseSchema },
    async (request) => {
      const body: SocialLinksResponse = { links: await profiles.ownSocialLinks(request.viewerId) };
      return body;
    },
  );

  api(
    'PUT /api/profile/social-links',
    { summary: 'Replace your social links', body: socialLinksRequestSchema, response: socialLinksResponseSchema },
    async (request) => {
      const body: SocialLinksResponse = {
        links: await profiles.saveSocialLinks(request.viewerId, parseLater(socialLinksRequestSchema, request)),
      };
      return body;
    },
  );

  api(
    'DELETE /api/account',
    { summary: 'Delete your account', body: deleteAccountRequestSchema, response: null, status: 204 },
    async (request, reply) => {
      await profiles.deleteAccount(request.viewerId, parseLater(deleteAccountRequestSchema, request));
      return reply.code(204).send();
    },
  );
}
