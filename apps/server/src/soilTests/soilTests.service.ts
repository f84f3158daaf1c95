import {
  ADMIN_ROLES,
  DEVICE_ERROR_MESSAGE,
  DEVICE_OFFLINE_MESSAGE,
  kolkataDayStart,
  MAX_SOIL_TEST_IMAGES,
  OFFLINE_AFTER_MS,
  type ProbeCalibrationRecord,
  type Reading,
  SENSOR_METRICS,
  SOIL_TEST_IMAGE_CONTAINER,
  SOIL_TYPE_REQUIRED,
  type SoilTest,
  type SoilTestStatus,
  TEST_COMPLETED_REMARK,
} from '@agrim/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { devices as deviceTable, soilTestImages, soilTests } from '../db/schema/index.js';
import { AppError, notFound } from '../http/errors.js';
import type { ReadingBus } from '../sensors/bus.js';
import type { DeviceRow, DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';
import type { FileStorage } from '../storage/storage.js';
import { checkImage } from '../storage/images.js';
import { type SoilTestRow, toApiSoilTest } from './record.js';
import { isUuid } from '../lib/uuid.js';

const DAY_MS = 86_400_000;
/** A client's clock and network may bring its results a little early. */
const RESULTS_EARLY_TOLERANCE_MS = 5_000;

export interface Upload {
  filename: string;
  bytes: Buffer;
}

export interface ResultValues {
  n?: number;
  p?: number;
  k?: number;
  moisture_percent?: number;
  temperature_c?: number;
  electrical_conductivity?: number;
  ph?: number;
  remarks?: string;
}

const conflict = (message: string) => new AppError('CONFLICT', message);
const isStaff = (caller: Caller) => ADMIN_ROLES.includes(caller.role);

/** Spec 4, step 5: the device checks while a test runs. */
export function deviceProblem(latest: Reading | null, now: Date): string | null {
  if (!latest || now.getTime() - Date.parse(latest.timestamp) > OFFLINE_AFTER_MS) return DEVICE_OFFLINE_MESSAGE;
  if (SENSOR_METRICS.some((m) => latest[m] === 0)) return DEVICE_ERROR_MESSAGE;
  return null;
}

/**
 * The guided soil test as a state machine stored in the database. Every step checks who owns the
 * test and that the step is legal from the current state; the timed run is the server's own.
 */
export class SoilTestService {
  constructor(
    private readonly db: Db,
    private readonly devices: DeviceService,
    private readonly readings: ReadingQueryService,
    private readonly storage: FileStorage,
    private readonly bus: ReadingBus,
    private readonly durationMs: number,
    private readonly audit: AuditService,
  ) {}

  async start(
    caller: Caller,
    input: { soiltype?: string; soil_type?: string; depth_cm?: number; latitude?: number; longitude?: number; deviceId?: string },
    /** The probe the request named, as the access guard loaded it (`ownProbe`); null for the caller's default one. */
    named: DeviceRow | null = null,
  ) {
    const soilType = (input.soil_type || input.soiltype || '').trim();
    if (!soilType) throw new AppError('VALIDATION_FAILED', SOIL_TYPE_REQUIRED);
    const device = named ?? (await this.devices.resolve(caller, input.deviceId));
    const [open] = await this.db
      .select({ id: soilTests.id })
      .from(soilTests)
      .where(and(eq(soilTests.userId, caller.userId), inArray(soilTests.status, ['started', 'running'])))
      .limit(1);
    if (open) throw conflict(`Soil test ${open.id} is still in progress. Finish or cancel it before starting another.`);
    const [row] = await this.db
      .insert(soilTests)
      .values({
        userId: caller.userId,
        deviceId: device.id,
        status: 'started',
        soilType,
        depthCm: input.depth_cm ?? null,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        durationMs: this.durationMs,
      })
      .returning();
    this.announce(row!);
    return row!;
  }

  /** Each step below acts on the test the access guard loaded (`owned`, the `ownTest` rule): it is not read again. */
  async probe(test: SoilTestRow, placed: boolean, validated: boolean) {
    if (test.status !== 'started') throw conflict(`The probe can only be placed before the test runs; this test is ${test.status}.`);
    return this.update(test, { probePlaced: placed, placementValidated: validated }, eq(soilTests.status, 'started'));
  }

  /** Starts the timed run, or restarts it after a device fault (the wizard's Retry). */
  async confirm(test: SoilTestRow, now = new Date()) {
    if (!test.probePlaced || !test.placementValidated) throw conflict('Place the probe in the soil and confirm its placement first.');
    const retry = test.status === 'running' && test.deviceError !== null;
    if (test.status !== 'started' && !retry) {
      throw conflict(test.status === 'running' ? 'The test is already running.' : `This test is ${test.status}.`);
    }
    return this.update(
      test,
      { status: 'running', testConfirmed: true, timerStartedAt: now, deviceError: null },
      eq(soilTests.status, test.status),
    );
  }

  async abort(caller: Caller, test: SoilTestRow, reason: string, now = new Date()) {
    if (test.status !== 'started' && test.status !== 'running')
      throw conflict(`This test is ${test.status}; only a test in progress can be cancelled.`);
    // The abort and its audit entry are one transaction: neither is kept without the other.
    const row = await this.db.transaction(async (tx) => {
      const [aborted] = await tx
        .update(soilTests)
        .set({ status: 'aborted', abortReason: reason || null, abortedAt: now })
        .where(and(eq(soilTests.id, test.id), inArray(soilTests.status, ['started', 'running'])))
        .returning();
      if (!aborted) throw conflict('The test changed meanwhile; reload it and try again.');
      await this.audit.record(
        caller,
        {
          action: 'soil_test.aborted',
          targetType: 'soil_test',
          targetId: test.id,
          details: { ownerId: test.userId, deviceId: test.deviceId, previousStatus: test.status, reason: reason || null },
        },
        tx,
      );
      return aborted;
    });
    this.announce(row);
    return row;
  }

  /**
   * The client's results at the end of the countdown (spec 4), only when the time is up. The
   * server's clock usually finishes the test a moment earlier with the device's readings: then
   * those results stand, the client's photo is kept, and the answer is the same 'completed', so
   * the spec's own client flow never sees a refusal for doing what it was told.
   */
  async submitResults(test: SoilTestRow, values: ResultValues, image: Upload | null, now = new Date()) {
    if (test.status === 'complete') return this.alreadyComplete(test, image);
    if (test.status !== 'running') throw conflict(`This test is ${test.status}; results need a running test.`);
    const endsAt = test.timerStartedAt!.getTime() + test.durationMs;
    if (now.getTime() < endsAt - RESULTS_EARLY_TOLERANCE_MS)
      throw conflict('The test is still running; results come when the countdown ends.');
    if (image) await this.addImages(test, [image]);
    try {
      return await this.complete(test, values, 'client', now);
    } catch (err) {
      // The server's clock completed it between our read and our write (its state read again, not its owner).
      if ((await this.current(test.id)).status === 'complete') return this.alreadyComplete(test, null);
      throw err;
    }
  }

  private async alreadyComplete(test: SoilTestRow, image: Upload | null): Promise<SoilTestRow> {
    if (image) await this.addImages(test, [image]);
    return this.current(test.id);
  }

  async addImages(test: SoilTestRow, uploads: Upload[]) {
    const id = test.id;
    if (test.status === 'aborted') throw conflict('This test was cancelled.');
    const [{ n }] = (await this.db.select({ n: count() }).from(soilTestImages).where(eq(soilTestImages.testId, id))) as [{ n: number }];
    if (n + uploads.length > MAX_SOIL_TEST_IMAGES)
      throw new AppError('VALIDATION_FAILED', `A test keeps at most ${MAX_SOIL_TEST_IMAGES} images.`);
    const checked = uploads.map((u) => ({ ...u, ...checkImage(u.bytes, u.filename) }));
    for (const upload of checked) {
      const key = await this.storage.put(SOIL_TEST_IMAGE_CONTAINER, upload.kind === 'jpeg' ? 'jpg' : upload.kind, upload.bytes);
      await this.db
        .insert(soilTestImages)
        .values({ testId: id, storageKey: key, contentType: upload.contentType, bytes: upload.bytes.length });
    }
    return this.describe(test);
  }

  /** A test as the API shows it: its images and its probe's current lab calibration. */
  async describe(test: SoilTestRow): Promise<SoilTest> {
    const id = test.id;
    const calibrations = await this.calibrations([test.deviceId]);
    return toApiSoilTest(test, await this.images(id), calibrations.get(test.deviceId) ?? null);
  }

  /** The current lab calibration of each probe (issue 39: the ratings read corrected values, like every other reader). */
  async calibrations(deviceIds: string[]): Promise<Map<string, ProbeCalibrationRecord | null>> {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: deviceTable.id, calibration: deviceTable.calibration })
      .from(deviceTable)
      .where(inArray(deviceTable.id, ids));
    return new Map(rows.map((r) => [r.id, r.calibration ?? null]));
  }

  async list(
    caller: Caller,
    q: { from_date?: string; to_date?: string; status?: SoilTestStatus; user_id?: string; page: number; page_size: number },
  ) {
    const where: SQL[] = [];
    if (!isStaff(caller)) where.push(eq(soilTests.userId, caller.userId));
    // The spec's clients send a fixed user_id of 1: an id that is no account's lists nothing.
    else if (q.user_id) where.push(isUuid(q.user_id) ? eq(soilTests.userId, q.user_id) : sql`false`);
    if (q.status) where.push(eq(soilTests.status, q.status));
    if (q.from_date) where.push(gte(soilTests.startedAt, kolkataDayStart(q.from_date)));
    if (q.to_date) where.push(lt(soilTests.startedAt, new Date(kolkataDayStart(q.to_date).getTime() + DAY_MS)));
    const filter = and(...where);
    const [{ total }] = (await this.db.select({ total: count() }).from(soilTests).where(filter)) as [{ total: number }];
    const rows = await this.db
      .select()
      .from(soilTests)
      .where(filter)
      .orderBy(desc(soilTests.startedAt), desc(soilTests.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
    const images = rows.length
      ? await this.db
          .select()
          .from(soilTestImages)
          .where(
            inArray(
              soilTestImages.testId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(soilTestImages.createdAt))
      : [];
    const calibrations = await this.calibrations(rows.map((r) => r.deviceId));
    return {
      total: Number(total),
      data: rows.map((r) =>
        toApiSoilTest(
          r,
          images.filter((i) => i.testId === r.id),
          calibrations.get(r.deviceId) ?? null,
        ),
      ),
    };
  }

  /** May the holder of a signed link for `userId` read the file `key`? */
  async fileOwner(key: string): Promise<{ userId: string; contentType: string } | null> {
    const [row] = await this.db
      .select({ userId: soilTests.userId, contentType: soilTestImages.contentType })
      .from(soilTestImages)
      .innerJoin(soilTests, eq(soilTests.id, soilTestImages.testId))
      .where(eq(soilTestImages.storageKey, key));
    return row ?? null;
  }

  /**
   * One pass of the server's clock: checks the device of every running test, and records the
   * results of each test whose time is up. Runs from the database, so a restart loses nothing.
   */
  async tick(now = new Date()): Promise<void> {
    const running = await this.db
      .select()
      .from(soilTests)
      .where(and(eq(soilTests.status, 'running'), isNull(soilTests.deviceError)));
    for (const test of running) {
      const latest = await this.readings.latest(test.deviceId);
      const problem = deviceProblem(latest, now);
      if (problem) {
        await this.update(test, { deviceError: problem }, and(eq(soilTests.status, 'running'), isNull(soilTests.deviceError))!);
        continue;
      }
      if (now.getTime() >= test.timerStartedAt!.getTime() + test.durationMs) {
        await this.complete(
          test,
          {
            n: latest!.nitrogen,
            p: latest!.phosphorus,
            k: latest!.potassium,
            moisture_percent: latest!.moisture,
            temperature_c: latest!.temperature,
            electrical_conductivity: latest!.conductivity,
            ph: latest!.ph,
            remarks: TEST_COMPLETED_REMARK,
          },
          'server',
          now,
        ).catch((err: unknown) => {
          if (!(err instanceof AppError)) throw err;
        });
      }
    }
  }

  private async complete(test: SoilTestRow, v: ResultValues, source: 'server' | 'client', now: Date) {
    return this.update(
      test,
      {
        status: 'complete',
        timerCompletedAt: now,
        n: v.n ?? null,
        p: v.p ?? null,
        k: v.k ?? null,
        moisturePercent: v.moisture_percent ?? null,
        temperatureC: v.temperature_c ?? null,
        electricalConductivity: v.electrical_conductivity ?? null,
        ph: v.ph ?? null,
        remarks: v.remarks ?? TEST_COMPLETED_REMARK,
        resultsSource: source,
        deviceError: null,
      },
      eq(soilTests.status, 'running'),
    );
  }

  /** Applies a step only if the test is still in the state the step was checked against. */
  private async update(test: SoilTestRow, set: Partial<SoilTestRow>, expected: SQL) {
    const [row] = await this.db
      .update(soilTests)
      .set(set)
      .where(and(eq(soilTests.id, test.id), expected))
      .returning();
    if (!row) throw conflict('The test changed meanwhile; reload it and try again.');
    this.announce(row);
    return row;
  }

  /**
   * The test, refused (404) when it does not exist or is another farmer's: the check of the `ownTest`
   * rule (soilTests/routes.ts), run once by the access guard before every handler of a test.
   */
  async owned(caller: Caller, id: number): Promise<SoilTestRow> {
    const test = await this.byId(id);
    // Another account's test is "not found", like one that does not exist: ids are sequential.
    if (!test || (test.userId !== caller.userId && !isStaff(caller))) throw notFound('No such soil test.');
    return test;
  }

  private async byId(id: number): Promise<SoilTestRow | undefined> {
    const [test] = await this.db.select().from(soilTests).where(eq(soilTests.id, id));
    return test;
  }

  /** A test's state as it is now (after a step raced the clock). */
  private async current(id: number): Promise<SoilTestRow> {
    const test = await this.byId(id);
    if (!test) throw notFound('No such soil test.');
    return test;
  }

  private images(id: number) {
    return this.db.select().from(soilTestImages).where(eq(soilTestImages.testId, id)).orderBy(asc(soilTestImages.createdAt));
  }

  private announce(row: SoilTestRow) {
    this.bus.publishTest({ deviceId: row.deviceId, userId: row.userId, testId: row.id, status: row.status, deviceError: row.deviceError });
  }
}
