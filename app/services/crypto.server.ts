// Secrets at rest: AES-256-GCM with keys derived from APP_SECRET, versioned for rotation (ADR 004).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const VERSION = "v1";

function appSecret(): string {
  const secret = process.env.APP_SECRET;
  if (!secret) throw new Error("APP_SECRET is not set");
  return secret;
}

/** A stable secret for one purpose, so one APP_SECRET yields independent keys and passwords. */
export function deriveSecret(purpose: string, secret = appSecret()): Buffer {
  const key = `${purpose}\u0000${secret}`;
  let derived = derivedSecrets.get(key);
  if (!derived) derivedSecrets.set(key, (derived = createHmac("sha256", secret).update(`askdata:${purpose}`).digest()));
  return Buffer.from(derived);
}

/** Derived once per purpose and secret: every stored credential read decrypts with the same key. */
const derivedSecrets = new Map<string, Buffer>();

function keyFor(version: string): Buffer {
  // v1 keys come from APP_SECRET; a rotation adds v2 from APP_SECRET and keeps v1 readable from APP_SECRET_PREVIOUS.
  if (version === VERSION) return deriveSecret("encryption-key");
  throw new Error(`Unknown encryption key version ${version}`);
}

export function encryptJson(value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(VERSION), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    body.toString("base64url"),
  ].join(".");
}

export function decryptJson<T>(payload: string): T {
  const [version, iv, tag, body] = payload.split(".");
  const decipher = createDecipheriv("aes-256-gcm", keyFor(version), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return JSON.parse(plain.toString("utf8")) as T;
}

/** Password of the database role that may read only the sample databases. */
export function sampleReaderPassword(): string {
  return deriveSecret("sample-reader").toString("base64url");
}

/** Password of the uploads gateway role, which reads each upload as that upload's role (ADR 018). */
export function uploadsGatewayPassword(): string {
  return deriveSecret("uploads-gateway").toString("base64url");
}
