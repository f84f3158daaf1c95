import { PRACTICE_STAGE_MR, PRACTICE_STAGES, PRACTICE_TOPICS, practicesFor, SOYBEAN_PRACTICES, SOYBEAN_ZONE_NAMES } from '@agrim/agronomy';
import type { Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { sensorKit } from '../../test/sensors.testkit.js';
import { daysAfterSowing, practices, stageOnDay } from './practices.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

const URL = '/api/v1/soybean/practices';

describe('the current stage from the sowing date', () => {
  it.each([
    [-1, 'Before sowing'],
    [0, 'Initial seedling stage'],
    [14, 'Initial seedling stage'],
    [15, 'Crop development stage'],
    [29, 'Crop development stage'],
    [30, 'Mid Season growth stage'],
    [69, 'Mid Season growth stage'],
    [70, 'Late season growth stage'],
    [84, 'Late season growth stage'],
    [85, 'Maturity to Harvest'],
    [94, 'Maturity to Harvest'],
    [200, 'Maturity to Harvest'],
  ])('day %i after sowing: %s', (days, stage) => {
    expect(stageOnDay(days)).toBe(stage);
  });

  it('counts Asia/Kolkata days: 20:00 UTC on 1 July is already 2 July there', () => {
    expect(daysAfterSowing('2026-07-01', new Date('2026-07-01T20:00:00Z'))).toBe(1);
    expect(daysAfterSowing('2026-07-01', new Date('2026-07-01T12:00:00Z'))).toBe(0);
    expect(daysAfterSowing('2026-07-10', new Date('2026-07-01T12:00:00Z'))).toBe(-9);
  });

  it('a sowing date 40 days ago gives the mid season stage and its practices', () => {
    const out = practices({ sowing_date: '2026-07-01' }, new Date('2026-08-10T06:00:00Z'));
    expect(out.days_after_sowing).toBe(40);
    expect(out.current_stage).toBe('Mid Season growth stage');
    expect(out.practices.map((p) => p.id)).toEqual(practicesFor('Mid Season growth stage').map((p) => p.id));
  });
});

describe('GET /api/v1/soybean/practices', () => {
  it('without a stage or date lists every practice, in English, Hindi and Marathi, with sources', async () => {
    const res = await kit.get(tokens.Admin, URL);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.current_stage).toBeNull();
    expect(body.days_after_sowing).toBeNull();
    expect(body.practices).toHaveLength(SOYBEAN_PRACTICES.length);
    expect(body.stages.map((s: { name: string }) => s.name)).toEqual([...PRACTICE_STAGES]);
    expect(body.stages[0]).toMatchObject({ name: 'Before sowing', from_day: null, to_day: null });
    expect(body.stages[1]).toMatchObject({ name: 'Initial seedling stage', from_day: 0, to_day: 14 });
    expect(body.stages.map((s: { mr: string }) => s.mr)).toEqual(PRACTICE_STAGES.map((s) => PRACTICE_STAGE_MR[s]));
    expect(body.topics.find((t: { id: string }) => t.id === 'weeds').name).toEqual(PRACTICE_TOPICS.weeds);
    expect(body.zones).toEqual([...SOYBEAN_ZONE_NAMES]);
    expect(body.topics.length).toBeGreaterThan(5);
    for (const p of body.practices) {
      expect(p.title.en.length && p.title.hi.length && p.text.en.length && p.text.hi.length).toBeTruthy();
      // Marathi of its own, not the Hindi standing in (the agronomy tests check its words and numbers).
      expect(p.title.mr, p.id).toBe(SOYBEAN_PRACTICES.find((k) => k.id === p.id)!.title.mr);
      expect(p.text.mr, p.id).not.toBe(p.text.hi);
      expect(p.source.length).toBeGreaterThan(10);
    }
    expect(body.practices.some((p: { url: string | null }) => p.url?.startsWith('https://'))).toBe(true);
  });

  it('stage and zone: the zone’s own items plus the general ones, no other zone’s', async () => {
    const body = (await kit.get(tokens.Admin, URL, { stage: 'before SOWING', zone: 'north plain' })).json();
    expect(body.current_stage).toBe('Before sowing');
    const ids = body.practices.map((p: { id: string }) => p.id);
    expect(ids).toEqual(practicesFor('Before sowing', 'North Plain').map((p) => p.id));
    expect(ids).toContain('variety-north-plain');
    expect(ids).not.toContain('variety-central');
    expect(body.practices.every((p: { stage: string }) => p.stage === 'Before sowing')).toBe(true);
    expect(body.practices.some((p: { zones: string[] | null }) => p.zones === null)).toBe(true);
  });

  it('a sowing date in the future is Before sowing', async () => {
    const body = (await kit.get(tokens.Admin, URL, { sowing_date: '2099-06-20' })).json();
    expect(body.current_stage).toBe('Before sowing');
    expect(body.days_after_sowing).toBeLessThan(0);
  });

  it('an explicit stage wins over the sowing date', async () => {
    const body = (await kit.get(tokens.Admin, URL, { stage: 'Maturity to Harvest', sowing_date: '2099-06-20' })).json();
    expect(body.current_stage).toBe('Maturity to Harvest');
  });

  it('unknown stage or zone: 400 with the allowed values; a malformed date: 400', async () => {
    const stage = expectError(await kit.get(tokens.Admin, URL, { stage: 'Flowering' }), 400, 'VALIDATION_FAILED');
    for (const s of PRACTICE_STAGES) expect(stage).toContain(s);
    const zone = expectError(await kit.get(tokens.Admin, URL, { zone: 'Western' }), 400, 'VALIDATION_FAILED');
    for (const z of SOYBEAN_ZONE_NAMES) expect(zone).toContain(z);
    expectError(await kit.get(tokens.Admin, URL, { sowing_date: '01-07-2026' }), 400, 'VALIDATION_FAILED');
  });
});
