import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** A passkey made here, to be used again elsewhere (a browser's virtual authenticator, a later test). */
export interface ExportedPasskey {
  /** Credential id, base64url. */
  credentialId: string;
  /** The P-256 private key, PKCS#8 DER in base64. */
  privateKey: string;
  /** The account's user handle the registration options named, base64url. */
  userHandle: string;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

function sha256(data: Buffer | string): Buffer {
  return createHash('sha256').update(data).digest();
}

/**
 * A passkey authenticator in software for API tests and e2e setup (the browser's side is tested in
 * e2e with Chromium's virtual authenticator): one P-256 key, 'none' attestation, a signature
 * counter. It signs what a browser would send for `origin`, so a test can also sign for the wrong
 * origin.
 */
export class SoftAuthenticator {
  readonly credentialId: string;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter: each registration or signature adds one first. */
  counter = 0;
  private userHandle: string | undefined;
  private readonly origin: string;
  private readonly userVerified: boolean;

  /** A new passkey for `origin`, or, with `restored`, one exported before. */
  constructor(origin: string, userVerified = true, restored?: ExportedPasskey) {
    this.origin = origin;
    this.userVerified = userVerified;
    if (restored === undefined) {
      const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      this.credentialId = randomBytes(16).toString('base64url');
      this.privateKey = keys.privateKey;
      this.publicKey = keys.publicKey;
    } else {
      this.credentialId = restored.credentialId;
      this.privateKey = createPrivateKey({
        key: Buffer.from(restored.privateKey, 'base64'),
        format: 'der',
        type: 'pkcs8',
      });
      this.publicKey = createPublicKey(this.privateKey);
      this.userHandle = restored.userHandle;
    }
  }

  /**
   * The passkey as Chromium's virtual authenticator imports it (CDP WebAuthn.addCredential), so a
   * browser can sign in with a passkey registered here (the e2e admin helper).
   */
  export(): ExportedPasskey {
    return {
      credentialId: this.credentialId,
      privateKey: this.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: this.userHandle ?? '',
    };
  }

  private get rpIdHash(): Buffer {
    return sha256(new URL(this.origin).hostname);
  }

  private flags(extra = 0): number {
    return FLAG_USER_PRESENT | (this.userVerified ? FLAG_USER_VERIFIED : 0) | extra;
  }

  private nextCounter(): Buffer {
    this.counter += 1;
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    );
  }

  /** What `navigator.credentials.create()` answers to registration options. */
  register(options: { challenge: string; user: { id: string } }): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([this.flags(FLAG_ATTESTED_CREDENTIAL)]),
      this.nextCounter(),
      Buffer.alloc(16),
      idLength,
      credentialId,
      Buffer.from(this.cosePublicKey()),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** What `navigator.credentials.get()` answers to authentication options. */
  authenticate(options: { challenge: string }): AuthenticationResponseJSON {
    const authData = Buffer.concat([this.rpIdHash, Buffer.from([this.flags()]), this.nextCounter()]);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(this.userHandle === undefined ? {} : { userHandle: this.userHandle }),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
