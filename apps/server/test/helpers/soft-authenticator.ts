import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/**
 * A software passkey for API tests: an ES256 key pair that answers WebAuthn registration and
 * authentication the way a browser hands them to a server (attestation 'none', CBOR, DER
 * signatures over authenticatorData ‖ SHA-256(clientDataJSON)), built from node:crypto. The
 * browser tests use Chromium's own virtual authenticator instead.
 */
export function softAuthenticator(origin: string, { userVerified = true } = {}) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;

  const authData = (withCredential: boolean) => {
    counter += 1;
    // A security key without a PIN sets only 'user present'.
    const flags = 0x01 /* user present */ | (userVerified ? 0x04 /* user verified */ : 0) | (withCredential ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flags]), count];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey(publicKey)));
    }
    return Buffer.concat(parts);
  };

  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64url(credentialId),

    /** The browser's answer to registration options (`navigator.credentials.create`). */
    register(options: { challenge: string }, at = origin) {
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData(true))],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /** The browser's answer to authentication options (`navigator.credentials.get`), signed with `key`. */
    authenticate(options: { challenge: string }, key: KeyObject = privateKey) {
      const data = authData(false);
      const client = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), key);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** An EC2 P-256 public key as COSE (RFC 9053): kty 2, alg -7 (ES256), crv 1, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]) as never,
  );
}
