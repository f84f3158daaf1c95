import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bearer, PASSWORD, startTestApp } from '../../test/harness.js';
import { openDatabase } from '../db/client.js';
import { auditLog, users } from '../db/schema/index.js';
import { totpCode } from './totp.js';
import { run } from './totp.reset.js';

const EMAIL = 'lost-phone@agrim.test';
let dataDir = '';
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function runCli(argv: string[]) {
  const out: string[] = [];
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  try {
    const code = await run(argv, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, (line) => out.push(line));
    return { code, text: out.join('\n') };
  } finally {
    err.mockRestore();
  }
}

// The command opens the embedded database in DATA_DIR as the server would; PostgreSQL takes the same path after opening.
describe.skipIf(process.env.AGRIM_TEST_DB === 'postgres')('npm run totp:reset', () => {
  it('turns off two-step sign-in of a locked-out account, audited, so the password signs in again', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'agrim-totp-reset-'));
    const database = await openDatabase({ dataDir });
    const t = await startTestApp({}, { database, dataDir });
    await t.app.services.users.create(null, {
      email: EMAIL,
      password: PASSWORD,
      role: 'Admin',
      display_name: 'Lost Phone',
      phone_number: undefined,
    });
    const token = (await t.login(EMAIL)).json().token as string;
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/totp/setup',
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    const code = totpCode(setup.json().secret, Date.now());
    const enable = await t.app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers: bearer(token), payload: { code } });
    expect(enable.statusCode).toBe(200);
    expect((await t.login(EMAIL)).json()).toMatchObject({ code: 'TOTP_REQUIRED' });
    await t.close(true);
    await database.close();

    expect(await runCli([])).toMatchObject({ code: 2 });
    expect(await runCli(['nobody@agrim.test'])).toMatchObject({ code: 1, text: expect.stringContaining('No account') });
    const reset = await runCli([EMAIL.toUpperCase()]);
    expect(reset).toMatchObject({ code: 0, text: expect.stringContaining(`Two-step sign-in is off for ${EMAIL}`) });

    const reopened = await openDatabase({ dataDir });
    const again = await startTestApp({}, { database: reopened, dataDir });
    try {
      expect((await again.login(EMAIL)).statusCode).toBe(200);
      const [row] = await reopened.db.select().from(users).where(eq(users.email, EMAIL));
      expect([row!.totpSecret, row!.totpEnabledAt, row!.totpLastStep]).toEqual([null, null, null]);
      const entries = await reopened.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, row!.id), eq(auditLog.action, 'auth.totp_disabled')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: null, details: { by: 'command line reset', email: EMAIL } });
    } finally {
      await again.close(true);
      await reopened.close();
    }
    // Three opens of an on-disk embedded database (with migrations) on a shared machine.
  }, 180_000);
});
