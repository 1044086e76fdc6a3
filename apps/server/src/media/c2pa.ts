import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type ManifestStoreJson,
  NO_CREDENTIALS,
  type Provenance,
  provenanceFromStore,
  SIGNER_LIST_URI,
  TIME_STAMPER_LIST_URI,
} from './c2pa-manifest.js';
import { topLevelBoxes } from './mp4-probe.js';

/** Trust anchors, one PEM certificate an entry (config.ts reads them once at start). */
export interface TrustAnchors {
  /** Claim signers may chain to these: the C2PA trust list and any the operator adds. */
  signers: string[];
  /** Time-stamping authorities whose time-stamps on a signature are trusted (C2PA TSA trust list). */
  timeStampers: string[];
}

export interface ReadOptions {
  /** Without: never trusted. */
  trust?: TrustAnchors;
  /** Files larger than this are not verified (the reader holds the whole file in memory). */
  maxBytes?: number;
  timeoutMs?: number;
}

// The ISO-BMFF 'uuid' box user type that holds a C2PA manifest store (C2PA specification, BMFF embedding).
const C2PA_BOX_USER_TYPE = Buffer.from('d8fec3d61b0e483c92975828877ec481', 'hex');
// Above the upload limit (100 MB): a safety net for other callers, never hit by uploads.
const MAX_VERIFY_BYTES = 128 * 1024 * 1024;
/** Whether a top-level 'uuid' box with the C2PA user type exists; reads box headers only. */
export async function hasC2paBox(filePath: string): Promise<boolean> {
  const file = await fs.open(filePath, 'r');
  try {
    const { size } = await file.stat();
    let boxes;
    try {
      boxes = await topLevelBoxes(file, size);
    } catch {
      return false; // not a well-formed BMFF file: nothing to read
    }
    const header = Buffer.alloc(32);
    for (const box of boxes) {
      if (box.type !== 'uuid') continue;
      await file.read(header, 0, header.length, box.start);
      const userType = header.readUInt32BE(0) === 1 ? 16 : 8; // after a 64-bit size, if any
      if (header.subarray(userType, userType + 16).equals(C2PA_BOX_USER_TYPE)) return true;
    }
    return false;
  } finally {
    await file.close();
  }
}

/**
 * Reads and validates the C2PA manifest of an MP4 with the official reader (c2pa-rs compiled to
 * WebAssembly, @contentauth/c2pa-wasm). Never throws: a file without credentials, or one that
 * is not BMFF at all, is `present: false`; credentials that cannot be read or verified are
 * `present: true, valid: false`.
 *
 * Only box headers are read unless a C2PA box exists. Validation needs every byte (the hash
 * binding covers the whole file) and the reader takes them in memory, so it runs in a worker
 * thread that ends after each file: the server's event loop stays free and the WebAssembly
 * memory is returned. One verification runs at a time.
 */
export async function readContentCredentials(filePath: string, options: ReadOptions = {}): Promise<Provenance> {
  try {
    if (!(await hasC2paBox(filePath))) return NO_CREDENTIALS;
  } catch {
    return NO_CREDENTIALS; // unreadable file
  }
  const unverified: Provenance = { ...NO_CREDENTIALS, present: true };
  try {
    const { size } = await fs.stat(filePath);
    if (size > (options.maxBytes ?? MAX_VERIFY_BYTES)) return unverified;
    const json = await inTurn(() => readManifestStore(filePath, options));
    return provenanceFromStore(JSON.parse(json) as ManifestStoreJson);
  } catch {
    return unverified;
  }
}

/** Whether `box` is exactly one ISO-BMFF 'uuid' box with the C2PA user type (32-bit size). */
export function isC2paBox(box: Buffer): boolean {
  return (
    box.length >= 24 &&
    box.readUInt32BE(0) === box.length &&
    box.toString('latin1', 4, 8) === 'uuid' &&
    box.subarray(8, 24).equals(C2PA_BOX_USER_TYPE)
  );
}

/**
 * Reads the manifest in a lone C2PA box (the upload form sends only that, before the upload),
 * wrapped in a minimal BMFF file. The file's own bytes are absent, so nothing is verified:
 * the answer's `valid` is always false and only the tool and the AI claim are worth reading.
 */
export async function readCredentialsBox(box: Buffer, options: ReadOptions = {}): Promise<Provenance> {
  if (!isC2paBox(box)) return NO_CREDENTIALS;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'promptreel-c2pa-'));
  const file = path.join(dir, 'credentials.mp4');
  try {
    const ftyp = Buffer.from('000000106674797069736f6d00000200', 'hex'); // size 16, 'ftyp', isom, minor 0x200
    await fs.writeFile(file, Buffer.concat([ftyp, box]));
    return { ...(await readContentCredentials(file, options)), valid: false, trusted: false };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

// The reader, in a worker thread.

let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

let wasm: Promise<{ module: WebAssembly.Module; jsUrl: string }> | undefined;
/** The package's WebAssembly, compiled once and handed to each worker. */
function c2paWasm() {
  wasm ??= (async () => {
    const dir = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/package.json')),
      'pkg',
    );
    const module = await WebAssembly.compile(await fs.readFile(path.join(dir, 'c2pa_bg.wasm')));
    return { module, jsUrl: pathToFileURL(path.join(dir, 'c2pa.js')).href };
  })();
  wasm.catch(() => (wasm = undefined));
  return wasm;
}

// CommonJS source run with `eval`, so it needs no file of its own in the bundled server.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
(async () => {
  try {
    const { initSync, WasmReader } = await import(workerData.jsUrl);
    initSync({ module: workerData.module });
    const reader = await WasmReader.fromBytes('video/mp4', fs.readFileSync(workerData.filePath), workerData.settings);
    parentPort.postMessage({ json: reader.json() });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  }
})();
`;

/**
 * c2pa-rs's `trust.anchors`: one list per purpose ('manifest' for claim signers, 'tsa' for
 * time-stamping authorities), so the verdict can name the list a signer chains to. An empty list
 * is left out (c2pa-rs wants certificates in every entry).
 */
function trustAnchorSettings(trust: TrustAnchors | undefined) {
  const lists = [
    { trust_anchors: trust?.signers ?? [], trust_uri: SIGNER_LIST_URI, trust_kind: 'manifest' },
    { trust_anchors: trust?.timeStampers ?? [], trust_uri: TIME_STAMPER_LIST_URI, trust_kind: 'tsa' },
  ];
  return lists
    .filter((list) => list.trust_anchors.length > 0)
    .map((list) => ({ ...list, trust_anchors: list.trust_anchors.join('\n') }));
}

async function readManifestStore(filePath: string, options: ReadOptions): Promise<string> {
  const { module, jsUrl } = await c2paWasm();
  const settings = JSON.stringify({
    // Never fetch what a file points to (remote manifests, OCSP): uploads are untrusted input.
    verify: { remote_manifest_fetch: false, ocsp_fetch: false, verify_trust: true, verify_timestamp_trust: true },
    trust: { anchors: trustAnchorSettings(options.trust) },
  });
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { jsUrl, module, filePath, settings } });
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('C2PA reader timed out')), options.timeoutMs ?? 120_000);
      worker.once('message', (m: { json?: string; error?: string }) => {
        clearTimeout(timer);
        if (m.json !== undefined) resolve(m.json);
        else reject(new Error(m.error ?? 'C2PA reader failed'));
      });
      worker.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      worker.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`C2PA reader exited with ${code}`));
      });
    });
  } finally {
    await worker.terminate();
  }
}
