// A passkey device in software, so the API tests run the server's real WebAuthn verification (@simplewebauthn/server)
// against a real protocol peer: an ECDSA P-256 key made with node:crypto, real authenticatorData (RP id hash, flags,
// counter, attested credential with its COSE key), clientDataJSON, a "none" attestation in CBOR, and signatures over
// authenticatorData ‖ SHA-256(clientDataJSON). CBOR is @simplewebauthn/server's own encoder.
import crypto from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface StoredCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
  signCount: number;
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  /** `origin`: the page the browser would be on; a phishing site's origin makes answers the server must refuse. */
  constructor(private readonly origin: string) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create(): a new passkey for the options' RP and user. */
  create(
    options: PublicKeyCredentialCreationOptionsJSON,
    /** `credentialId`: claim the id of someone else's passkey (credential ids are not secret). */
    extra: { userVerified?: boolean; credentialId?: string } = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = extra.credentialId ? Buffer.from(extra.credentialId, 'base64url') : crypto.randomBytes(32);
    const rpId = options.rp.id!;
    const credential: StoredCredential = { id, rpId, userHandle: options.user.id, privateKey, publicKey, signCount: 0 };
    this.credentials.push(credential);
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(coseKey)]);
    const flags =
      FLAG_USER_PRESENT | (extra.userVerified === false ? 0 : FLAG_USER_VERIFIED) | FLAG_ATTESTED_CREDENTIAL;
    const authData = this.authenticatorData(rpId, flags, 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): signs the challenge with the newest passkey this device holds for the RP. */
  get(
    options: PublicKeyCredentialRequestOptionsJSON,
    extra: { credential?: StoredCredential; signCount?: number } = {},
  ): AuthenticationResponseJSON {
    const rpId = options.rpId!;
    const credential = extra.credential ?? this.credentials.filter((c) => c.rpId === rpId).at(-1);
    if (!credential) throw new Error(`this authenticator holds no passkey for ${rpId}`);
    credential.signCount = extra.signCount ?? credential.signCount + 1;
    const authData = this.authenticatorData(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, credential.signCount);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
