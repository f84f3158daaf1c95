import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionState } from '../auth/sessionState.js';
import type { Db } from '../db/client.js';
import { ReadingBus, type ReadingsEvent } from '../sensors/bus.js';
import { PgEventRelay } from './eventRelay.js';
import { AdvisoryLockLeadership, LEADER_LOCK_KEY } from './leadership.js';
import { PeriodicWork } from './periodic.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const skip = process.env.AGRIM_TEST_DB !== 'postgres' ? 'the relay and leadership need PostgreSQL (TEST_DATABASE_URL)' : null;
const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet } as unknown as FastifyBaseLogger;

/** A later feature's event, published the way a new method on the bus would. */
class LaterBus extends ReadingBus {
  publishNotice(event: { deviceId: string; rule: string }): void {
    this.emitter.emit('notice', event);
  }
  subscribeNotices(listener: (event: { deviceId: string; rule: string }) => void): void {
    this.emitter.on('notice', listener);
  }
}

const reading = (deviceId: string, n: number): ReadingsEvent => ({
  deviceId,
  count: 1,
  latest: {
    timestamp: new Date(1_790_000_000_000 + n * 1000).toISOString(),
    nitrogen: n,
    phosphorus: 10,
    potassium: 20,
    temperature: 25,
    moisture: 40,
    humidity: 40,
    conductivity: 300,
    ph: 6.5,
  },
});

async function until(check: () => boolean, timeoutMs = 15_000): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - t0;
}

describe.skipIf(skip)(`several replicas on one PostgreSQL (issue 25)${skip ? `: skipped, ${skip}` : ''}`, () => {
  let url = '';
  const name = `agrim_cluster_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('relays every event published on one replica to the others, once each, in order', async () => {
    const busA = new LaterBus();
    const busB = new LaterBus();
    const relayA = new PgEventRelay(url, 'a', busA, log);
    const relayB = new PgEventRelay(url, 'b', busB, log);
    await relayA.start();
    await relayB.start();
    try {
      const seenA: number[] = [];
      const seenB: number[] = [];
      const alarmsB: string[] = [];
      busA.subscribe((e) => seenA.push(e.latest.nitrogen));
      busB.subscribe((e) => seenB.push(e.latest.nitrogen));
      busB.subscribeNotices((e) => alarmsB.push(e.rule));
      const testsB: number[] = [];
      busB.subscribeTests((e) => testsB.push(e.testId));
      for (let n = 1; n <= 20; n++) busA.publish(reading('dev-1', n));
      busA.publishTest({ deviceId: 'dev-1', userId: 'u', testId: 7, status: 'completed', deviceError: null });
      busA.publishNotice({ deviceId: 'dev-1', rule: 'moisture-low' });
      await until(() => seenB.length === 20 && alarmsB.length === 1 && testsB.length === 1);
      // A little longer: nothing arrives twice, and the publisher does not hear itself back.
      await new Promise((r) => setTimeout(r, 300));
      expect(seenB).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(seenA).toEqual(seenB);
      expect(alarmsB).toEqual(['moisture-low']);
      expect(testsB).toEqual([7]);
      expect(relayA.counts).toMatchObject({ sent: 22, received: 0 });
      expect(relayB.counts).toMatchObject({ sent: 0, received: 22 });

      // An event over NOTIFY's limit stays on its replica (and is counted and logged), never half-sent.
      busA.publishNotice({ deviceId: 'dev-1', rule: 'x'.repeat(9000) });
      busB.publishNotice({ deviceId: 'dev-2', rule: 'from-b' });
      await until(() => alarmsB.length === 2);
      expect(alarmsB).toEqual(['moisture-low', 'from-b']);
      expect(relayA.counts.tooLarge).toBe(1);
    } finally {
      await relayA.stop();
      await relayB.stop();
    }
  });

  it('ends sessions and drops device-key copies on every replica', async () => {
    const busA = new ReadingBus();
    const busB = new ReadingBus();
    const relayA = new PgEventRelay(url, 'a', busA, log);
    const relayB = new PgEventRelay(url, 'b', busB, log);
    await relayA.start();
    await relayB.start();
    try {
      // Wired as app.ts wires each replica's SessionState (the database is not reached here).
      const sessions = [busA, busB].map((bus) => {
        const state = new SessionState({} as Db);
        state.relayTo((userId) => bus.invalidate({ cache: 'sessions-ended', userId }));
        bus.onInvalidate((event) => event.cache === 'sessions-ended' && state.ended(event.userId));
        return state;
      });
      const endedOn: string[] = [];
      sessions.forEach((state, i) => state.onEnded((userId) => endedOn.push(`${'AB'[i]}:${userId}`)));
      const keysOnB: string[] = [];
      busB.onInvalidate((event) => keysOnB.push(event.cache));
      sessions[0]!.announce('user-1');
      busA.invalidate({ cache: 'device-keys' });
      await until(() => endedOn.length === 2 && keysOnB.length === 2);
      await new Promise((r) => setTimeout(r, 200));
      expect(endedOn.sort()).toEqual(['A:user-1', 'B:user-1']);
      expect(keysOnB).toEqual(['sessions-ended', 'device-keys']);
    } finally {
      await relayA.stop();
      await relayB.stop();
    }
  });

  it('hands the leadership and its periodic work to another replica when the holder is killed', async () => {
    // The holder is a real process holding the lock as a replica does; kill -9 gives it no chance to let go.
    const pgMain = createRequire(import.meta.url).resolve('pg');
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import pg from ${JSON.stringify(pgMain)};
         const c = new pg.Client({ connectionString: process.argv[1] });
         await c.connect();
         const { rows } = await c.query('select pg_try_advisory_lock($1) as ok', [${LEADER_LOCK_KEY}]);
         console.log(rows[0].ok ? 'leader' : 'follower');
         setInterval(() => {}, 1000);`,
        url,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const first = await new Promise<string>((resolve) => holder.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())));
    expect(first).toBe('leader');

    const ticks = { b: 0, c: 0 };
    const replicas = (['b', 'c'] as const).map((id) => {
      const leadership = new AdvisoryLockLeadership(url, log, { pollMs: 200, replicaId: id });
      const periodic = new PeriodicWork(leadership, log);
      periodic.every('clock', 50, async () => void ticks[id]++);
      return { id, leadership, periodic };
    });
    try {
      for (const r of replicas) await r.leadership.start();
      await new Promise((r) => setTimeout(r, 600));
      expect(replicas.map((r) => r.leadership.isLeader)).toEqual([false, false]);
      expect(ticks).toEqual({ b: 0, c: 0 });

      holder.kill('SIGKILL');
      const tookMs = await until(() => replicas.some((r) => r.leadership.isLeader));
      await new Promise((r) => setTimeout(r, 500));
      const leaders = replicas.filter((r) => r.leadership.isLeader);
      expect(leaders, `took ${tookMs} ms`).toHaveLength(1);
      const [leader] = leaders;
      const follower = replicas.find((r) => r !== leader)!;
      expect(ticks[leader!.id]).toBeGreaterThan(0);
      expect(ticks[follower.id]).toBe(0);

      // The leader's lock connection is cut (as by a network failure): it stops its work at once,
      // and then exactly one replica leads again (the other, which gets a poll's head start).
      let steppedDown = false;
      leader!.leadership.onChange((leading) => (steppedDown ||= !leading));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = ($1::bigint & 4294967295) and granted`,
        [LEADER_LOCK_KEY],
      );
      await admin.end();
      await until(() => steppedDown);
      await until(() => replicas.filter((r) => r.leadership.isLeader).length === 1);
      for (const r of replicas) await r.periodic.settled();
      const [now] = replicas.filter((r) => r.leadership.isLeader);
      const idle = replicas.find((r) => r !== now)!;
      const frozen = ticks[idle.id];
      const before = ticks[now!.id];
      await new Promise((r) => setTimeout(r, 400));
      expect(ticks[idle.id]).toBe(frozen);
      expect(ticks[now!.id]).toBeGreaterThan(before);
      expect(idle.periodic.running).toBe(false);
      expect(now!.periodic.running).toBe(true);
    } finally {
      holder.kill('SIGKILL');
      for (const r of replicas) await r.leadership.stop();
    }
  });
});
