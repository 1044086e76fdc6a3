import { DEFAULT_EMAIL_CHOICES, DEFAULT_SENSITIVE_CHOICE } from '@promptreel/contract';
import { storedRecipe } from './recipe.js';
import { isoOrNull } from '../lib/iso-time.js';
import type { PersonalRows } from '../repositories/data-exports.repository.js';

/** People linked to the person (followed, following, blocked, muted) with the link's date. */
const since = (rows: { username: string | null; created_at: number }[]) =>
  rows.map((r) => ({ username: r.username, since: isoOrNull(r.created_at) }));

/** profile.json's profile: its avatar goes as a file; the sensitive-content choice and language are settings (settings.json). */
function shownProfile(
  {
    avatar_url: _file,
    sensitive_choice: _setting,
    locale: _language,
    created_at,
    ...shown
  }: NonNullable<PersonalRows['profile']>,
  socialLinks: PersonalRows['socialLinks'],
) {
  return { ...shown, createdAt: isoOrNull(created_at), socialLinks };
}

/** What the ZIP holds of one person, as plain JSON-ready values (times as ISO strings). */
export function personalData(rows: PersonalRows) {
  const { user, profile } = rows;
  const signedInWith = (provider: string) => rows.signInMethods.some((m) => m.provider_id === provider);
  return {
    account: user
      ? { email: user.email, name: user.name, createdAt: new Date(user.created_at as never).toISOString() }
      : null,
    profile: profile ? shownProfile(profile, rows.socialLinks) : null,
    avatarKey: profile?.avatar_url ?? null,
    sensitiveContent: profile?.sensitive_choice ?? DEFAULT_SENSITIVE_CHOICE,
    language: profile?.locale ?? null,
    videos: rows.videos.map(({ file_path, created_at, recipe, publish_at, marked_sensitive, allow_remixes, ...v }) => ({
      ...v,
      recipe: storedRecipe(recipe),
      publishAt: isoOrNull(publish_at),
      markedSensitive: marked_sensitive === 1,
      allowRemixes: allow_remixes === 1,
      createdAt: isoOrNull(created_at),
      fileKey: file_path,
    })),
    captions: rows.captions,
    comments: rows.comments.map(({ created_at, removed_at, ...c }) => ({
      ...c,
      createdAt: isoOrNull(created_at),
      removedAt: isoOrNull(removed_at),
    })),
    claps: rows.claps.map((c) => ({ videoId: c.video_id, createdAt: isoOrNull(c.created_at) })),
    collections: rows.collections.map((c) => ({
      kind: c.kind,
      name: c.name,
      description: c.description,
      isPublic: c.is_public === 1,
      createdAt: isoOrNull(c.created_at),
      videoIds: rows.collected.filter((v) => v.collection_id === c.id).map((v) => v.video_id),
    })),
    following: since(rows.following),
    followers: since(rows.followers),
    reports: rows.reports.map(({ created_at, ...r }) => ({ ...r, createdAt: isoOrNull(created_at) })),
    blocked: since(rows.blocked),
    muted: since(rows.muted),
    emailChoices: Object.fromEntries(rows.emailChoices.map((c) => [c.kind, c.email])),
    signIn: {
      password: signedInWith('credential'),
      google: signedInWith('google'),
      twoFactor: Boolean(user?.two_factor_enabled),
      passkeys: rows.passkeys.map((k) => ({ name: k.name, createdAt: new Date(k.created_at).toISOString() })),
    },
    notifications: rows.notifications.map((n) => ({
      kind: n.kind,
      videoId: n.video_id,
      people: rows.notifiers.filter((a) => a.notification_id === n.id).map((a) => a.username),
      text: n.text,
      link: n.link,
      read: n.read_at !== null,
      createdAt: isoOrNull(n.created_at),
      updatedAt: isoOrNull(n.updated_at),
    })),
    appeals: rows.appeals.map((a) => ({
      decisionId: a.decision_id,
      body: a.body,
      status: a.status,
      outcomeReason: a.outcome_reason,
      createdAt: isoOrNull(a.created_at),
      decidedAt: isoOrNull(a.decided_at),
    })),
  };
}

export type PersonalData = ReturnType<typeof personalData>;

/** Where a caption's file goes in the ZIP. */
export const captionFile = (c: { video_id: number; language: string }) => `captions/${c.video_id}-${c.language}.vtt`;

/**
 * The ZIP's JSON files, by name. `storedVideos` are the ids of the videos whose file is in the ZIP
 * (as videos/{id}.mp4); a file gone from storage is named as such (null).
 */
export function jsonFiles(data: PersonalData, storedVideos: ReadonlySet<number>): [name: string, value: unknown][] {
  return [
    ['profile.json', { account: data.account, profile: data.profile }],
    [
      'videos.json',
      data.videos.map(({ fileKey: _key, ...v }) => ({
        ...v,
        file: storedVideos.has(v.id) ? `videos/${v.id}.mp4` : null,
      })),
    ],
    ['comments.json', data.comments],
    ['claps.json', data.claps],
    ['collections.json', data.collections],
    ['follows.json', { following: data.following, followers: data.followers }],
    ['reports.json', data.reports],
    ['appeals.json', data.appeals],
    ['notifications.json', data.notifications],
    [
      'settings.json',
      {
        emailChoices: { ...DEFAULT_EMAIL_CHOICES, ...data.emailChoices },
        sensitiveContent: data.sensitiveContent,
        language: data.language,
        blocked: data.blocked,
        muted: data.muted,
        signIn: data.signIn,
      },
    ],
    ['captions.json', data.captions.map((c) => ({ videoId: c.video_id, language: c.language, file: captionFile(c) }))],
  ];
}
