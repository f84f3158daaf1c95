import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DATASET_FILES, DATASET_KINDS, type DatasetKind, type DatasetVersion } from '@agrim/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { Database, Db } from '../db/client.js';
import { cropProductionRows, datasetVersions, rainfallRows } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import {
  type CropProductionRow,
  DatasetFormatError,
  DatasetRejectedError,
  parseDataset,
  type RainfallRow,
  type RejectedRow,
  reportRows,
} from './parse.js';

/**
 * Rows per statement (arrays unnested server-side: a handful of parameters whatever the count).
 * The embedded database runs in this process and one statement at a time, so its statements are
 * kept short there: every other request (e.g. health.check) waits for the one running.
 */
const BATCH_ROWS = { pglite: { insert: 2000, delete: 5000 }, postgres: { insert: 5000, delete: 20_000 } } as const;
/** An 'importing' version older than this was cut off (a crash or a killed process) and is cleared. */
const STALE_IMPORT_MS = 15 * 60_000;

export interface ImportOptions {
  skipBadRows?: boolean;
  /** 'startup', 'cli' or the Admin's email. */
  importedBy: string;
  /** Who imports, for the audit log; none for the start-up import and the command line (the system). */
  actor?: AuditActor | null;
  /** The file's name as given (kept for the record). */
  sourceFile: string;
  /** Tests: runs after the new rows are written and before they become current. */
  beforeSwitch?: () => Promise<void>;
  /** Told the version number the import writes under, before it writes (the durable queue records it). */
  onClaim?: (version: number) => Promise<void>;
}

export interface ImportResult {
  dataset: DatasetVersion;
  /** The first rejected rows (see DATASET_REPORT_MAX_ROWS); `dataset.rejected_count` has the count. */
  rejected: RejectedRow[];
  /** Seconds spent reading and checking, and writing. */
  timings: { parse: number; write: number };
}

/** The logging the service does (the server's logger, or the command line's). */
export type DatasetLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type DatasetChangeListener = (kind: DatasetKind, version: number) => void;

const kindLabel = (kind: DatasetKind) => (kind === 'rainfall' ? 'rainfall' : 'crop production');

/**
 * The public datasets the forecasts are fitted on: import (all-or-nothing by default), versions,
 * and the current version of each kind. See db/schema/datasets.ts for how a re-import replaces the
 * current version without readers ever seeing half of one.
 */
export class DatasetService {
  private readonly db: Db;
  private readonly batch: { insert: number; delete: number };
  private readonly listeners: DatasetChangeListener[] = [];
  /** Imports running in this process, by kind. */
  private readonly running = new Map<DatasetKind, Promise<unknown>>();
  /** Kinds the start-up import has yet to look at. */
  private readonly startup = new Set<DatasetKind>();

  constructor(
    database: Database,
    private readonly log: DatasetLog,
    private readonly audit: AuditService,
  ) {
    this.db = database.db;
    this.batch = BATCH_ROWS[database.kind];
  }

  /** Called with the new version after an import in this process makes it current. */
  onChange(listener: DatasetChangeListener): void {
    this.listeners.push(listener);
  }

  /** Whether an import of `kind` is running or about to run in this process (e.g. the start-up import). */
  isImporting(kind: DatasetKind): boolean {
    return this.running.has(kind) || this.startup.has(kind);
  }

  /** The current version number of each kind (one small query; readers use it to notice an import by another process). */
  async currentVersions(): Promise<Record<DatasetKind, number | null>> {
    const rows = await this.db
      .select({ kind: datasetVersions.kind, version: datasetVersions.version })
      .from(datasetVersions)
      .where(eq(datasetVersions.state, 'current'));
    const out: Record<DatasetKind, number | null> = { rainfall: null, 'crop-production': null };
    for (const r of rows) out[r.kind] = r.version;
    return out;
  }

  async current(kind: DatasetKind): Promise<DatasetVersion | null> {
    const [row] = await this.db
      .select()
      .from(datasetVersions)
      .where(and(eq(datasetVersions.kind, kind), eq(datasetVersions.state, 'current')));
    return row ? describe(row) : null;
  }

  async list() {
    return Promise.all(
      DATASET_KINDS.map(async (kind) => ({ kind, current: await this.current(kind), expected_file: DATASET_FILES[kind] })),
    );
  }

  /**
   * Imports a file of `kind`. Throws AppError UNPROCESSABLE (422) when it is not a CSV of the kind's
   * columns, DatasetRejectedError when it has bad rows and `skipBadRows` is off (nothing changes),
   * CONFLICT (409) while another import of the kind runs.
   */
  async importBytes(kind: DatasetKind, bytes: Uint8Array, opts: ImportOptions): Promise<ImportResult> {
    if (this.running.has(kind)) throw importRunning(kind);
    const work = this.runImport(kind, bytes, opts);
    this.running.set(kind, work);
    try {
      return await work;
    } finally {
      this.running.delete(kind);
    }
  }

  private async runImport(kind: DatasetKind, bytes: Uint8Array, opts: ImportOptions): Promise<ImportResult> {
    const t0 = performance.now();
    let parsed;
    try {
      parsed = await parseDataset(kind, bytes);
    } catch (err) {
      if (err instanceof DatasetFormatError) throw new AppError('UNPROCESSABLE', err.message);
      throw err;
    }
    if (parsed.rejected.length > 0 && !opts.skipBadRows) throw new DatasetRejectedError(kind, parsed.rejected, parsed.total);
    if (parsed.rows.length === 0) {
      throw new AppError(
        'UNPROCESSABLE',
        `The file has no ${parsed.rejected.length ? 'valid ' : ''}rows of ${kindLabel(kind)} data; nothing was imported.`,
      );
    }
    const parseSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();

    await this.clearStale(kind);
    const version = await this.claim(kind, opts);
    try {
      await opts.onClaim?.(version);
      // Leftovers of an earlier attempt under this number (a crash between its writes and its clean-up).
      await this.deleteRows(kind, sql`version = ${version}`);
      if (kind === 'rainfall') await this.insertRainfall(version, parsed.rows as RainfallRow[]);
      else await this.insertCrops(version, parsed.rows as CropProductionRow[]);
      await opts.beforeSwitch?.();
      await this.db.transaction(async (tx) => {
        await tx
          .update(datasetVersions)
          .set({ state: 'replaced' })
          .where(and(eq(datasetVersions.kind, kind), eq(datasetVersions.state, 'current')));
        await tx
          .update(datasetVersions)
          .set({
            state: 'current',
            importedAt: new Date(),
            rows: parsed.rows.length,
            rejectedCount: parsed.rejected.length,
            summary: parsed.summary,
          })
          .where(and(eq(datasetVersions.kind, kind), eq(datasetVersions.version, version)));
        await this.audit.record(
          opts.actor ?? null,
          {
            action: 'dataset.imported',
            targetType: 'dataset',
            targetId: `${kind}@${version}`,
            details: {
              kind,
              version,
              rows: parsed.rows.length,
              rejected: parsed.rejected.length,
              sourceFile: opts.sourceFile,
              sha256: createHash('sha256').update(bytes).digest('hex'),
              via: opts.actor ? 'api' : opts.importedBy,
            },
          },
          tx,
        );
      });
    } catch (err) {
      await this.abandon(kind, version).catch((e: unknown) => this.log.error({ err: e }, 'could not clear a failed import'));
      throw err;
    }
    // The replaced version's rows: nobody reads them any more.
    await this.deleteRows(kind, sql`version <> ${version}`);
    const writeSeconds = (performance.now() - t1) / 1000;
    const dataset = (await this.current(kind))!;
    for (const listener of this.listeners) {
      try {
        listener(kind, version);
      } catch (err) {
        this.log.error({ err }, 'dataset change listener failed');
      }
    }
    return {
      dataset,
      rejected: reportRows(parsed.rejected),
      timings: { parse: round(parseSeconds), write: round(writeSeconds) },
    };
  }

  /** Takes the next version number for `kind` as 'importing'; refused while another import of the kind runs. */
  private async claim(kind: DatasetKind, opts: ImportOptions): Promise<number> {
    try {
      const result = await this.db.execute<{ version: number }>(sql`
        insert into dataset_versions (kind, version, state, source_file, imported_by)
        select ${kind}, coalesce(max(version), 0) + 1, 'importing', ${opts.sourceFile}, ${opts.importedBy}
        from dataset_versions where kind = ${kind}
        returning version`);
      return Number(result.rows[0]!.version);
    } catch (err) {
      if (isUniqueViolation(err)) throw importRunning(kind);
      throw err;
    }
  }

  /**
   * After a process was cut off while importing `version` of `kind`: 'current' when that import
   * finished anyway; otherwise its rows are cleared (if it was still importing) and 'gone'.
   */
  async settleCutOff(kind: DatasetKind, version: number): Promise<'current' | 'gone'> {
    const [row] = await this.db
      .select({ state: datasetVersions.state })
      .from(datasetVersions)
      .where(and(eq(datasetVersions.kind, kind), eq(datasetVersions.version, version)));
    if (row?.state === 'current') return 'current';
    if (row?.state === 'importing') await this.abandon(kind, version);
    return 'gone';
  }

  private async abandon(kind: DatasetKind, version: number) {
    await this.deleteRows(kind, sql`version = ${version}`);
    await this.db
      .delete(datasetVersions)
      .where(and(eq(datasetVersions.kind, kind), eq(datasetVersions.version, version), eq(datasetVersions.state, 'importing')));
  }

  /**
   * Clears imports that were cut off: of `kind`, older than STALE_IMPORT_MS; with 'all', every
   * import of every kind (at the start of the process holding the embedded database).
   */
  async clearStale(kind: DatasetKind | 'all', all = kind === 'all'): Promise<void> {
    if (kind === 'all') {
      for (const k of DATASET_KINDS) await this.clearStale(k, true);
      return;
    }
    const stale = await this.db
      .select({ version: datasetVersions.version })
      .from(datasetVersions)
      .where(
        and(
          eq(datasetVersions.kind, kind),
          eq(datasetVersions.state, 'importing'),
          all ? undefined : lt(datasetVersions.startedAt, new Date(Date.now() - STALE_IMPORT_MS)),
        ),
      );
    for (const { version } of stale) {
      this.log.warn({ kind, version }, 'clearing an import that was cut off');
      await this.abandon(kind, version);
    }
  }

  /** Deletes a version's rows (and series) in slices, so that other queries get in between. */
  private async deleteRows(kind: DatasetKind, where: ReturnType<typeof sql>) {
    const tables = kind === 'rainfall' ? ['rainfall_rows'] : ['crop_production_series', 'crop_production_rows'];
    const limit = this.batch.delete;
    for (const name of tables) {
      const table = sql.raw(name);
      for (;;) {
        const result = await this.db.execute<{ n: number }>(sql`
          with gone as (
            delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${limit}) returning 1
          ) select count(*)::int as n from gone`);
        if (Number(result.rows[0]?.n ?? 0) < limit) break;
        await nextTurn();
      }
    }
  }

  private async insertRainfall(version: number, rows: RainfallRow[]) {
    for (let from = 0; from < rows.length; from += this.batch.insert) {
      const batch = rows.slice(from, from + this.batch.insert);
      const month = (m: number) => sql`${sql.param(batch.map((r) => r.months[m] ?? null))}::float8[]`;
      const numbers = (pick: (r: RainfallRow) => number | null) => sql`${sql.param(batch.map(pick))}::float8[]`;
      await this.db.execute(sql`
        insert into ${rainfallRows} (version, subdivision, year, jan, feb, mar, apr, may, jun, jul, aug, sep, oct, nov, dec,
          annual, jan_feb, mar_may, jun_sep, oct_dec)
        select ${version}::int, * from unnest(
          ${sql.param(batch.map((r) => r.subdivision))}::text[], ${sql.param(batch.map((r) => r.year))}::int[],
          ${sql.join(
            Array.from({ length: 12 }, (_v, m) => month(m)),
            sql`, `,
          )},
          ${numbers((r) => r.annual)}, ${numbers((r) => r.janFeb)}, ${numbers((r) => r.marMay)},
          ${numbers((r) => r.junSep)}, ${numbers((r) => r.octDec)})`);
    }
  }

  private async insertCrops(version: number, unsorted: CropProductionRow[]) {
    // In the index's order: appending to a B-tree is several times faster than inserting at random places.
    const rows = [...unsorted].sort(
      (a, b) => cmp(a.crop, b.crop) || cmp(a.state, b.state) || cmp(a.district, b.district) || a.year - b.year || cmp(a.season, b.season),
    );
    for (let from = 0; from < rows.length; from += this.batch.insert) {
      const batch = rows.slice(from, from + this.batch.insert);
      const text = (pick: (r: CropProductionRow) => string) => sql`${sql.param(batch.map(pick))}::text[]`;
      await this.db.execute(sql`
        insert into ${cropProductionRows} (version, state, district, year, season, crop, area, production)
        select ${version}::int, * from unnest(
          ${text((r) => r.state)}, ${text((r) => r.district)}, ${sql.param(batch.map((r) => r.year))}::int[],
          ${text((r) => r.season)}, ${text((r) => r.crop)},
          ${sql.param(batch.map((r) => r.area))}::float8[], ${sql.param(batch.map((r) => r.production))}::float8[])`);
      // Let other requests in between batches.
      await nextTurn();
    }
    // The series with production figures (rows are sorted: a series' rows are together).
    const series: Array<{ crop: string; state: string; district: string; years: number }> = [];
    let last: (typeof series)[number] | undefined;
    let lastYear = -1;
    for (const r of rows) {
      if (r.production === null) continue;
      if (!last || last.crop !== r.crop || last.state !== r.state || last.district !== r.district) {
        series.push((last = { crop: r.crop, state: r.state, district: r.district, years: 1 }));
      } else if (r.year !== lastYear) last.years++;
      lastYear = r.year;
    }
    for (let from = 0; from < series.length; from += this.batch.insert) {
      const batch = series.slice(from, from + this.batch.insert);
      const text = (pick: (r: (typeof series)[number]) => string) => sql`${sql.param(batch.map(pick))}::text[]`;
      await this.db.execute(sql`
        insert into crop_production_series (version, crop, state, district, years)
        select ${version}::int, * from unnest(${text((r) => r.crop)}, ${text((r) => r.state)}, ${text((r) => r.district)},
          ${sql.param(batch.map((r) => r.years))}::int[])`);
      await nextTurn();
    }
  }

  /**
   * Start-up: imports each kind that has no current version from `dir` (DATASETS_DIR), when its file
   * is there. Never throws: a failure is logged (the data page and the CLI can import later).
   */
  async importOnStart(dir: string): Promise<void> {
    // Marked at once (before any await): until each kind is looked at, readers hear "being imported".
    for (const kind of DATASET_KINDS) this.startup.add(kind);
    for (const kind of DATASET_KINDS) {
      try {
        if (await this.current(kind)) continue;
        const file = path.join(dir, DATASET_FILES[kind]);
        if (!existsSync(file)) {
          this.log.warn(`dataset ${kind}: no current version and no file ${file}; import it on the data page or with npm run data`);
          continue;
        }
        this.log.info(`dataset ${kind}: importing ${file}`);
        const bytes = await readFile(file);
        const result = await this.importBytes(kind, bytes, { importedBy: 'startup', sourceFile: path.basename(file) });
        this.log.info(
          `dataset ${kind}: version ${result.dataset.version} with ${result.dataset.rows} rows ` +
            `(read ${result.timings.parse} s, written ${result.timings.write} s)`,
        );
      } catch (err) {
        if (err instanceof DatasetRejectedError || err instanceof AppError) this.log.error(`dataset ${kind}: not imported: ${err.message}`);
        else this.log.error({ err }, `dataset ${kind}: start-up import failed`);
      } finally {
        this.startup.delete(kind);
      }
    }
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const round = (s: number) => Math.round(s * 100) / 100;

const importRunning = (kind: DatasetKind) =>
  new AppError('CONFLICT', `An import of the ${kindLabel(kind)} dataset is already running; try again when it has finished.`);

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

function describe(row: typeof datasetVersions.$inferSelect): DatasetVersion {
  return {
    kind: row.kind,
    version: row.version,
    rows: row.rows,
    source_file: row.sourceFile,
    imported_by: row.importedBy,
    imported_at: (row.importedAt ?? row.startedAt).toISOString(),
    rejected_count: row.rejectedCount,
    summary: row.summary,
  };
}
