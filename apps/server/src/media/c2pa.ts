import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { topLevelBoxes } from './mp4-probe.js';

/** What a file's C2PA Content Credentials say, as far as Promptreel stores and shows them. */
export interface Provenance {
  /** The file carries a C2PA manifest store. */
  present: boolean;
  /**
   * Cryptographically intact: the claim signature verifies against the certificate in the
   * manifest and every hash binding (assertions and the file's bytes) matches. Says nothing
   * about who signed: see `trusted`.
   */
  valid: boolean;
  /** Valid and the signing certificate chains to one of the given trust anchors. */
  trusted: boolean;
  /** The tool that made the claim (claim generator), e.g. 'Adobe Firefly'. */
  claimGenerator: string | null;
  /** Some manifest of the file asserts IPTC digitalSourceType trainedAlgorithmicMedia or compositeWithTrainedAlgorithmicMedia. */
  aiGenerated: boolean;
  /** The signer's organisation from its certificate subject. */
  issuer: string | null;
  /** The software agent of the active manifest's c2pa.created action: the model that made it. */
  createdWith?: { name: string; version: string | null } | null;
  /** The active manifest's label (urn:c2pa:…): what a later file names when made from this one. */
  manifest?: string | null;
  /** The manifests of the files it was made from (its 'parentOf' ingredients' active manifests). */
  parents?: string[];
}

export const NO_CREDENTIALS: Provenance = {
  present: false,
  valid: false,
  trusted: false,
  claimGenerator: null,
  aiGenerated: false,
  issuer: null,
};

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
const AI_SOURCE_TYPE =
  /^https?:\/\/cv\.iptc\.org\/newscodes\/digitalsourcetype\/(trainedAlgorithmicMedia|compositeWithTrainedAlgorithmicMedia)$/;
const MAX_TEXT = 120;

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

// --- the manifest store as c2pa-rs serialises it (only what we read) ---

interface ManifestJson {
  claim_generator?: string;
  ingredients?: { relationship?: unknown; active_manifest?: unknown }[];
  claim_generator_info?: { name?: unknown }[];
  assertions?: { label?: string; data?: unknown }[];
  signature_info?: { issuer?: unknown; common_name?: unknown };
}

export interface ManifestStoreJson {
  active_manifest?: string;
  manifests?: Record<string, ManifestJson>;
  validation_status?: { code: string }[];
  /** 'Invalid', 'Valid' (intact, signer not trusted) or 'Trusted'. */
  validation_state?: string;
  /** Which of the given anchor lists the signer chains to (its `trust_uri`), when trusted. */
  validation_results?: { trustListUri?: string };
}

// Names of the anchor lists handed to c2pa-rs; the verdict names the one the signer chains to.
export const SIGNER_LIST_URI = 'promptreel:claim-signers';
const TIME_STAMPER_LIST_URI = 'promptreel:time-stamping-authorities';

/** The stored summary of a manifest store read by c2pa-rs. */
export function provenanceFromStore(store: ManifestStoreJson): Provenance {
  const manifests = store.manifests ?? {};
  const active = store.active_manifest ? manifests[store.active_manifest] : undefined;
  if (!active) return { ...NO_CREDENTIALS, present: true };
  const state = store.validation_state;
  const valid =
    state !== undefined
      ? state === 'Valid' || state === 'Trusted'
      : (store.validation_status ?? []).every((s) => s.code === 'signingCredential.untrusted');
  return {
    present: true,
    valid,
    // c2pa-rs 0.91 accepts a claim signer chaining to an anchor of any kind, time-stamping
    // authorities included; only the claim-signer list may vouch for who signed.
    trusted: state === 'Trusted' && store.validation_results?.trustListUri === SIGNER_LIST_URI,
    claimGenerator: generatorOf(active),
    // The whole store is the file's provenance chain (the active manifest and its ingredients').
    aiGenerated: Object.values(manifests).some((m) => (m.assertions ?? []).some((a) => declaresAi(a.data, 0))),
    issuer: text(active.signature_info?.issuer),
    createdWith: createdWithOf(active),
    manifest: store.active_manifest ?? null,
    parents: (active.ingredients ?? [])
      .filter((i) => i?.relationship === 'parentOf' && typeof i.active_manifest === 'string')
      .map((i) => i.active_manifest as string)
      .slice(0, 20),
  };
}

/** c2pa.actions (v1 or v2): the software agent of the 'c2pa.created' action, a name or { name, version }. */
function createdWithOf(manifest: ManifestJson): Provenance['createdWith'] {
  for (const assertion of manifest.assertions ?? []) {
    if (!/^c2pa\.actions(\.v2)?$/.test(assertion.label ?? '')) continue;
    const actions = (assertion.data as { actions?: unknown } | undefined)?.actions;
    if (!Array.isArray(actions)) continue;
    for (const action of actions.slice(0, 50) as { action?: unknown; softwareAgent?: unknown }[]) {
      if (action?.action !== 'c2pa.created') continue;
      const agent = action.softwareAgent;
      if (typeof agent === 'string') return text(agent) ? { name: text(agent)!, version: null } : null;
      const named = agent as { name?: unknown; version?: unknown } | undefined;
      const name = text(named?.name);
      if (name) return { name, version: text(named?.version) };
    }
  }
  return null;
}

function generatorOf(manifest: ManifestJson): string | null {
  for (const info of manifest.claim_generator_info ?? []) {
    const name = text(info?.name);
    if (name) return name;
  }
  // Claims before C2PA 2.0: a user-agent style string, 'Adobe_Firefly/1.0 c2pa-rs/0.x'.
  const product = manifest.claim_generator?.trim().split(/\s+/)[0]?.split('/')[0];
  return text(product?.replace(/_/g, ' '));
}

/** Any `digitalSourceType` (actions, IPTC metadata) naming trained algorithmic media. */
function declaresAi(value: unknown, depth: number): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => declaresAi(v, depth + 1));
  return Object.entries(value).some(([key, v]) =>
    typeof v === 'string' ? /digitalsourcetype$/i.test(key) && AI_SOURCE_TYPE.test(v.trim()) : declaresAi(v, depth + 1),
  );
}

/** Text from the file, shown to people: printable, trimmed, bounded. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean ? clean.slice(0, MAX_TEXT) : null;
}

// --- the reader in a worker thread ---

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
