import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditEntry, Role, TrainingJob } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp, startTestApp } from '../../test/harness.js';
import { imageModelJobs, users } from '../db/schema/index.js';
import { buildZip, datasetPhotos } from '../../test/imageAnalysis.testkit.js';
import { INTERRUPTED } from '../imageAnalysis/training.service.js';
import { multipart } from '../../test/soilTests.testkit.js';
import { expectError } from '../../test/expectError.js';
import { auditSince, lastAuditId } from '../../test/audit.testkit.js';

const CLASSES = ['Healthy', 'Frogeye Leaf Spot'] as const;

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let modelsDir: string;
beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'agrim-audit-models-'));
  t = await startSeededApp({ IMAGE_MODELS_DIR: modelsDir, TRAINING_QUICK: 'true' });
  tokens = t.tokens;
});
afterAll(async () => {
  await t.close();
  await rm(modelsDir, { recursive: true, force: true });
});

async function finished(id: string): Promise<TrainingJob> {
  await t.app.services.training.idle();
  const res = await t.app.inject({ url: `/api/v1/ml/image-models/jobs/${id}`, headers: bearer(tokens.Admin) });
  return res.json().job;
}

const retrained = (entries: AuditEntry[], jobId: string) => entries.filter((e) => e.action === 'model.retrained' && e.targetId === jobId);

describe('model.retrained and model.deleted', () => {
  let job: TrainingJob;
  let since = 0;

  it('a training records its start by the Admin and its end by the system', { timeout: 300_000 }, async () => {
    since = await lastAuditId(t, tokens.superAdmin);
    const zip = buildZip(
      CLASSES.flatMap((c) => datasetPhotos('soybean-leaf-disease', c, 5).map((p, i) => ({ name: `${c}/${i}.jpg`, data: p.bytes }))),
    );
    const body = multipart({ task: 'seed-quality', name: 'Audited Net' }, [
      { field: 'file', filename: 'seeds.zip', type: 'application/zip', bytes: zip },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ml/image-models/train',
      headers: { ...bearer(tokens.Admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    job = res.json().job;
    const [started] = retrained(await auditSince(t, tokens.superAdmin, since), job.id);
    expect(started).toMatchObject({
      actorEmail: EMAILS.Admin,
      actorRole: 'Admin',
      targetType: 'image_model_job',
      details: { phase: 'started', task: 'seed-quality', name: 'Audited Net', classes: { Healthy: 5, 'Frogeye Leaf Spot': 5 } },
    });

    job = await finished(job.id);
    expect(job.state, job.message).toBe('succeeded');
    const both = retrained(await auditSince(t, tokens.superAdmin, since), job.id);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({
      actorId: null,
      actorEmail: null,
      ip: null,
      details: { phase: 'succeeded', task: 'seed-quality', name: 'Audited Net', modelId: job.model_id, message: job.message },
    });
  });

  it('DELETE /api/v1/ml/image-models/:id: one entry with who removed which model; a refused delete writes nothing', async () => {
    const before = await lastAuditId(t, tokens.superAdmin);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ml/image-models/${job.model_id}`,
      headers: bearer(tokens.superAdmin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/ml/image-models/${job.model_id}`, headers: bearer(tokens.Admin) }),
      404,
      'NOT_FOUND',
    );
    const builtin = (await t.app.services.imageModels.models('tomato-leaf')).find((m) => m.dir === null)!;
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/ml/image-models/${builtin.id}`, headers: bearer(tokens.Admin) }),
      409,
      'CONFLICT',
    );
    expect(await auditSince(t, tokens.superAdmin, before)).toEqual([
      expect.objectContaining({
        actorEmail: EMAILS.superAdmin,
        action: 'model.deleted',
        targetType: 'image_model',
        targetId: job.model_id,
        details: { task: 'seed-quality', name: 'Audited Net' },
      }),
    ]);
  });

  it('a training cut off by a restart is recorded as failed by the system when the server starts again', async () => {
    const [creator] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, EMAILS.Admin));
    const [cut] = await t.database.db
      .insert(imageModelJobs)
      .values({
        task: 'seed-quality',
        name: 'Cut off',
        state: 'running',
        modelId: 'cut-off-00000000',
        createdBy: creator!.id,
        startedAt: new Date(),
      })
      .returning({ id: imageModelJobs.id });
    const before = await lastAuditId(t, tokens.superAdmin);
    await t.close(true);
    t = { ...t, ...(await startTestApp({ IMAGE_MODELS_DIR: modelsDir }, { database: t.database, dataDir: t.dataDir })) };
    tokens = { ...tokens, superAdmin: await t.tokenFor('superAdmin'), Admin: await t.tokenFor('Admin') };
    expect(retrained(await auditSince(t, tokens.superAdmin, before), cut!.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        details: expect.objectContaining({ phase: 'failed', name: 'Cut off', modelId: null, startedBy: creator!.id, message: INTERRUPTED }),
      }),
    ]);
  });
});
