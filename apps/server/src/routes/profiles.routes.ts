import {
  deleteAccountRequestSchema,
  LIMITS,
  MESSAGES,
  socialLinksRequestSchema,
  updateProfileRequestSchema,
  usernameSchema,
  type SocialLinksResponse,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Invalid, TooLarge } from '../errors.js';
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
  app.get<{ Params: { username: string } }>('/api/profiles/:username', async (request, reply) => {
    const viewerId = request.viewerId;
    // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts).
    return ctx.answers.forViewer(viewerId, request, reply, () =>
      profiles.publicProfile(request.params.username, viewerId),
    );
  });
  app.get<{ Params: { username: string } }>('/api/profiles/:username/social-links', async (request) => {
    const body: SocialLinksResponse = { links: await profiles.publicSocialLinks(request.params.username) };
    return body;
  });

  // Anyone may ask, as anyone may visit /u/{name}: the sign-up form says 'That username is taken' live.
  app.get('/api/usernames/:username', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { username } = request.params as { username: string };
    return profiles.usernameAvailability(parseInput(usernameSchema, username));
  });

  // --- the signed-in user's own ---
  app.get('/api/profile', async (request) => profiles.ownProfile(request.viewerId));

  app.patch('/api/profile', async (request) =>
    profiles.updateProfile(request.viewerId, parseLater(updateProfileRequestSchema, request)),
  );

  app.post('/api/profile/avatar', async (request) => profiles.setAvatar(request.viewerId, () => avatarBytes(request)));

  app.get('/api/profile/social-links', async (request) => {
    const body: SocialLinksResponse = { links: await profiles.ownSocialLinks(request.viewerId) };
    return body;
  });

  app.put('/api/profile/social-links', async (request) => {
    const body: SocialLinksResponse = {
      links: await profiles.saveSocialLinks(request.viewerId, parseLater(socialLinksRequestSchema, request)),
    };
    return body;
  });

  app.delete('/api/account', async (request, reply) => {
    await profiles.deleteAccount(request.viewerId, parseLater(deleteAccountRequestSchema, request));
    return reply.code(204).send();
  });
}
