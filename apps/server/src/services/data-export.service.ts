import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import { DATA_EXPORT_DAYS, DATA_EXPORT_MESSAGES, type DataExportStatus, MESSAGES } from '@promptreel/contract';
import { NotFound, TooMany, Unauthenticated } from '../errors.js';
import { dataExportReady } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type { Mailer } from '../mail/mailer.js';
import type { DataExportsRepository } from '../repositories/data-exports.repository.js';
import { captionFile, jsonFiles, personalData, type PersonalData } from '../shaping/data-export-files.js';
import type { Storage } from '../storage/storage.js';

/** The job that makes a person's ZIP. */

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * 'Download your data' (issue 16 item 6): once a day a person may ask for a ZIP of everything they
 * gave the site; a durable job writes it to the private 'exports' bucket and e-mails a link that
 * works for DATA_EXPORT_DAYS days, for them alone (signed in, with the link's token, whose hash is
 * all that is kept). A job then deletes the ZIP.
 */
export function createDataExportService(deps: {
  exports: DataExportsRepository;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  onQueued?: () => void;
  now?: () => number;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const { exports, storage } = deps;
  const now = deps.now ?? Date.now;

  const statusOf = (row: Awaited<ReturnType<DataExportsRepository['latestOf']>>): DataExportStatus => {
    if (!row) return { status: 'none', requestedAt: null, expiresAt: null };
    const expired = row.status === 'ready' && row.expires_at !== null && row.expires_at <= now();
    return {
      status: expired ? 'expired' : row.status,
      requestedAt: new Date(row.created_at).toISOString(),
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    };
  };

  /**
   * The ZIP's entries: JSON files, captions, then each video's file and the avatar as stored (a file
   * that has gone from storage is left out, and named as such). Files are opened one at a time, as
   * the ZIP reaches them; any read failure fails the stream, and so the job, which retries.
   */
  async function zipOf(data: PersonalData): Promise<Readable> {
    const stored = async (bucket: 'videos' | 'avatars', key: string | null) =>
      key !== null && (await storage.stat(bucket, key)) !== null;
    const videoFiles = new Set<number>();
    for (const v of data.videos) if (await stored('videos', v.fileKey)) videoFiles.add(v.id);
    const avatar = (await stored('avatars', data.avatarKey)) ? data.avatarKey : null;

    const zip = new yazl.ZipFile();
    const out = new PassThrough();
    const fail = (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err)));
    zip.on('error', fail);
    const json = (name: string, value: unknown) => zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2)), name);
    // Video files and avatars are compressed already: stored as they are.
    const file = (bucket: 'videos' | 'avatars', key: string, name: string) =>
      zip.addReadStreamLazy(name, { compressionLevel: 0 }, (ready) => {
        const stream = storage.read(bucket, key);
        stream.on('error', fail);
        ready(null, stream);
      });

    for (const [name, value] of jsonFiles(data, videoFiles)) json(name, value);
    for (const c of data.captions) zip.addBuffer(Buffer.from(c.vtt), captionFile(c));
    for (const v of data.videos) if (videoFiles.has(v.id)) file('videos', v.fileKey!, `videos/${v.id}.mp4`);
    if (avatar) file('avatars', avatar, `avatar${avatar.slice(avatar.lastIndexOf('.'))}`);
    zip.end();
    // yazl's own stream is an older kind of Readable: piped through a PassThrough for storage.put.
    zip.outputStream.on('error', fail).pipe(out);
    return out;
  }

  return {
    async status(viewerId: string | null): Promise<DataExportStatus> {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      return statusOf(await exports.latestOf(viewerId));
    },

    /** Asks for a ZIP; 429 when one was asked for in the last 24 hours (unless it failed). */
    async request(viewerId: string | null): Promise<DataExportStatus> {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      const at = now();
      const id = await exports.create(viewerId, at, at - DAY_MS);
      if (id === null) throw TooMany(DATA_EXPORT_MESSAGES.tooSoon);
      deps.onQueued?.();
      return statusOf(await exports.latestOf(viewerId));
    },

    /** The ZIP behind an e-mailed link, for the person it was made for while it lasts. */
    async download(viewerId: string | null, token: string) {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      const row = token ? await exports.byTokenHash(hashOf(token)) : undefined;
      // Someone else's link looks like no link at all.
      if (!row || row.user_id !== viewerId || row.status !== 'ready' || !row.object_key)
        throw NotFound(DATA_EXPORT_MESSAGES.notFound);
      if (row.expires_at !== null && row.expires_at <= now()) throw NotFound(DATA_EXPORT_MESSAGES.expired);
      const stored = await storage.stat('exports', row.object_key);
      if (!stored) throw NotFound(DATA_EXPORT_MESSAGES.expired);
      return {
        body: storage.read('exports', row.object_key),
        size: stored.size,
        filename: `promptreel-data-${new Date(row.created_at).toISOString().slice(0, 10)}.zip`,
      };
    },

    /** The job: writes the ZIP, records it and e-mails the link. 'gone' when the request has gone. */
    async run(exportId: number): Promise<'done' | 'gone'> {
      const row = await exports.find(exportId);
      if (!row) return 'gone';
      const data = personalData(await exports.gather(row.user_id));
      const key = `${row.user_id}/${randomUUID()}.zip`;
      const stored = await storage.put('exports', key, await zipOf(data), { contentType: 'application/zip' });
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = at + DATA_EXPORT_DAYS * DAY_MS;
      await exports.markReady(row.id, { key, size: stored.size, tokenHash: hashOf(token), at, expiresAt });
      if (data.account) {
        // The settings page's own section (a page the web app knows) offers the download with it.
        const url = new URL(`/settings?section=data&download=${token}`, deps.publicUrl).href;
        await deps.mailer.send(
          dataExportReady(data.account.email, url, DATA_EXPORT_DAYS, await recipientLocale(deps.localeOf, row.user_id)),
        );
      }
      return 'done';
    },

    /** A job that gave up: the person may ask again at once. */
    failed: (exportId: number) => exports.markFailed(exportId),
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
