import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every import of a public dataset (rainfall by IMD subdivision, crop production by district).
 * An import writes its rows under a new `version` while it is 'importing' (readers never look at
 * those), then one short transaction makes it 'current' and the previous one 'replaced'; the
 * replaced version's rows are deleted afterwards. At most one version per kind is current and at
 * most one is importing (which also keeps two imports of a kind from running at once).
 */
export const datasetVersions = pgTable(
  'dataset_versions',
  {
    kind: text('kind', { enum: ['rainfall', 'crop-production'] }).notNull(),
    version: integer('version').notNull(),
    state: text('state', { enum: ['importing', 'current', 'replaced'] }).notNull(),
    rows: integer('rows').notNull().default(0),
    sourceFile: text('source_file').notNull(),
    /** 'startup', 'cli' or the importing Admin's email. */
    importedBy: text('imported_by').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    /** When the version became current. */
    importedAt: ts('imported_at'),
    rejectedCount: integer('rejected_count').notNull().default(0),
    summary: jsonb('summary').$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.version] }),
    uniqueIndex('dataset_versions_one_current')
      .on(t.kind)
      .where(sql`${t.state} = 'current'`),
    uniqueIndex('dataset_versions_one_importing')
      .on(t.kind)
      .where(sql`${t.state} = 'importing'`),
    check('dataset_versions_kind_check', sql`${t.kind} in ('rainfall','crop-production')`),
    check('dataset_versions_state_check', sql`${t.state} in ('importing','current','replaced')`),
    check('dataset_versions_imported_check', sql`(${t.state} = 'importing') = (${t.importedAt} is null)`),
  ],
);

/** Monthly rainfall (mm) of one IMD subdivision and year, as in the source; null where it has NA. */
export const rainfallRows = pgTable(
  'rainfall_rows',
  {
    version: integer('version').notNull(),
    subdivision: text('subdivision').notNull(),
    year: integer('year').notNull(),
    jan: doublePrecision('jan'),
    feb: doublePrecision('feb'),
    mar: doublePrecision('mar'),
    apr: doublePrecision('apr'),
    may: doublePrecision('may'),
    jun: doublePrecision('jun'),
    jul: doublePrecision('jul'),
    aug: doublePrecision('aug'),
    sep: doublePrecision('sep'),
    oct: doublePrecision('oct'),
    nov: doublePrecision('nov'),
    dec: doublePrecision('dec'),
    annual: doublePrecision('annual'),
    janFeb: doublePrecision('jan_feb'),
    marMay: doublePrecision('mar_may'),
    junSep: doublePrecision('jun_sep'),
    octDec: doublePrecision('oct_dec'),
  },
  (t) => [primaryKey({ columns: [t.version, t.subdivision, t.year] })],
);

/** Area (ha) and production of one crop, season, district and year, as in the source. */
export const cropProductionRows = pgTable(
  'crop_production_rows',
  {
    version: integer('version').notNull(),
    state: text('state').notNull(),
    district: text('district').notNull(),
    year: integer('year').notNull(),
    season: text('season').notNull(),
    crop: text('crop').notNull(),
    area: doublePrecision('area'),
    production: doublePrecision('production'),
  },
  // One index: the row's key, crop first (the yield screen asks by crop, then state, then district).
  (t) => [uniqueIndex('crop_production_rows_key').on(t.version, t.crop, t.state, t.district, t.year, t.season)],
);

/**
 * The (crop, state, district) series of a crop production version that have production figures,
 * with their number of years: written with the rows, so the yield screen's lists come from a small
 * table instead of a pass over every row.
 */
export const cropProductionSeries = pgTable(
  'crop_production_series',
  {
    version: integer('version').notNull(),
    crop: text('crop').notNull(),
    state: text('state').notNull(),
    district: text('district').notNull(),
    years: integer('years').notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.crop, t.state, t.district] })],
);

/**
 * An import handed to the durable job queue (JOB_QUEUE=postgres): the uploaded file waits here
 * for a worker, and the outcome waits for the API process that answers the upload. The row is
 * deleted once that process has read the outcome (or, left behind, an hour after it ended).
 */
export const datasetImportJobs = pgTable(
  'dataset_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['rainfall', 'crop-production'] }).notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** The upload; cleared when the job ends. */
    file: bytea('file'),
    /** skip_bad_rows, who imports (and the audit actor), the file's name. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    /** The dataset version a run claimed: a retry clears it if that run was cut off mid-import. */
    version: integer('version'),
    /** What the upload is answered with (an import, a refusal or an error). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    /** REPLICA_ID of the process that ran it last. */
    workedBy: text('worked_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    check('dataset_import_jobs_kind_check', sql`${t.kind} in ('rainfall','crop-production')`),
    check('dataset_import_jobs_state_check', sql`${t.state} in ('queued','running','done','cancelled')`),
  ],
);
