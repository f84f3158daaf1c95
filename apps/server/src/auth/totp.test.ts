import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, otpauthUri, totpCode } from './totp.js';

// The shared secret of RFC 4226 appendix D and RFC 6238 appendix B (SHA-1): ASCII "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('base32 (RFC 4648)', () => {
  it('encodes the RFC key as authenticator apps expect', () => {
    expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET);
  });

  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('RFC 4648 vector %j', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it('reads lower case, spaces and padding, and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('generates 20-byte secrets, a new one each time', () => {
    const a = generateTotpSecret();
    expect(base32Decode(a)).toHaveLength(20);
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(a);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i gives %s', (counter, code) => {
    expect(hotp(RFC_KEY, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('gives the 6-digit form apps show (the last six digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
  });
});

describe('matchTotp', () => {
  const at = 1_111_111_111_000;
  const step = Math.floor(at / 30_000);
  const codeAt = (offsetSteps: number) => totpCode(RFC_SECRET, at + offsetSteps * 30_000);

  it('accepts the current code and one step either side, with the step it belongs to', () => {
    expect(matchTotp(RFC_SECRET, codeAt(0), at, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, codeAt(-1), at, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, codeAt(1), at, null)).toBe(step + 1);
  });

  it('refuses codes two steps away', () => {
    for (const offset of [-2, 2]) {
      const code = codeAt(offset);
      // Skip the rare case where a far code happens to equal one inside the window.
      if ([-1, 0, 1].some((near) => codeAt(near) === code)) continue;
      expect(matchTotp(RFC_SECRET, code, at, null)).toBeNull();
    }
  });

  it('refuses a code whose step was already used, and any earlier one', () => {
    expect(matchTotp(RFC_SECRET, codeAt(0), at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(-1), at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, codeAt(1), at, step)).toBe(step + 1);
  });

  it.each(['', '12345', '1234567', 'abcdef', ' 28708', '２８７０８２'])('refuses the malformed code %j', (code) => {
    expect(matchTotp(RFC_SECRET, code, 59_000, null)).toBeNull();
  });
});

describe('otpauthUri', () => {
  it('is the Key Uri Format with issuer, algorithm, digits and period', () => {
    const uri = new URL(otpauthUri('Agrim', 'admin+1@agrim.test', RFC_SECRET));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Agrim:admin+1@agrim.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: RFC_SECRET,
      issuer: 'Agrim',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
