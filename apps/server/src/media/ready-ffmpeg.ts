import { type ChildProcess, spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * Starting ffmpeg costs ~0.13 s of CPU before it reads a byte (Debian's build links some 200 shared
 * libraries), and each upload waited for it: `npm run bench upload` spent ~0.3 s of a 1 s upload
 * there. So one ffmpeg is started ahead, told its input only when an upload needs it: it reads a
 * concat list from stdin, which names the file. Waiting, it holds no file and keeps Node alive for
 * nothing; when Node exits, its stdin closes and it exits too.
 */

export interface FfmpegResult {
  /** Exit code; null when it could not start or was killed. */
  code: number | null;
  stdout: Buffer;
  stderr: string;
}

interface Started {
  key: string;
  child: ChildProcess;
  alive: boolean;
  result: Promise<FfmpegResult>;
}

let ready: Started | undefined;

/** ffmpeg's arguments: those before the input (decoder options apply there) and those after it. */
export interface FfmpegArgs {
  input: string[];
  output: string[];
}

function start(command: string, args: FfmpegArgs): Started {
  const concatInput = ['-f', 'concat', '-safe', '0', '-protocol_whitelist', 'file,pipe', '-i', 'pipe:0'];
  const child = spawn(command, [...args.input, ...concatInput, ...args.output], { stdio: ['pipe', 'pipe', 'pipe'] });
  const started: Started = { key: keyOf(command, args), child, alive: true, result: Promise.resolve(null as never) };
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => stdout.push(d));
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  child.stdin!.on('error', () => undefined); // it may have died first: its exit code tells
  started.result = new Promise((resolve) => {
    child.on('error', (err) => {
      started.alive = false;
      resolve({ code: null, stdout: Buffer.alloc(0), stderr: err.message });
    });
    child.on('close', (code) => {
      started.alive = false;
      resolve({ code, stdout: Buffer.concat(stdout), stderr });
    });
  });
  setHeld(child, false);
  return started;
}

function setHeld(child: ChildProcess, held: boolean) {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as (ChildProcess | Socket | null)[]) {
    if (held) handle?.ref();
    else handle?.unref();
  }
}

const keyOf = (command: string, args: FfmpegArgs) => JSON.stringify([command, args]);

/** A concat list naming one file; `file:` so the path is not read relative to `pipe:`. */
const concatList = (file: string) => `file 'file:${file.replaceAll("'", "'\\''")}'\n`;

/**
 * Runs `command` (ffmpeg) with `args` on the file `input`; uses the process started ahead when it
 * has the same command and arguments, and starts the next once this one ends.
 */
export async function runReadyFfmpeg(
  command: string,
  args: FfmpegArgs,
  input: string,
  timeoutMs: number,
  /** false: the next is not started here (an upload still arriving would share the CPU with it). */
  { prepareNext = true }: { prepareNext?: boolean } = {},
): Promise<FfmpegResult> {
  const key = keyOf(command, args);
  let run = ready?.key === key && ready.alive ? ready : undefined;
  if (ready && ready !== run) discard(ready);
  ready = undefined;
  run ??= start(command, args);
  setHeld(run.child, true);
  run.child.stdin!.end(concatList(input));
  const timer = setTimeout(() => run.child.kill('SIGKILL'), timeoutMs);
  const result = await run.result;
  clearTimeout(timer);
  if (result.code !== null && prepareNext) prepareFfmpeg(command, args);
  return result;
}

/** Starts one ffmpeg for `args` to wait for its input, unless one already waits. */
export function prepareFfmpeg(command: string, args: FfmpegArgs) {
  if (ready?.alive && ready.key === keyOf(command, args)) return;
  if (ready) discard(ready);
  ready = start(command, args);
}

/** Ends the waiting ffmpeg (on shutdown; tests that change FFMPEG_PATH). */
export function stopReadyFfmpeg() {
  if (ready) discard(ready);
  ready = undefined;
}

/** ffmpeg takes SIGTERM as 'finish up', which a read waiting on stdin never reaches. */
function discard(started: Started) {
  if (started.alive) started.child.kill('SIGKILL');
}
