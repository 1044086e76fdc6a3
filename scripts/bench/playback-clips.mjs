// The playback bench's two clips, made with ffmpeg and uploaded through the product's own tus path.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { everyRendition, processed, signedInUser, tusUpload } from './harness.mjs';

// Bump when the recipes below change, so a cached clip of the old recipe is not measured.
const CLIPS_DIR = path.join(os.tmpdir(), 'promptreel-bench-playback-v1');

/**
 * What a creator uploads: 1080×1920, 30 fps, 20 s, H.264 at 12 Mbit/s with AAC. Moving test
 * patterns under fresh noise every frame, so the encoder really spends the rate it is given (a still
 * or a plain pattern would come out a fraction of it and flatter every link).
 */
const CREATOR_ARGS = [
  ['-f', 'lavfi', '-i', 'testsrc2=size=1080x1920:rate=30,noise=alls=12:allf=t+u'],
  ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
  ['-t', '20', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '60'],
  ['-b:v', '12M', '-maxrate', '12M', '-bufsize', '24M', '-c:a', 'aac', '-b:a', '128k'],
].flat();

/** The same clip as a phone needs it: 720×1280 at ~1.5 Mbit/s, made from the creator's file. */
const phoneArgs = (creator) =>
  [
    ['-i', creator, '-vf', 'scale=720:1280', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    ['-g', '60', '-b:v', '1500k', '-maxrate', '1500k', '-bufsize', '3000k', '-c:a', 'aac', '-b:a', '96k'],
  ].flat();

/** Makes `target` with ffmpeg unless it is there from an earlier run. */
export function encode(target, args) {
  if (fs.existsSync(target)) return;
  console.log(`› making ${path.basename(target)} with ffmpeg (cached in ${path.dirname(target)})…`);
  // Written aside and renamed: an interrupted encode never passes for a finished clip next time.
  const partial = `${target}.partial.mp4`;
  fs.mkdirSync(path.dirname(target), { recursive: true }); // a fresh machine has no cache folder yet
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, '-movflags', '+faststart', partial], { stdio: 'inherit' });
  fs.renameSync(partial, target);
}

export function probe(file) {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=bit_rate,duration,size:stream=width,height', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const { format, streams } = JSON.parse(out);
  const video = streams.find((s) => s.width);
  return {
    width: video.width,
    height: video.height,
    seconds: Number(format.duration),
    bytes: Number(format.size),
    mbps: +(Number(format.bit_rate) / 1e6).toFixed(2),
  };
}

/** Both clips, made the first time (a minute or two on two cores) and kept for the next runs. */
export function makeClips() {
  fs.mkdirSync(CLIPS_DIR, { recursive: true });
  const creator = path.join(CLIPS_DIR, 'creator-1080x1920-12M.mp4');
  const phone = path.join(CLIPS_DIR, 'phone-720x1280-1500k.mp4');
  encode(creator, CREATOR_ARGS);
  encode(phone, phoneArgs(creator));
  return { creator: { file: creator, ...probe(creator) }, phone: { file: phone, ...probe(phone) } };
}

/** Uploads `file` as a new user through tus-js-client, as the upload page does; the video's id. */
export async function uploadClip(server, file, title) {
  const user = await signedInUser(server, `bench-playback-${Date.now()}-${Math.random()}@example.test`);
  const id = await tusUpload(server, user, file, title);
  // Clips are compared with all their renditions made.
  await processed(server, user, id, { timeoutMs: 180_000, done: everyRendition });
  return id;
}
