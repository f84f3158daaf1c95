import {
  calculateNutrients,
  calculatorCrops,
  calculatorDoses,
  calculatorSoils,
  calculatorStcrEquations,
  calculatorZones,
} from '@agrim/agronomy';
import { CALCULATOR_LATEST_ROWS, DEFAULT_CALCULATOR_ZONE, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { MINUTE, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

const ZERO = { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };
const STORED_AT = new Date('2026-03-25T00:00:00Z');
const T0 = Date.parse('2026-03-20T00:00:00Z');

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string | undefined> = {}, role: Role = 'Admin') => kit.get(tokens[role], url, query);

/** A valid zone → soil → crop → dose path of the knowledge tables. */
function firstPath() {
  const zone = DEFAULT_CALCULATOR_ZONE;
  const soil = calculatorSoils(zone)[0]!;
  const crop = calculatorCrops(zone, soil)[0]!;
  const npk = calculatorDoses(zone, soil, crop)[0]!.ratio;
  return { zone, soil, crop, npk };
}

describe('before any device exists', () => {
  it('GET /get/soil/nutrient/calculator answers deviceId null and no rows, with the zones', async () => {
    const res = await get('/get/soil/nutrient/calculator');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      deviceId: null,
      datass: [],
      agroclimatic_zones: calculatorZones(),
      default_zone: DEFAULT_CALCULATOR_ZONE,
    });
  });

  it('a device asked for by id that does not exist is still 404', async () => {
    expectError(await get('/get/soil/nutrient/calculator', { deviceId: '00000000-0000-4000-8000-000000000000' }), 404, 'NOT_FOUND');
  });

  it('predict without any device is 404 (names valid)', async () => {
    expectError(await get('/get/zone/predict/nutrient/calculator', firstPath()), 404, 'NOT_FOUND');
  });
});

describe('with a device', () => {
  let device: Registered;
  let empty: Registered;

  beforeAll(async () => {
    device = await kit.farmWithDevice('Calculator farm');
    empty = await kit.farmWithDevice('Faulty farm');
    // Twelve valid readings a minute apart, the newest of all an all-zero fault.
    const items = [
      ...Array.from({ length: 12 }, (_, i) =>
        reading(new Date(T0 + i * MINUTE), { nitrogen: 100 + i, phosphorus: 4 + i, potassium: 40 + i }),
      ),
      reading(new Date(T0 + 12 * MINUTE), ZERO),
    ];
    expect((await t.app.services.ingest.ingest(device.id, items, STORED_AT)).accepted).toBe(13);
    expect((await t.app.services.ingest.ingest(empty.id, [reading(new Date(T0), ZERO)], STORED_AT)).accepted).toBe(1);
  });

  it('GET /get/soil/nutrient/calculator: the newest valid readings, newest first, with the calculator columns', async () => {
    const res = await get('/get/soil/nutrient/calculator', { deviceId: device.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.deviceId).toBe(device.id);
    expect(body.datass).toHaveLength(CALCULATOR_LATEST_ROWS);
    expect(body.datass.map((r: { nitrogen: number }) => r.nitrogen)).toEqual([111, 110, 109, 108, 107, 106, 105, 104, 103, 102]);
    expect(Object.keys(body.datass[0]).sort()).toEqual(
      ['conductivity', 'humidity', 'nitrogen', 'ph', 'phosphorus', 'potassium', 'temperature', 'timestamp'].sort(),
    );
    expect(body.datass[0]).toMatchObject({ timestamp: new Date(T0 + 11 * MINUTE).toISOString(), humidity: 31.5, ph: 7.05 });
    expect(body.agroclimatic_zones).toEqual(calculatorZones());
    expect(body.agroclimatic_zones).toContain(DEFAULT_CALCULATOR_ZONE);
  });

  it('the cascade: soils of a zone, crops of a soil, doses of a crop (names matched loosely, answered canonically)', async () => {
    const { zone, soil, crop } = firstPath();
    const soils = await get('/get/zone/soil/nutrient/calculator', { zone: `  ${zone.toUpperCase()} ` });
    expect(soils.statusCode, soils.body).toBe(200);
    expect(soils.json()).toEqual({ status: 'success', soils: calculatorSoils(zone) });
    const crops = await get('/get/zone/crop/nutrient/calculator', { zone, soil: soil.toLowerCase() });
    expect(crops.statusCode, crops.body).toBe(200);
    expect(crops.json()).toEqual({ status: 'success', crops: calculatorCrops(zone, soil) });
    const npk = await get('/get/zone/npk/nutrient/calculator', { zone, soil, crop });
    expect(npk.statusCode, npk.body).toBe(200);
    const doses = calculatorDoses(zone, soil, crop);
    expect(npk.json()).toEqual({
      status: 'success',
      npk_ratios: [...new Set(doses.map((d) => d.ratio))],
      npk_options: doses,
      stcr_equations: calculatorStcrEquations(zone, soil, crop),
    });
  });

  it('npk_ratios are distinct and in order wherever a system has repeated doses', () => {
    // A check over the whole table: the route's rule never loses or reorders a ratio.
    for (const zone of calculatorZones())
      for (const soil of calculatorSoils(zone))
        for (const crop of calculatorCrops(zone, soil)) {
          const ratios = calculatorDoses(zone, soil, crop).map((d) => d.ratio);
          const distinct = [...new Set(ratios)];
          expect(distinct.length).toBeGreaterThan(0);
          expect(
            distinct.every((r) => /^\d+(\.\d+)?:\d+(\.\d+)?:\d+(\.\d+)?$/.test(r)),
            `${zone}/${soil}/${crop}: ${ratios}`,
          ).toBe(true);
        }
  });

  it('an unknown zone, soil, crop or ratio is 400 naming the field and listing the allowed values', async () => {
    const { zone, soil, crop } = firstPath();
    const zoneMsg = expectError(await get('/get/zone/soil/nutrient/calculator', { zone: 'Atlantis' }), 400, 'VALIDATION_FAILED');
    expect(zoneMsg).toContain('zone');
    for (const z of calculatorZones()) expect(zoneMsg).toContain(z);

    const soilMsg = expectError(await get('/get/zone/crop/nutrient/calculator', { zone, soil: 'Moon dust' }), 400, 'VALIDATION_FAILED');
    expect(soilMsg).toContain('soil');
    for (const s of calculatorSoils(zone)) expect(soilMsg).toContain(s);

    const cropMsg = expectError(
      await get('/get/zone/npk/nutrient/calculator', { zone, soil, crop: 'Tea - Coffee - Cocoa' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(cropMsg).toContain('crop');
    for (const c of calculatorCrops(zone, soil)) expect(cropMsg).toContain(c);

    const npkMsg = expectError(
      await get('/get/zone/predict/nutrient/calculator', { zone, soil, crop, npk: '1:2:3', deviceId: device.id }),
      400,
      'VALIDATION_FAILED',
    );
    expect(npkMsg).toContain('npk');
    for (const d of calculatorDoses(zone, soil, crop)) expect(npkMsg).toContain(d.ratio);

    // An unknown zone is refused by every later step too, before the device is looked at.
    expectError(await get('/get/zone/npk/nutrient/calculator', { zone: 'Atlantis', soil, crop }), 400, 'VALIDATION_FAILED');
    expectError(
      await get('/get/zone/predict/nutrient/calculator', { ...firstPath(), zone: 'Atlantis', deviceId: empty.id }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('missing names are 400 too', async () => {
    expectError(await get('/get/zone/soil/nutrient/calculator'), 400, 'VALIDATION_FAILED');
    expectError(await get('/get/zone/crop/nutrient/calculator', { zone: DEFAULT_CALCULATOR_ZONE }), 400, 'VALIDATION_FAILED');
    expectError(await get('/get/zone/soil/nutrient/calculator', { zone: '   ' }), 400, 'VALIDATION_FAILED');
  });

  it('hectares must be a number above 0 and at most 1,000,000', async () => {
    for (const [hectares, message] of [
      ['-1', 'Hectares must be greater than 0'],
      ['0', 'Hectares must be greater than 0'],
      ['abc', 'Hectares must be a number'],
      ['2000000', 'Hectares must be at most 1000000'],
    ] as const) {
      const res = await get('/get/zone/predict/nutrient/calculator', { ...firstPath(), hectares, deviceId: device.id });
      expect(expectError(res, 400, 'VALIDATION_FAILED'), hectares).toContain(message);
    }
  });

  it('predict: the agronomy function’s figures for the latest valid reading, with status and the reading', async () => {
    const path = firstPath();
    const res = await get('/get/zone/predict/nutrient/calculator', { ...path, hectares: '2.5', deviceId: device.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The newest reading is an all-zero fault: the one before it is used.
    const latest = { nitrogen: 111, phosphorus: 15, potassium: 51, ph: 7.05, conductivity: 420 };
    const expected = calculateNutrients({ ...path, hectares: 2.5, reading: latest, language: 'english' });
    expect(body).toEqual({
      status: 'success',
      ...JSON.parse(JSON.stringify(expected)),
      reading: {
        timestamp: new Date(T0 + 11 * MINUTE).toISOString(),
        nitrogen: 111,
        phosphorus: 15,
        potassium: 51,
        temperature: 26.4,
        humidity: 31.5,
        ph: 7.05,
        conductivity: 420,
      },
    });
    expect(body.hectares).toBe(2.5);
  });

  it('predict in Hindi, and hectares default to 1', async () => {
    const path = firstPath();
    const res = await get('/get/zone/predict/nutrient/calculator', { ...path, language: 'hindi', deviceId: device.id });
    expect(res.statusCode, res.body).toBe(200);
    const latest = { nitrogen: 111, phosphorus: 15, potassium: 51, ph: 7.05, conductivity: 420 };
    const expected = calculateNutrients({ ...path, hectares: 1, reading: latest, language: 'hindi' });
    expect(res.json().recommendations).toEqual(expected.recommendations);
    expect(res.json().hectares).toBe(1);
  });

  it('predict for a device with only faulty readings is 404 with a clear message', async () => {
    const message = expectError(
      await get('/get/zone/predict/nutrient/calculator', { ...firstPath(), deviceId: empty.id }),
      404,
      'NOT_FOUND',
    );
    expect(message).toMatch(/no valid reading/);
  });

  it('predict with dose_crop: two crops with one ratio give each its own plan; a crop without it is a 400', async () => {
    const path = { zone: 'Central Plateau & Hills (M.P.)', soil: 'Alluvial', crop: 'Pearl millet - Mustard', npk: '80:40:40' };
    const millet = await get('/get/zone/predict/nutrient/calculator', { ...path, deviceId: device.id });
    const mustard = await get('/get/zone/predict/nutrient/calculator', { ...path, dose_crop: 'Mustard', deviceId: device.id });
    expect(millet.json()).toMatchObject({ dose: { crop: 'Pearl millet' }, sulphur: null });
    expect(mustard.json()).toMatchObject({ dose: { crop: 'Mustard' }, sulphur: { need_kg_per_ha: 40, product: 'gypsum' } });
    const message = expectError(
      await get('/get/zone/predict/nutrient/calculator', { ...path, dose_crop: 'Wheat', deviceId: device.id }),
      400,
      'VALIDATION_FAILED',
    );
    expect(message).toContain('"Pearl millet", "Mustard"');
  });
});
