import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATASET_FILES } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { run } from '../datasets/cli.js';
import { csv, RAINFALL_HEADER, rainRow, writeDatasetsDir } from '../../test/datasets.testkit.js';
import { openDatabase } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { auditSince, lastAuditId } from '../../test/audit.testkit.js';

const dirs: string[] = [];
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
let t: Awaited<ReturnType<typeof startSeededApp>>;
beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const SYSTEM = { actorId: null, actorEmail: null, actorRole: null, ip: null };

describe('dataset.imported by the system', () => {
  it('the start-up import: one entry with no actor, via startup, with the file and its checksum', async () => {
    const dir = await tempDir('agrim-audit-datasets-');
    const bytes = csv(RAINFALL_HEADER, [rainRow('GOA', 1990), rainRow('GOA', 1991)]);
    await writeDatasetsDir(dir, { rainfall: bytes });
    const since = await lastAuditId(t, t.tokens.superAdmin);
    await t.app.services.datasets.importOnStart(dir);
    expect(await auditSince(t, t.tokens.superAdmin, since)).toEqual([
      expect.objectContaining({
        ...SYSTEM,
        action: 'dataset.imported',
        targetId: 'rainfall@1',
        details: {
          kind: 'rainfall',
          version: 1,
          rows: 2,
          rejected: 0,
          sourceFile: path.basename(DATASET_FILES.rainfall),
          sha256: sha256(bytes),
          via: 'startup',
        },
      }),
    ]);
  });

  it('`npm run data -- import`: one entry with no actor, via cli, in the database it imported into', async () => {
    const dataDir = await tempDir('agrim-audit-cli-');
    const file = path.join(dataDir, 'goa.csv');
    const bytes = csv(RAINFALL_HEADER, [rainRow('GOA', 2000), rainRow('GOA', 2001), rainRow('GOA', 2002)]);
    await writeFile(file, bytes);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await run(['import', 'rainfall', file], { DATA_DIR: dataDir }, () => undefined)).toBe(0);
    } finally {
      quiet.mockRestore();
    }
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(auditLog);
      expect(rows).toEqual([
        expect.objectContaining({
          actorId: null,
          actorEmail: null,
          ip: null,
          action: 'dataset.imported',
          details: { kind: 'rainfall', version: 1, rows: 3, rejected: 0, sourceFile: 'goa.csv', sha256: sha256(bytes), via: 'cli' },
        }),
      ]);
    } finally {
      await database.close();
    }
  });
});
