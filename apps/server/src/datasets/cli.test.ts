import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, startSeededApp, startTestApp } from '../../test/harness.js';
import { openDatabase } from '../db/client.js';
import { run } from './cli.js';
import { controlSocketPath, DataDirBusyError, DataDirLock } from '../db/dataDirLock.js';
import { controlHandler } from './control.js';
import { cropSubset, csv, hasRealFiles, RAINFALL_HEADER, rainfallSubset, rainRow, writeDatasetsDir } from '../../test/datasets.testkit.js';

const REPO = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const onPostgres = process.env.AGRIM_TEST_DB === 'postgres';
const exec = promisify(execFile);

const dirs: string[] = [];
async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs the command in this process, collecting what it prints. */
async function runCli(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  try {
    const code = await run(argv, env, (line) => out.push(line));
    return { code, text: out.join('\n') };
  } finally {
    err.mockRestore();
  }
}

const rainFile = async (dir: string, rows = 3) => {
  const file = path.join(dir, `rain-${rows}.csv`);
  await writeFile(
    file,
    csv(
      RAINFALL_HEADER,
      Array.from({ length: rows }, (_v, i) => rainRow('GOA', 1990 + i)),
    ),
  );
  return file;
};

describe.skipIf(onPostgres)('the embedded database is held by one process at a time', () => {
  it('a second holder is refused while the first lives; a socket left behind is replaced', async () => {
    const dir = await tempDir('agrim-lock-');
    const first = await DataDirLock.acquire(dir, 'busy');
    expect(existsSync(controlSocketPath(dir))).toBe(true);
    await expect(DataDirLock.acquire(dir, 'busy')).rejects.toBeInstanceOf(DataDirBusyError);
    await first.release();
    // As if a process had died with its socket file still there.
    await writeFile(controlSocketPath(dir), '');
    const second = await DataDirLock.acquire(dir, 'busy');
    await second.release();
  });

  it('a DATA_DIR whose path is too long for a socket gets one in the temp folder', () => {
    const long = path.join(tmpdir(), 'x'.repeat(120));
    expect(controlSocketPath(long).startsWith(tmpdir())).toBe(true);
    expect(controlSocketPath(long)).toBe(controlSocketPath(long));
  });
});

describe.skipIf(onPostgres)('npm run data with the embedded database', { timeout: 120_000 }, () => {
  it('with the server stopped: opens DATA_DIR itself, imports, lists; bad rows refuse the file unless --skip-bad-rows', async () => {
    const dataDir = await tempDir('agrim-cli-data-');
    const file = await rainFile(dataDir);
    const imported = await runCli(['import', 'rainfall', file], { DATA_DIR: dataDir });
    expect(imported.text).toContain(
      `Imported into the embedded database in ${dataDir}: rainfall version 1, 3 rows from "rain-3.csv" (cli,`,
    );
    expect(imported.code).toBe(0);

    const bad = path.join(dataDir, 'bad.csv');
    await writeFile(
      bad,
      csv(RAINFALL_HEADER, [rainRow('GOA', 2001), rainRow('GOA', 2001, 4), rainRow('GOA', 2002, -1), rainRow('GOA', 2003)]),
    );
    const refused = await runCli(['import', 'rainfall', bad], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.text).toContain('Refused (UNPROCESSABLE): 3 bad rows of 4 in the rainfall file; nothing was imported');
    expect(refused.text).toContain('line 2: same SUBDIVISION and YEAR as line 3 with different values');
    expect(refused.text).toContain('line 4: JAN -1 is negative');

    const skipped = await runCli(['import', 'rainfall', bad, '--skip-bad-rows', '--json'], { DATA_DIR: dataDir });
    expect(skipped.code).toBe(0);
    expect(JSON.parse(skipped.text)).toMatchObject({ status: 'success', dataset: { version: 2, rows: 1, rejected_count: 3 } });

    const listed = await runCli(['list'], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(/rainfall: version 2, 1 rows from "bad.csv"/);
    expect(listed.text).toMatch(/crop-production: not imported \(expected file crop-production-india\/crop_production.csv\)/);
    // The lock was released: the database opens again.
    const database = await openDatabase({ dataDir });
    await database.close();
  });

  it('refuses a wrong command, kind or option, and a file it cannot read', async () => {
    const dataDir = await tempDir('agrim-cli-args-');
    expect((await runCli([], { DATA_DIR: dataDir })).code).toBe(2);
    expect((await runCli(['import', 'weather', 'x.csv'], { DATA_DIR: dataDir })).text).toMatch(/Unknown kind "weather"/);
    expect((await runCli(['import', 'rainfall', 'x.csv', '--force'], { DATA_DIR: dataDir })).code).toBe(2);
    const missing = await runCli(['import', 'rainfall', path.join(dataDir, 'nope.csv')], { DATA_DIR: dataDir });
    expect(missing).toMatchObject({ code: 1, text: expect.stringMatching(/Cannot read/) });
  });

  it('while the server runs: hands the import to the server, which refits its forecasts at once', async () => {
    const dataDir = await tempDir('agrim-cli-live-');
    const t = await startSeededApp({ DATA_DIR: dataDir });
    const lock = await DataDirLock.acquire(dataDir, 'starting');
    lock.serve(controlHandler(t.app.services.datasets));
    try {
      const file = await rainFile(dataDir, 4);
      const imported = await runCli(['import', 'rainfall', file], { DATA_DIR: dataDir });
      expect(imported.text).toContain(`Imported into the running server's database in ${dataDir}: rainfall version 1, 4 rows`);
      expect(imported.code).toBe(0);
      const res = await t.app.inject({ url: '/weather/prediction', headers: bearer(t.tokens.Admin) });
      expect(res.json()).toEqual({ status: 'success', subdivisions: ['Goa'] });

      const notCsv = path.join(dataDir, 'photo.png');
      await writeFile(notCsv, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
      const refused = await runCli(['import', 'rainfall', notCsv], { DATA_DIR: dataDir });
      expect(refused).toMatchObject({ code: 1, text: expect.stringMatching(/Refused \(UNPROCESSABLE\): The file is not a CSV text file/) });
      const listed = await runCli(['list', '--json'], { DATA_DIR: dataDir });
      expect(JSON.parse(listed.text).datasets[0].current).toMatchObject({ version: 1, imported_by: 'cli', source_file: 'rain-4.csv' });
    } finally {
      await lock.release();
      await t.close();
    }
  });
});

describe.runIf(onPostgres)('npm run data with DATABASE_URL', { timeout: 120_000 }, () => {
  it('imports into that database, and a running server notices the new version', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `agrim_cli_${randomBytes(6).toString('hex')}`;
    const server = new pg.Client({ connectionString: adminUrl });
    await server.connect();
    await server.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    const t = await startTestApp({}, { database, dataDir: await tempDir('agrim-cli-pg-') });
    await t.seedRoles();
    const admin = bearer(await t.tokenFor('Admin'));
    try {
      const dir = await tempDir('agrim-cli-pg-files-');
      const imported = await runCli(['import', 'rainfall', await rainFile(dir, 4)], { DATABASE_URL: url.toString(), DATA_DIR: dir });
      expect(imported.text).toContain('Imported into the database at DATABASE_URL: rainfall version 1, 4 rows');
      // Within the version cache's 2 s.
      await expect
        .poll(async () => (await t.app.inject({ url: '/weather/prediction', headers: admin })).json(), { timeout: 5000 })
        .toEqual({ status: 'success', subdivisions: ['Goa'] });
    } finally {
      await t.close();
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    }
  });
});

/** A free TCP port on the loopback. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(onPostgres || !hasRealFiles())('end to end: the real server process and the real command', { timeout: 240_000 }, () => {
  let server: ReturnType<typeof spawn> | null = null;
  let logs = '';
  afterEach(() => {
    server?.kill('SIGKILL');
    server = null;
  });

  it('imports DATASETS_DIR at start in the background, takes `npm run data` imports while it runs, and holds DATA_DIR', async () => {
    const dataDir = await tempDir('agrim-e2e-data-');
    const datasetsDir = await tempDir('agrim-e2e-sets-');
    await writeDatasetsDir(datasetsDir, {
      rainfall: rainfallSubset(['KERALA', 'KONKAN & GOA']),
      'crop-production': cropSubset('Soyabean', ['Madhya Pradesh']),
    });
    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATASETS_DIR: datasetsDir,
      SIMULATOR: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'e2e-secret-'.padEnd(48, 'x'),
      ADMIN_EMAIL: 'root@agrim.test',
      ADMIN_PASSWORD: 'a long enough password',
      DATABASE_URL: '',
      INIT_CWD: REPO,
    };
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO, env });
    server.stdout!.on('data', (d: Buffer) => (logs += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (logs += d.toString()));
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const headers = bearer(((await login.json()) as { token: string }).token);
    const versions = async () => {
      const body = (await (await fetch(`${base}/api/v1/datasets`, { headers })).json()) as {
        datasets: Array<{ current: { version: number; imported_by: string } | null }>;
      };
      return body.datasets.map((d) => d.current && `${d.current.version} ${d.current.imported_by}`);
    };
    await expect.poll(versions, { timeout: 60_000, interval: 250 }).toEqual(['1 startup', '1 startup']);
    expect(logs).toContain('dataset rainfall: importing');
    const subdivisions = await (await fetch(`${base}/weather/prediction`, { headers })).json();
    expect(subdivisions).toEqual({ status: 'success', subdivisions: ['Kerala', 'Konkan & Goa'] });

    // A second server on the same DATA_DIR refuses to start.
    const second = await exec(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO,
      env: { ...env, PORT: '0' },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/Another process is using the database in/);

    // The command hands its import to the running server.
    const file = path.join(datasetsDir, 'kerala.csv');
    await writeFile(file, rainfallSubset(['KERALA']));
    const cli = await exec(process.execPath, ['--import', 'tsx', 'apps/server/src/datasets/cli.ts', 'import', 'rainfall', file], {
      cwd: REPO,
      env,
    });
    expect(cli.stdout).toContain(`Imported into the running server's database in ${dataDir}: rainfall version 2, 115 rows`);
    expect(await versions()).toEqual(['2 cli', '1 startup']);
    expect(await (await fetch(`${base}/weather/prediction`, { headers })).json()).toEqual({ status: 'success', subdivisions: ['Kerala'] });

    // Stopped, the server lets go of DATA_DIR: the command opens it itself.
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = null;
    const offline = await exec(process.execPath, ['--import', 'tsx', 'apps/server/src/datasets/cli.ts', 'import', 'rainfall', file], {
      cwd: REPO,
      env,
    });
    expect(offline.stdout).toContain(`Imported into the embedded database in ${dataDir}: rainfall version 3, 115 rows`);
  });
});
