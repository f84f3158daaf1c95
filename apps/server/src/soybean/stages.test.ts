import { FERTIGATION_BANDS, SOYBEAN_STAGE_NAMES, SOYBEAN_STAGES, SOYBEAN_ZONES } from '@agrim/agronomy';
import type { Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens.Admin) });
const perStage = (stages: unknown, crop = 'soybean') =>
  t.app.inject({ method: 'POST', url: `/agri/${crop}/growth/per/stages`, headers: bearer(tokens.Admin), payload: { stages } });

describe('the {crop} segment', () => {
  it.each(['soybean', 'soyabean', 'SoyaBean', 'SOYBEAN'])('%s is soybean', async (crop) => {
    const res = await get(`/agri/${crop}/growth/stages`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', stages: [...SOYBEAN_STAGE_NAMES] });
  });

  it.each([
    ['GET', '/agri/wheat/growth/stages'],
    ['GET', '/agri/rice/analytics'],
    ['POST', '/agri/soy/growth/per/stages'],
    ['POST', '/agri/maize/fertigation/start'],
  ] as const)('%s %s: 400 naming the allowed crops', async (method, url) => {
    const payload = url.endsWith('per/stages') ? { stages: 'Initial seedling stage' } : { stage: 'Initial seedling stage', moisture: 0.3 };
    const res = await t.app.inject({ method, url, headers: bearer(tokens.Admin), ...(method === 'POST' ? { payload } : {}) });
    expect(expectError(res, 400, 'VALIDATION_FAILED')).toMatch(/allowed: soybean, soyabean/);
  });
});

describe('POST /agri/{crop}/growth/per/stages', () => {
  it.each(SOYBEAN_STAGES.map((s) => [s.name, s] as const))(
    '%s: labels in order, N/P/K/moisture the band midpoints',
    async (name, stage) => {
      const res = await perStage(name.toUpperCase());
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const b = FERTIGATION_BANDS[stage.name];
      expect(Object.keys(body.stages)).toEqual([
        'Stage',
        'Days',
        'Nitrogen (kg/ha)',
        'Phosphorus (kg/ha)',
        'Potassium (kg/ha)',
        'Moisture (inches/day)',
      ]);
      expect(body.stages).toEqual({
        Stage: { '0': stage.name },
        Days: { '0': stage.days },
        'Nitrogen (kg/ha)': { '0': (b.nitrogen.low + b.nitrogen.high) / 2 },
        'Phosphorus (kg/ha)': { '0': (b.phosphorus.low + b.phosphorus.high) / 2 },
        'Potassium (kg/ha)': { '0': (b.potassium.low + b.potassium.high) / 2 },
        'Moisture (inches/day)': { '0': expect.closeTo((b.moisture.low + b.moisture.high) / 2, 6) },
      });
      expect(body.bands).toEqual(b);
    },
  );

  it('the initial seedling stage by hand: bands 18–19 → 18.5 kg/ha each, moisture 0.05–0.1 → 0.075, 15 days', async () => {
    const body = (await perStage('  initial   seedling stage ')).json();
    expect(body.stages['Nitrogen (kg/ha)']).toEqual({ '0': 18.5 });
    expect(body.stages['Moisture (inches/day)']).toEqual({ '0': 0.075 });
    expect(body.stages.Days).toEqual({ '0': 15 });
  });

  it('an unknown stage is 400 listing the five', async () => {
    const message = expectError(await perStage('Flowering'), 400, 'VALIDATION_FAILED');
    for (const name of SOYBEAN_STAGE_NAMES) expect(message).toContain(name);
  });

  it('a missing or empty stage is 400', async () => {
    expectError(await perStage(''), 400, 'VALIDATION_FAILED');
    expectError(await perStage(undefined), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /agri/{crop}/analytics', () => {
  it('aligned arrays built from the knowledge', async () => {
    const res = await get('/agri/Soyabean/analytics');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.crop).toBe('soybean');
    expect(body.zones).toEqual(SOYBEAN_ZONES.map((z) => z.name));
    for (const key of ['sowing_times', 'sowing_start_day', 'spacing', 'plant_spacing']) expect(body[key]).toHaveLength(5);
    // Central: 20 June – 5 July, rows 45 cm, plants 5–10 cm (midpoint 7.5); 20 June is day 171 of a common year.
    expect(body.sowing_times[0]).toBe('20 Jun – 5 Jul');
    expect(body.sowing_start_day[0]).toBe(171);
    expect(body.spacing[0]).toBe(45);
    expect(body.plant_spacing[0]).toBe(7.5);
    for (const key of ['stages', 'crop_stages', 'growth_stages']) expect(body[key]).toEqual([...SOYBEAN_STAGE_NAMES]);
    expect(body.days).toEqual(SOYBEAN_STAGES.map((s) => s.days));
    expect(body.et_values).toEqual(SOYBEAN_STAGES.map((s) => s.et0MmPerDay));
    expect(body.kc).toEqual(SOYBEAN_STAGES.map((s) => s.kc));
    expect(body.water_use).toEqual(SOYBEAN_STAGES.map((s) => s.waterUseMm));
    expect(body.min_temp).toEqual(SOYBEAN_STAGES.map((s) => s.normalTempC.min));
    expect(body.max_temp).toEqual(SOYBEAN_STAGES.map((s) => s.normalTempC.max));
    expect(body.nutrients.nitrogen).toEqual([18.5, 11.5, 0.5, 12.5, 0.5]);
    expect(body.nutrients.potassium).toEqual([18.5, 0.5, 33.5, 44.5, 49.5]);
    expect(body.dfFertilizerDose).toHaveLength(5);
    // The Central dose 25:60:40:20 all at sowing: cumulative stays there.
    expect(body.dfFertilizerDose[0]).toMatchObject({
      stage: 'Initial seedling stage',
      day: 0,
      n: 25,
      p2o5: 60,
      k2o: 40,
      s: 20,
      cumulative_n: 25,
    });
    expect(body.dfFertilizerDose[4]).toMatchObject({
      stage: 'Maturity to Harvest',
      day: 85,
      n: 0,
      cumulative_n: 25,
      cumulative_p2o5: 60,
      cumulative_k2o: 40,
    });
    expect(body.reference).toMatch(/Wardha/);
    expect(body.sources.length).toBeGreaterThan(2);
  });
});
