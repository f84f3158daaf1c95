import { createHash } from 'node:crypto';
import type { AuditEntry, Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp } from '../../test/harness.js';
import { csv, postDataset, RAINFALL_HEADER, rainRow } from '../../test/datasets.testkit.js';
import { feedbackClient, validFields } from '../../test/feedback.testkit.js';
import { reading, sensorKit } from '../../test/sensors.testkit.js';
import { farmWithDevice, steps } from '../../test/soilTests.testkit.js';
import { accountIds, auditSince, lastAuditId } from '../../test/audit.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let ids: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  ids = await accountIds(t, tokens);
});
afterAll(() => t.close());

/** Runs `act` and returns the audit entries it wrote. */
async function during(act: () => Promise<unknown>): Promise<AuditEntry[]> {
  const since = await lastAuditId(t, tokens.superAdmin);
  await act();
  return auditSince(t, tokens.superAdmin, since);
}

const actor = (role: Role) => ({ actorId: ids[role], actorEmail: EMAILS[role], actorRole: role });
const SYSTEM = { actorId: null, actorEmail: null, actorRole: null, ip: null };

describe('account.created', () => {
  it('the first superAdmin, made at start with no accounts yet, is recorded as done by the system', async () => {
    const all = await auditSince(t, tokens.superAdmin, 0);
    expect(all[0]).toMatchObject({
      ...SYSTEM,
      action: 'account.created',
      targetType: 'user',
      targetId: ids.superAdmin,
      details: { email: EMAILS.superAdmin, role: 'superAdmin' },
    });
  });

  it('POST /api/create/user: one entry with the creator, the new account, its role and the client address, never the password', async () => {
    let created = '';
    const entries = await during(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create/user',
        headers: bearer(tokens.superAdmin),
        payload: { email: 'New.Expert@agrim.test', password: 'a-secret-never-logged', role: 'Expert', display_name: 'New Expert' },
        remoteAddress: '198.51.100.23',
      });
      expect(res.statusCode, res.body).toBe(201);
      created = res.json().data.id;
    });
    expect(entries).toEqual([
      expect.objectContaining({
        ...actor('superAdmin'),
        action: 'account.created',
        targetType: 'user',
        targetId: created,
        details: { email: 'new.expert@agrim.test', role: 'Expert' },
        ip: '198.51.100.23',
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('a-secret-never-logged');
  });

  it('an account that already exists (409) writes nothing', async () => {
    const entries = await during(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create/user',
        headers: bearer(tokens.Admin),
        payload: { email: EMAILS.Expert, password: PASSWORD, role: 'Admin' },
      });
      expect(res.statusCode, res.body).toBe(409);
    });
    expect(entries).toEqual([]);
  });
});

describe('feedback.approval', () => {
  it('a decision is recorded once with the decider, the feedback and the prediction; a second attempt (409) writes nothing', async () => {
    const fb = feedbackClient(t);
    const predictionId = await fb.predict(tokens.Admin);
    const submitted = await fb.submit(tokens.Expert, validFields(predictionId));
    expect(submitted.statusCode, submitted.body).toBe(201);
    const feedbackId = submitted.json().id as string;

    const entries = await during(async () => expect((await fb.decide(tokens.Admin, feedbackId, 'Rejected')).statusCode).toBe(200));
    expect(entries).toEqual([
      expect.objectContaining({
        ...actor('Admin'),
        action: 'feedback.approval',
        targetType: 'feedback',
        targetId: feedbackId,
        details: { decision: 'Rejected', feedbackId, predictionId, expertId: ids.Expert },
      }),
    ]);
    const again = await during(async () => expect((await fb.decide(tokens.superAdmin, feedbackId, 'Approved')).statusCode).toBe(409));
    expect(again).toEqual([]);
  });
});

describe('valve.command', () => {
  it('the dashboard toggle: one entry per switch with the valve, on/off, device and duration', async () => {
    const kit = sensorKit(t, tokens.Admin);
    const device = await kit.farmWithDevice('Audit valve farm', EMAILS.user);
    let delivery = '';
    const entries = await during(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/agri/fertigation',
        headers: bearer(tokens.user),
        payload: { deviceId: device.id, state: 'on', durationMinutes: 20 },
      });
      expect(res.statusCode, res.body).toBe(200);
      delivery = res.json().delivery;
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...actor('user'),
      action: 'valve.command',
      targetType: 'device',
      targetId: device.id,
      details: { valve: 'main', state: 'on', durationSeconds: 1200, delivery, commandId: expect.any(String), endsAt: expect.any(String) },
    });

    const off = await during(() =>
      t.app.inject({
        method: 'POST',
        url: '/agri/fertigation',
        headers: bearer(tokens.user),
        payload: { deviceId: device.id, state: 'off' },
      }),
    );
    expect(off.map((e) => [e.action, e.details.valve, e.details.state, e.details.durationSeconds])).toEqual([
      ['valve.command', 'main', 'off', 0],
    ]);
  });

  it('soybean Start Fertigation: one entry per valve command it sends, none for a value inside its band', async () => {
    const kit = sensorKit(t, tokens.Admin);
    const device = await kit.farmWithDevice('Audit soybean farm');
    // A calibrated probe (no nutrient valve opens otherwise, issue 37). The spec table: potassium far below every band
    // (and rated Low), phosphorus far above: one valve on, one off; nitrogen (held: no N after sowing) and moisture may add more.
    await kit.calibrateAsLab(device);
    const stored = await t.app.services.ingest.ingest(device.id, [reading(new Date(), { potassium: 0.5, phosphorus: 900 })]);
    expect(stored.rejected).toEqual([]);
    let sent: Array<{ valve: string; command: string; command_id: string; message: string }> = [];
    const entries = await during(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/agri/soybean/fertigation/start',
        headers: bearer(tokens.Admin),
        payload: { deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.5, profile: 'spec' },
      });
      expect(res.statusCode, res.body).toBe(200);
      sent = res.json().recommendations.filter((r: { command: string | null }) => r.command !== null);
    });
    expect(sent.map((s) => [s.valve, s.command])).toEqual(
      expect.arrayContaining([
        ['potassium', 'on'],
        ['phosphorus', 'off'],
      ]),
    );
    expect(
      entries.map((e) => [
        e.action,
        e.actorEmail,
        e.targetId,
        e.details.valve,
        e.details.state,
        e.details.commandId,
        e.details.profile,
        e.details.reason,
      ]),
    ).toEqual(sent.map((s) => ['valve.command', EMAILS.Admin, device.id, s.valve, s.command, s.command_id, 'spec', s.message]));
  });
});

describe('soil_test.aborted', () => {
  it('the owner cancelling, and staff cancelling another account’s test: one entry each with the reason; a second cancel writes nothing', async () => {
    await farmWithDevice(t, tokens.Admin, 'Audit soil farm', [EMAILS.user]);
    const farmer = steps(t, tokens.user);
    const first = (await farmer.start()).json().test_id as number;
    const own = await during(async () => expect((await farmer.abort(first, 'Rain started')).statusCode).toBe(200));
    expect(own).toEqual([
      expect.objectContaining({
        ...actor('user'),
        action: 'soil_test.aborted',
        targetType: 'soil_test',
        targetId: String(first),
        details: expect.objectContaining({ ownerId: ids.user, previousStatus: 'started', reason: 'Rain started' }),
      }),
    ]);
    expect(await during(async () => expect((await farmer.abort(first)).statusCode).toBe(409))).toEqual([]);

    const second = (await farmer.start()).json().test_id as number;
    const byStaff = await during(async () => expect((await steps(t, tokens.Admin).abort(second, '')).statusCode).toBe(200));
    expect(byStaff).toEqual([
      expect.objectContaining({
        ...actor('Admin'),
        targetId: String(second),
        details: expect.objectContaining({ ownerId: ids.user, reason: null }),
      }),
    ]);
  });
});

describe('dataset.imported', () => {
  it('POST /api/v1/datasets/:kind/import: one entry with the importer, kind, version, rows, file and its SHA-256; a refused file writes nothing', async () => {
    const bytes = csv(RAINFALL_HEADER, [rainRow('GOA', 2001), rainRow('GOA', 2002), rainRow('KERALA', 2001)]);
    const entries = await during(async () => {
      const res = await postDataset(t, tokens.Admin, 'rainfall', bytes, '', 'rain-goa.csv');
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(entries).toEqual([
      expect.objectContaining({
        ...actor('Admin'),
        action: 'dataset.imported',
        targetType: 'dataset',
        targetId: expect.stringMatching(/^rainfall@\d+$/),
        details: {
          kind: 'rainfall',
          version: expect.any(Number),
          rows: 3,
          rejected: 0,
          sourceFile: 'rain-goa.csv',
          sha256: createHash('sha256').update(bytes).digest('hex'),
          via: 'api',
        },
        // A multipart body is read inside the request too: the client address still reaches the entry.
        ip: '127.0.0.1',
      }),
    ]);
    const refused = await during(async () => {
      const res = await postDataset(t, tokens.Admin, 'rainfall', Buffer.from('not,a,rainfall\r\nfile,at,all\r\n'));
      expect(res.statusCode, res.body).toBe(422);
    });
    expect(refused).toEqual([]);
  });
});
