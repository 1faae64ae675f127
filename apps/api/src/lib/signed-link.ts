// Signed, expiring tokens for links in e-mails: `<expiry seconds>.<subject, base64url>.<HMAC-SHA256, base64url>`.
// The purpose is part of what is signed, so a token made for one purpose is refused for another.
import crypto from 'node:crypto';

function mac(secret: string, purpose: string, expires: number, subject: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\n${expires}\n${subject}`).digest('base64url');
}

export function signLink(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${Buffer.from(subject).toString('base64url')}.${mac(secret, purpose, expires, subject)}`;
}

/** The subject of a good, unexpired token for this purpose, or null. */
export function verifyLink(secret: string, purpose: string, token: string, now: Date): string | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expires = Number(match[1]);
  const subject = Buffer.from(match[2]!, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, purpose, expires, subject));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return expires * 1000 > now.getTime() ? subject : null;
}
