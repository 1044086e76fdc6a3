import { createAccountStandingService } from '../services/account-standing.service.js';
import { createAppealLinks } from '../notices/appeal-links.js';
import { createBannedMedia } from '../video-files/banned-media.js';
import { createBlocksService } from '../services/blocks.service.js';
import { createHeldVideos } from '../video-files/held-videos.js';
import { createNotices } from '../notices/notices.js';
import { createNotificationsService } from '../services/notifications.service.js';
import { createProfilesService } from '../services/profiles.service.js';
import { createSensitiveContentService } from '../services/sensitive-content.service.js';
import { createLanguageService } from '../services/language.service.js';
import type { Repositories } from './repositories.js';
import type { ServiceDeps } from './service-deps.js';

/**
 * The services about people: blocks, profiles, notifications and each account's standing, with the
 * notices and held videos a moderator's decision leaves behind.
 */
export function createAccountServices(deps: ServiceDeps, repos: Repositories) {
  const { secret, storage, bus, mailer, config, log, answersVersion, now } = deps;
  const blocks = createBlocksService({
    blocks: repos.blocks,
    profiles: repos.profiles,
    storage,
    version: answersVersion,
    now,
  });
  const sensitiveContent = createSensitiveContentService({
    choices: repos.sensitiveChoices,
    hiddenFor: (userId) => blocks.hiddenFor(userId),
    version: answersVersion,
  });
  const language = createLanguageService({ choices: repos.languageChoices });
  const profiles = createProfilesService({
    profiles: repos.profiles,
    social: repos.social,
    lifecycle: repos.lifecycle,
    storage,
    bus,
    adminEmails: config.adminEmails,
    isFollowing: (a, b) => repos.engagement.isFollowing(a, b),
    relation: (viewerId, otherId) => blocks.relation(viewerId, otherId),
    // The standing service is built below (it needs isAdmin from here); called only once requests come.
    assertCanWrite: (userId) => canWrite(userId),
  });
  const isAdmin = (userId: string) => profiles.isAdmin(userId);
  const notifications = createNotificationsService({
    notifications: repos.notifications,
    bus,
    mailer,
    secret,
    publicUrl: config.publicUrl,
    addressOf: async (userId) => {
      const email = await repos.profiles.emailOf(userId);
      return email && !email.endsWith('@deleted.invalid') ? email : null;
    },
    hiddenFor: (userId) => blocks.hiddenFor(userId),
    remixSourceOf: (remixId) => repos.remixes.sourceOf(remixId),
    avatarUrl: (key) => (key ? storage.publicPath('avatars', key) : null),
    log,
    now,
    localeOf: repos.languageChoices.localeOf,
  });
  const onNotice = notifications.decided;
  // Decisions on accounts; every write that others would see (upload, comment, clap, report, follow,
  // video, caption and profile edits) asks it first.
  const appealLinks = createAppealLinks(secret, config.publicUrl);
  const isBanned = async (userId: string) => (await repos.standing.stateOf(userId))?.banned_at != null;
  const bannedMedia = createBannedMedia({ writes: repos.videoWrites, storage, isBanned, log });
  const standing = createAccountStandingService({
    standing: repos.standing,
    bus,
    mailer,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    isAdmin,
    appealUrl: (decisionId, userId) => appealLinks.url(decisionId, userId),
    onNotice,
    onStandingChanged: (userId) => bannedMedia.sync(userId),
    localeOf: repos.languageChoices.localeOf,
  });
  const canWrite = (userId: string) => standing.assertCanWrite(userId);
  const heldVideos = createHeldVideos({
    writes: repos.videoWrites,
    storage,
    appealPending: (videoId) => repos.appeals.removalAppealPending(videoId),
    isBanned,
    log,
    now,
  });
  const notices = createNotices({
    onNotice,
    mailer,
    profiles: repos.profiles,
    links: appealLinks,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    localeOf: repos.languageChoices.localeOf,
  });
  return {
    blocks,
    sensitiveContent,
    language,
    profiles,
    isAdmin,
    notifications,
    onNotice,
    appealLinks,
    standing,
    canWrite,
    heldVideos,
    notices,
  };
}

export type AccountServices = ReturnType<typeof createAccountServices>;
