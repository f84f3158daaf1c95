import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startTestApp, type TestApp } from '../../test/harness.js';

/**
 * The access token check accepts one algorithm (HS256), one key, one issuer and one audience.
 * Each forgery below carries claims that would otherwise make the holder a superAdmin.
 */
const SECRET = 'tokens-test-secret-'.padEnd(48, 'k');
const key = new TextEncoder().encode(SECRET);

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await startTestApp({ JWT_SECRET: SECRET });
  await t.seedRoles();
  const issued = JSON.parse(Buffer.from((await t.tokenFor('superAdmin')).split('.')[1]!, 'base64url').toString());
  userId = issued.sub;
  // A genuine token names its session (sid) and the account's session version (sv).
  CLAIMS.sid = issued.sid;
});
afterAll(() => t.close());

const CLAIMS: Record<string, unknown> = {
  email: EMAILS.superAdmin,
  name: 'Forger',
  role: 'superAdmin',
  superAdmin: true,
  admin: true,
  sv: 0,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function claims(over: { iss?: string; aud?: string; exp?: string | number } = {}) {
  return new SignJWT(CLAIMS)
    .setSubject(userId)
    .setIssuer(over.iss ?? 'agrim')
    .setAudience(over.aud ?? 'agrim-api')
    .setIssuedAt()
    .setExpirationTime(over.exp ?? '5m');
}

async function status(token: string) {
  const res = await t.app.inject({ url: '/api/get/user/registered', headers: bearer(token) });
  return { code: res.statusCode, body: res.json() as { status: string; code: string } };
}

describe('access token check', () => {
  it('accepts a token made exactly like ours (the forgeries below differ from it in one thing)', async () => {
    const genuine = await claims().setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    expect((await status(genuine)).code).toBe(200);
  });

  const forgeries: Array<[string, () => Promise<string>]> = [
    ['alg none, no signature', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload())}.`],
    ['HS512 with the same secret', () => claims().setProtectedHeader({ alg: 'HS512' }).sign(key)],
    ['HS384 with the same secret', () => claims().setProtectedHeader({ alg: 'HS384' }).sign(key)],
    [
      'RS256 signed with an attacker key pair',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return claims().setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
      },
    ],
    [
      'RS256 header over an HMAC made with the secret (algorithm confusion)',
      async () => {
        const signingInput = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(payload())}`;
        return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
      },
    ],
    [
      'ES256 signed with an attacker key pair',
      () => {
        const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
        return claims().setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
      },
    ],
    [
      'HS256 signed with another secret',
      () =>
        claims()
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-'.padEnd(48, 'z'))),
    ],
    [
      'HS256 with the secret, but expired',
      () =>
        claims({ exp: Math.floor(Date.now() / 1000) - 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(key),
    ],
    ['HS256 with the secret, but another issuer', () => claims({ iss: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(key)],
    ['HS256 with the secret, but another audience', () => claims({ aud: 'other-api' }).setProtectedHeader({ alg: 'HS256' }).sign(key)],
    [
      'HS256 with the secret, but no expiry',
      () =>
        new SignJWT(CLAIMS).setSubject(userId).setIssuer('agrim').setAudience('agrim-api').setProtectedHeader({ alg: 'HS256' }).sign(key),
    ],
    [
      'a genuine token with its payload swapped',
      async () => {
        const genuine = await t.tokenFor('user');
        const [head, , sig] = genuine.split('.');
        const escalated = { ...JSON.parse(Buffer.from(genuine.split('.')[1]!, 'base64url').toString()), ...CLAIMS };
        return `${head}.${b64(escalated)}.${sig}`;
      },
    ],
  ];

  it.each(forgeries)('refuses %s with 401 in the error shape', async (_name, make) => {
    const { code, body } = await status(await make());
    expect(code).toBe(401);
    expect(body.status).toBe('error');
    expect(['UNAUTHENTICATED', 'TOKEN_EXPIRED']).toContain(body.code);
  });
});

function payload() {
  const now = Math.floor(Date.now() / 1000);
  return { ...CLAIMS, sub: userId, iss: 'agrim', aud: 'agrim-api', iat: now, exp: now + 300 };
}

describe('a checked token is reused only while it is valid', () => {
  it('the same token, checked again after its expiry, is refused as expired', async () => {
    const tokens = t.app.services.tokens;
    const token = await tokens.sign(
      { userId, email: EMAILS.superAdmin, name: 'S', role: 'superAdmin', sessionVersion: 0, sessionId: CLAIMS.sid as string },
      60,
    );
    const now = Date.now();
    expect((await tokens.verify(token, now)).userId).toBe(userId);
    expect((await tokens.verify(token, now + 59_000)).userId).toBe(userId);
    await expect(tokens.verify(token, now + 61_000)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });
});
