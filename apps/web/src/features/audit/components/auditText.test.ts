import { describe, expect, it } from 'vitest';
import { detailsText, keyWords } from './auditText';

describe('detailsText', () => {
  const label = (key: string) => ({ from: 'from', to: 'to' })[key] ?? keyWords(key);

  it('names the words the server writes (roles, dataset kinds, import routes) through the given translator', () => {
    const word = (key: string, value: string) => `${key}=${value.toUpperCase()}`;
    expect(detailsText({ role: 'Expert', kind: 'rainfall', via: 'startup', reason: 'typed' }, label, undefined, word)).toBe(
      'role: role=EXPERT; reason: typed; kind: kind=RAINFALL; via: via=STARTUP',
    );
  });

  it('writes each detail as "label: value", nested objects flattened, empty values as a dash', () => {
    expect(detailsText({ email: 'a@b.test', from: 'user', to: 'Expert' }, label)).toBe('email: a@b.test; from: user; to: Expert');
    expect(detailsText({ classes: { Healthy: 5, Rust: 6 }, reason: null, durationSeconds: 1200 }, label)).toBe(
      'duration seconds: 1200; reason: —; classes: Healthy 5, Rust 6',
    );
    expect(detailsText({}, label)).toBe('');
  });

  it('reads in a fixed order whatever order the database returns the keys in', () => {
    expect(detailsText({ to: 'Admin', from: 'Expert', email: 'a@b.test' }, label)).toBe('email: a@b.test; from: Expert; to: Admin');
    expect(detailsText({ zeta: 1, alpha: 2, valve: 'main' }, label)).toBe('valve: main; alpha: 2; zeta: 1');
  });

  it('shows the instants the server wrote through the time formatter, other text as it is', () => {
    const time = (iso: string) => `IST(${iso})`;
    expect(detailsText({ endsAt: '2026-11-21T20:05:23.929Z', reason: '2026-11-21' }, label, time)).toBe(
      'ends at: IST(2026-11-21T20:05:23.929Z); reason: 2026-11-21',
    );
  });

  it('keeps markup as the plain characters it is', () => {
    const payload = '<img src=x onerror=alert(1)>';
    expect(detailsText({ reason: payload }, label)).toBe(`reason: ${payload}`);
  });
});

describe('keyWords', () => {
  it('splits camelCase and snake_case into lower-case words', () => {
    expect(keyWords('durationSeconds')).toBe('duration seconds');
    expect(keyWords('source_file')).toBe('source file');
    expect(keyWords('sha256')).toBe('sha256');
  });
});
