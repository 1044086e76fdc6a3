import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initSync, WasmBuilder } from '@contentauth/c2pa-wasm';
import { mediaDir } from './media.js';

/**
 * Signed MP4s made here, in the test set-up: a throw-away certificate chain from openssl, a
 * manifest built, hashed and embedded by c2pa-rs (the WebAssembly builder of the same package the
 * server reads with), and a signature from node:crypto.
 */

export const IPTC = 'http://cv.iptc.org/newscodes/digitalsourcetype/';
export const TEST_GENERATOR = { name: 'Promptreel Test Generator', version: '1.0' };
export const TEST_ISSUER = 'Promptreel Test Signers';

export interface TestCredentials {
  rootPem: string;
  /** The root certificate's PEM file: what a test configures as a trust anchor. */
  rootPath: string;
  /** DER certificates for the COSE x5chain: signer first, then the root. */
  chain: Buffer[];
  key: crypto.KeyObject;
}

function openssl(args: string[]) {
  execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

const credentialsCache = new Map<string, TestCredentials>();

/**
 * A throw-away CA of its own per name (cached for the test run). No server trusts any of them
 * unless a test configures its `rootPath` as an anchor (C2PA_EXTRA_TRUST_ANCHORS), so a test
 * picks a trusted signer ('trusted') or a valid but unknown one (any other name) explicitly.
 */
export function testCredentials(name = 'signer'): TestCredentials {
  const cached = credentialsCache.get(name);
  if (cached) return cached;
  const credentials = createCredentials(fs.mkdtempSync(path.join(mediaDir, `pki-${name}-`)), name);
  credentialsCache.set(name, credentials);
  return credentials;
}

/**
 * A CA kept in `dir`, for two processes that must agree on it (the browser tests' server trusts
 * it, the test workers sign with it): made afresh when `fresh`, otherwise read back.
 */
export function persistentTestCredentials(dir: string, opts: { fresh?: boolean } = {}): TestCredentials {
  if (opts.fresh) fs.rmSync(dir, { recursive: true, force: true });
  if (fs.existsSync(path.join(dir, 'signer.pem'))) return readCredentials(dir);
  fs.mkdirSync(dir, { recursive: true });
  return createCredentials(dir, path.basename(dir));
}

/**
 * A root CA and a signing certificate with the profile C2PA asks for (v3, critical
 * digitalSignature key usage, an extended key usage, not a CA), ECDSA P-256.
 */
function createCredentials(dir: string, name: string): TestCredentials {
  const file = (f: string) => path.join(dir, f);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl([
    'req',
    '-x509',
    ...ec,
    '-keyout',
    file('root.key'),
    '-out',
    file('root.pem'),
    '-days',
    '30',
    '-subj',
    `/CN=Promptreel Test Root ${name.replace(/[^\w -]/g, '')}/O=Promptreel Test CA`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const subject = `/CN=Promptreel Test Signer/O=${TEST_ISSUER}`;
  openssl(['req', '-new', ...ec, '-keyout', file('signer.key'), '-out', file('signer.csr'), '-subj', subject]);
  fs.writeFileSync(
    file('signer.ext'),
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=emailProtection',
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
    ].join('\n'),
  );
  openssl([
    'x509',
    '-req',
    '-in',
    file('signer.csr'),
    '-CA',
    file('root.pem'),
    '-CAkey',
    file('root.key'),
    '-CAcreateserial',
    '-days',
    '30',
    '-extfile',
    file('signer.ext'),
    '-out',
    file('signer.pem'),
  ]);
  return readCredentials(dir);
}

function readCredentials(dir: string): TestCredentials {
  const file = (f: string) => path.join(dir, f);
  const der = (pem: string) => Buffer.from(new crypto.X509Certificate(fs.readFileSync(file(pem))).raw);
  return {
    rootPem: fs.readFileSync(file('root.pem'), 'utf8'),
    rootPath: file('root.pem'),
    chain: [der('signer.pem'), der('root.pem')],
    key: crypto.createPrivateKey(fs.readFileSync(file('signer.key'))),
  };
}

// --- COSE_Sign1 (RFC 9052) with a minimal CBOR encoder: the WebAssembly builder hands the claim
// to the signer and expects the whole COSE structure back ("direct COSE handling").

type Cbor = number | string | Uint8Array | null | Cbor[] | Map<Cbor, Cbor> | { tag: number; value: Cbor };

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

function cbor(v: Cbor): Buffer {
  if (v === null) return Buffer.from([0xf6]);
  if (typeof v === 'number') return v >= 0 ? cborHead(0, v) : cborHead(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([cborHead(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([cborHead(2, v.length), v]);
  if (Array.isArray(v)) return Buffer.concat([cborHead(4, v.length), ...v.map(cbor)]);
  if (v instanceof Map) return Buffer.concat([cborHead(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
  return Buffer.concat([cborHead(6, v.tag), cbor(v.value)]);
}

const COSE_ALG_ES256 = -7;
const COSE_X5CHAIN = 33;
const COSE_SIGN1_TAG = 18;
const RESERVE_SIZE = 10_000;

/**
 * Signs the claim: ES256 over the Sig_structure with the claim as detached payload, the chain
 * in the protected header, padded to exactly the reserved size (c2pa-rs patches the signature
 * into a placeholder of that size).
 */
function coseSign1(claim: Uint8Array, chain: Buffer[], key: crypto.KeyObject): Uint8Array<ArrayBuffer> {
  const protectedHeader = cbor(
    new Map<Cbor, Cbor>([
      [1, COSE_ALG_ES256],
      [COSE_X5CHAIN, chain],
    ]),
  );
  const toBeSigned = cbor(['Signature1', protectedHeader, new Uint8Array(0), claim]);
  const signature = crypto.sign('sha256', toBeSigned, { key, dsaEncoding: 'ieee-p1363' });
  const envelope = (pad: number) =>
    cbor({ tag: COSE_SIGN1_TAG, value: [protectedHeader, new Map([['pad', Buffer.alloc(pad)]]), null, signature] });
  let pad = RESERVE_SIZE - envelope(0).length;
  while (pad > 0 && envelope(pad).length > RESERVE_SIZE) pad--;
  const out = envelope(pad);
  if (out.length !== RESERVE_SIZE) throw new Error(`COSE signature is ${out.length} bytes, not ${RESERVE_SIZE}`);
  return new Uint8Array(out);
}

// --- the builder reads its source through the browser's FileReaderSync; Node has none, so the
// source is a Blob that keeps its bytes at hand.

class BytesBlob extends Blob {
  constructor(readonly content: Uint8Array<ArrayBuffer>) {
    super([content]);
  }
  override slice(start?: number, end?: number): Blob {
    return new BytesBlob(this.content.subarray(start, end));
  }
}

let ready = false;
function initBuilder() {
  if (ready) return;
  (globalThis as any).FileReaderSync ??= class {
    readAsArrayBuffer(blob: Blob): ArrayBuffer {
      if (!(blob instanceof BytesBlob)) throw new Error('FileReaderSync shim reads BytesBlob only');
      return Uint8Array.from(blob.content).buffer;
    }
  };
  const wasmPath = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/package.json')),
    'pkg/c2pa_bg.wasm',
  );
  initSync({ module: fs.readFileSync(wasmPath) });
  ready = true;
}

export interface SignOptions {
  /** IPTC digital source type of the c2pa.created action (a full URI). */
  digitalSourceType?: string;
  generator?: { name: string; version?: string };
  /** A file it was made from: named in the manifest as its parent ingredient (a remix's source). */
  parent?: string;
  /** The c2pa.created action's software agent (the model that made it). */
  softwareAgent?: { name: string; version?: string };
  credentials?: TestCredentials;
  /** Sign with this key instead of the certificate's own (a forged signature). */
  signingKey?: crypto.KeyObject;
}

let signed = 0;

/** A copy of `input` with an embedded, signed C2PA manifest (actions: c2pa.created). */
export async function signMp4(input: string, opts: SignOptions = {}): Promise<string> {
  initBuilder();
  const credentials = opts.credentials ?? testCredentials();
  const builder = WasmBuilder.fromJson(
    JSON.stringify({
      claim_generator_info: [opts.generator ?? TEST_GENERATOR],
      title: path.basename(input),
      format: 'video/mp4',
      assertions: [],
    }),
    // The builder checks its own signature after signing and would refuse to write a forged one.
    opts.signingKey ? JSON.stringify({ verify: { verify_after_sign: false } }) : undefined,
  );
  try {
    builder.addAction({
      action: 'c2pa.created',
      digitalSourceType: opts.digitalSourceType ?? `${IPTC}trainedAlgorithmicMedia`,
      ...(opts.softwareAgent ? { softwareAgent: opts.softwareAgent } : {}),
    });
    if (opts.parent)
      await builder.addIngredientFromBlob(
        JSON.stringify({ title: path.basename(opts.parent), relationship: 'parentOf' }),
        'video/mp4',
        new BytesBlob(new Uint8Array(fs.readFileSync(opts.parent))),
      );
    const bytes = await builder.sign(
      {
        alg: 'es256',
        reserveSize: RESERVE_SIZE,
        sign: async (claim) => coseSign1(claim, credentials.chain, opts.signingKey ?? credentials.key),
      },
      [],
      'video/mp4',
      new BytesBlob(new Uint8Array(fs.readFileSync(input))),
    );
    const output = path.join(mediaDir, `signed-${++signed}-${path.basename(input)}`);
    fs.writeFileSync(output, bytes);
    return output;
  } finally {
    builder.free();
  }
}

/** Top-level boxes of a BMFF file (32-bit sizes suffice for test files). */
export function boxesOf(bytes: Buffer): { type: string; start: number; size: number }[] {
  const boxes = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, size });
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** A copy with a few bytes of the media data flipped (after signing). */
export function tamperedCopy(file: string): string {
  const bytes = fs.readFileSync(file);
  const mdat = boxesOf(bytes).find((b) => b.type === 'mdat');
  if (!mdat) throw new Error('no mdat');
  const at = mdat.start + Math.floor(mdat.size / 2);
  for (let i = at; i < at + 16; i++) bytes[i] = bytes[i]! ^ 0xff;
  const output = path.join(mediaDir, `tampered-${path.basename(file)}`);
  fs.writeFileSync(output, bytes);
  return output;
}
