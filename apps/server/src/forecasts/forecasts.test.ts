import { DEFAULT_SUBDIVISION, kolkataDay, type Role } from '@agrim/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { cropSubset, csv, hasRealFiles, RAINFALL_HEADER, rainfallSubset, rainRow } from '../../test/datasets.testkit.js';
import { expectError } from '../../test/expectError.js';

/**
 * The forecast endpoints on small cuts of the real datasets: three rainfall subdivisions (one with
 * missing years, one starting late) and the Soyabean rows of the crop file.
 */
const SUBDIVISIONS = ['ANDAMAN & NICOBAR ISLANDS', 'ARUNACHAL PRADESH', 'KERALA'];

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

const call = (method: HTTPMethods, url: string, payload?: object, role: Role = 'Admin') =>
  t.app.inject({ method, url, headers: bearer(tokens[role]), ...(payload ? { payload } : {}) });
const ok = async (method: HTTPMethods, url: string, payload?: object, role: Role = 'Admin') => {
  const res = await call(method, url, payload, role);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('success');
  return res.json();
};

const ENDPOINTS: Array<[HTTPMethods, string, object | undefined]> = [
  ['GET', '/weather/prediction', undefined],
  ['POST', '/get/weather/predicted', { subdivisions: [DEFAULT_SUBDIVISION] }],
  ['POST', '/get/weather/predicted/future', { subdivisions: [DEFAULT_SUBDIVISION], future_date: '2060-01-01' }],
  ['GET', '/get/yield/crops', undefined],
  ['POST', '/get/soyabean/yield/prediction/state', { Crop: 'Soyabean' }],
  ['POST', '/get/soyabean/yield/prediction/state/district', { Crop: 'Soyabean', State: 'Madhya Pradesh' }],
  ['POST', '/get/soyabean/yield/prediction', { Crop: 'Soyabean', State: 'Madhya Pradesh', District: 'INDORE' }],
];

describe.runIf(hasRealFiles())('forecasts', () => {
  it('before the datasets are imported: 409 saying which dataset is missing and how to import it', async () => {
    for (const [method, url, body] of ENDPOINTS) {
      const message = expectError(await call(method, url, body), 409, 'CONFLICT');
      const kind = url.includes('weather') ? 'rainfall' : 'crop-production';
      expect(message).toContain(`has not been imported`);
      expect(message).toContain(`npm run data -- import ${kind} "`);
      expect(message).toMatch(kind === 'rainfall' ? /rainfall in india 1901-2015\.csv"$/ : /crop_production\.csv"$/);
    }
  });

  it('while the first import runs: 503 with Retry-After', async () => {
    const datasets = t.app.services.datasets;
    await datasets.importBytes('rainfall', rainfallSubset(SUBDIVISIONS), {
      importedBy: 'test',
      sourceFile: 'rain.csv',
      beforeSwitch: async () => {
        const res = await call('GET', '/weather/prediction');
        expectError(res, 503, 'SERVICE_UNAVAILABLE');
        expect(res.headers['retry-after']).toBe('30');
      },
    });
    await datasets.importBytes('crop-production', cropSubset('Soyabean'), { importedBy: 'test', sourceFile: 'soyabean.csv' });
  });

  it('who may: anonymous 401, user and Expert 403, Admin and superAdmin 200, on every endpoint', async () => {
    for (const [method, url, payload] of ENDPOINTS) {
      expectError(await t.app.inject({ method, url, ...(payload ? { payload } : {}) }), 401, 'UNAUTHENTICATED');
      for (const role of ['user', 'Expert'] as const) expectError(await call(method, url, payload, role), 403, 'FORBIDDEN');
      for (const role of ['Admin', 'superAdmin'] as const) await ok(method, url, payload, role);
    }
  });

  describe('rainfall', () => {
    it('GET /weather/prediction lists the subdivisions sorted, in title case (the default one as the spec writes it)', async () => {
      expect(await ok('GET', '/weather/prediction')).toEqual({
        status: 'success',
        subdivisions: ['Andaman & Nicobar Islands', 'Arunachal Pradesh', 'Kerala'],
      });
    });

    it('POST /get/weather/predicted: every month of the data, the backtest forecast of the last 10 years and the next 12 months', async () => {
      const body = await ok('POST', '/get/weather/predicted', { subdivisions: ['Andaman & Nicobar Islands', ' kerala '] });
      expect(body.subdivisions.map((s: { subdivision: string }) => s.subdivision)).toEqual(['Andaman & Nicobar Islands', 'Kerala']);
      const andaman = body.subdivisions[0];
      // 1901-2015, the missing years (e.g. 1912) and NA months as null.
      expect(andaman['actual-ds']).toHaveLength(115 * 12);
      expect(andaman['actual-ds'][0]).toBe('1901-01-01');
      expect(andaman['actual-ds'].at(-1)).toBe('2015-12-01');
      expect(andaman['actual-y']).toHaveLength(115 * 12);
      expect(andaman['actual-y'].slice(0, 3)).toEqual([49.2, 87.1, 29.2]);
      const nulls = andaman['actual-y'].filter((y: number | null) => y === null).length;
      expect(nulls).toBeGreaterThanOrEqual(5 * 12);

      const ds: string[] = andaman['forecast-ds'];
      expect(ds).toHaveLength(120 + 12);
      expect(ds[0]).toBe('2006-01-01');
      expect(ds[119]).toBe('2015-12-01');
      expect(ds[120]).toBe('2016-01-01');
      expect(ds.at(-1)).toBe('2016-12-01');
      for (const key of ['forecast-yhat', 'forecast-yhat_lower', 'forecast-yhat_upper']) expect(andaman[key]).toHaveLength(132);
      ds.forEach((_d, i) => {
        expect(andaman['forecast-yhat_lower'][i]).toBeLessThanOrEqual(andaman['forecast-yhat'][i]);
        expect(andaman['forecast-yhat'][i]).toBeLessThanOrEqual(andaman['forecast-yhat_upper'][i]);
        expect(andaman['forecast-yhat_lower'][i]).toBeGreaterThanOrEqual(0);
      });
      // The table: the next 12 months, the same values as the end of the series.
      expect(andaman.forecast).toHaveLength(12);
      expect(andaman.forecast[0]).toEqual({
        ds: '2016-01-01',
        yhat: andaman['forecast-yhat'][120],
        yhat_lower: andaman['forecast-yhat_lower'][120],
        yhat_upper: andaman['forecast-yhat_upper'][120],
      });
      expect(andaman.rsquare).toBe(andaman.model.backtest.rsquare);
      expect(andaman.model).toMatchObject({
        version: expect.any(String),
        method: expect.any(String),
        interval: 0.8,
        backtest: { from: '2006-01-01', to: '2015-12-01', mae: expect.any(Number), mae_climatology: expect.any(Number) },
      });
      // Arunachal Pradesh's data starts in 1916.
      const arunachal = (await ok('POST', '/get/weather/predicted', { subdivisions: ['ARUNACHAL PRADESH'] })).subdivisions[0];
      expect(arunachal['actual-ds'][0]).toBe('1916-01-01');
    });

    it('refuses an unknown subdivision with the allowed values, and an empty list', async () => {
      const message = expectError(
        await call('POST', '/get/weather/predicted', { subdivisions: ['Kerala', 'Atlantis'] }),
        400,
        'VALIDATION_FAILED',
      );
      expect(message).toBe('Unknown subdivision "Atlantis". Allowed values: Andaman & Nicobar Islands, Arunachal Pradesh, Kerala.');
      expectError(await call('POST', '/get/weather/predicted', { subdivisions: [] }), 400, 'VALIDATION_FAILED');
      expectError(
        await call('POST', '/get/weather/predicted/future', { subdivisions: ['Atlantis'], future_date: '2099-01-01' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('POST /get/weather/predicted/future: every month from the month after the data to the month of future_date', async () => {
      const today = kolkataDay(new Date());
      const months = (Number(today.slice(0, 4)) - 2016) * 12 + Number(today.slice(5, 7));
      const body = await ok('POST', '/get/weather/predicted/future', {
        subdivisions: ['Kerala', 'Andaman & Nicobar Islands'],
        future_date: today,
      });
      expect(body.subdivisions.map((s: { subdivision: string }) => s.subdivision)).toEqual(['Kerala', 'Andaman & Nicobar Islands']);
      const kerala = body.subdivisions[0];
      expect(Object.keys(kerala).sort()).toEqual(
        ['future_forecast-ds', 'future_forecast-yhat', 'future_forecast-yhat_lower', 'future_forecast-yhat_upper', 'subdivision'].sort(),
      );
      expect(kerala['future_forecast-ds']).toHaveLength(months);
      expect(kerala['future_forecast-ds'][0]).toBe('2016-01-01');
      expect(kerala['future_forecast-ds'].at(-1)).toBe(`${today.slice(0, 7)}-01`);
      expect(kerala['future_forecast-yhat']).toHaveLength(months);
      // The first 12 are those of POST /get/weather/predicted.
      const predicted = (await ok('POST', '/get/weather/predicted', { subdivisions: ['Kerala'] })).subdivisions[0];
      expect(kerala['future_forecast-yhat'].slice(0, 12)).toEqual(predicted.forecast.map((r: { yhat: number }) => r.yhat));
      // 50 years after the data (December 2065) is the limit.
      const far = await ok('POST', '/get/weather/predicted/future', { subdivisions: ['Kerala'], future_date: '2065-12-31' });
      expect(far.subdivisions[0]['future_forecast-ds']).toHaveLength(50 * 12);
    });

    it('refuses a future_date in the past, more than 50 years after the data, or not a date', async () => {
      const url = '/get/weather/predicted/future';
      const yesterday = kolkataDay(new Date(Date.now() - 86_400_000));
      const past = expectError(await call('POST', url, { subdivisions: ['Kerala'], future_date: yesterday }), 400, 'VALIDATION_FAILED');
      expect(past).toMatch(/in the past/);
      const tooFar = expectError(
        await call('POST', url, { subdivisions: ['Kerala'], future_date: '2066-01-01' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(tooFar).toMatch(/more than 50 years after the data of Kerala, which ends 2015-12/);
      for (const future_date of ['2030-02-30', '2030-13-01', '01-01-2030', 'tomorrow']) {
        expectError(await call('POST', url, { subdivisions: ['Kerala'], future_date }), 400, 'VALIDATION_FAILED');
      }
    });

    it('follows a re-import at once', async () => {
      await t.app.services.datasets.importBytes(
        'rainfall',
        csv(
          RAINFALL_HEADER,
          Array.from({ length: 5 }, (_v, i) => rainRow('GOA', 2000 + i, 5 + i)),
        ),
        {
          importedBy: 'test',
          sourceFile: 'goa.csv',
        },
      );
      expect((await ok('GET', '/weather/prediction')).subdivisions).toEqual(['Goa']);
      await t.app.services.datasets.importBytes('rainfall', rainfallSubset(SUBDIVISIONS), { importedBy: 'test', sourceFile: 'rain.csv' });
      expect((await ok('GET', '/weather/prediction')).subdivisions).toHaveLength(3);
    });
  });

  describe('yield', () => {
    /** Production and area by year of a district, all seasons summed, from the test file itself. */
    function expectedSeries(state: string, district: string) {
      const byYear = new Map<number, { production: number; area: number | null }>();
      for (const line of cropSubset('Soyabean').toString('utf8').split(/\r?\n/).slice(1)) {
        const [s, d, year, , , area, production] = line.split(',');
        if (s !== state || d !== district || !production) continue;
        const sum = byYear.get(Number(year));
        byYear.set(Number(year), {
          production: (sum?.production ?? 0) + Number(production),
          area: area === '' || (sum && sum.area === null) ? null : (sum?.area ?? 0) + Number(area),
        });
      }
      return [...byYear]
        .sort((a, b) => a[0] - b[0])
        .map(([Crop_Year, { production, area }]) => ({
          Crop_Year,
          Production: production,
          Area: area,
          Yield: area ? Number((production / area).toFixed(3)) : null,
        }));
    }

    it('GET /get/yield/crops lists the crops with production figures', async () => {
      expect(await ok('GET', '/get/yield/crops')).toEqual({ status: 'success', crops: ['Soyabean'] });
    });

    it('the states of a crop, then the districts of a state, sorted; names match without regard to case', async () => {
      const states = (await ok('POST', '/get/soyabean/yield/prediction/state', { Crop: 'soyabean' })).crop_type_state_data;
      expect(states).toContain('Madhya Pradesh');
      expect(states).toEqual([...states].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      const districts = (await ok('POST', '/get/soyabean/yield/prediction/state/district', { Crop: 'Soyabean', State: 'MADHYA  PRADESH' }))
        .crop_type_district_data;
      expect(districts).toContain('INDORE');
      expect(districts.length).toBeGreaterThan(20);
    });

    it('refuses an unknown crop, state or district with the allowed values', async () => {
      const crop = expectError(await call('POST', '/get/soyabean/yield/prediction/state', { Crop: 'Banana' }), 400, 'VALIDATION_FAILED');
      expect(crop).toBe('Unknown crop "Banana". Allowed values: Soyabean.');
      const state = expectError(
        await call('POST', '/get/soyabean/yield/prediction/state/district', { Crop: 'Soyabean', State: 'Goa' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(state).toMatch(/^Unknown state for Soyabean "Goa"\. Allowed values: .*Madhya Pradesh/);
      const district = expectError(
        await call('POST', '/get/soyabean/yield/prediction', { Crop: 'Soyabean', State: 'Madhya Pradesh', District: 'PUNE' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(district).toMatch(/^Unknown district of Madhya Pradesh for Soyabean "PUNE"\. Allowed values: .*INDORE/);
      expectError(
        await call('POST', '/get/soyabean/yield/prediction', { Crop: 'Soyabean', State: 'Madhya Pradesh' }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('POST /get/soyabean/yield/prediction: production by year (seasons summed) and the next 5 years with their band', async () => {
      const body = await ok('POST', '/get/soyabean/yield/prediction', { Crop: 'Soyabean', State: 'Madhya Pradesh', District: 'indore' });
      expect(body.historical_data).toEqual(expectedSeries('Madhya Pradesh', 'INDORE'));
      expect(body.historical_data[0]).toMatchObject({ Crop_Year: 1997, Production: 244700 });
      // The default method: the last area sown times the yield per hectare of the last 3 years.
      const recent = body.historical_data.slice(-3);
      const lastArea = body.historical_data.at(-1).Area;
      const perHa =
        recent.reduce((a: number, p: { Production: number }) => a + p.Production, 0) /
        recent.reduce((a: number, p: { Area: number }) => a + p.Area, 0);
      expect(body.model).toMatchObject({ method: 'yield_per_ha', basis: { area: lastArea, yield_per_ha: expect.closeTo(perHa, 3) } });
      expect(body.future_data[0].Production).toBeCloseTo(lastArea * perHa, 1);
      const last = body.historical_data.at(-1).Crop_Year;
      expect(body.future_data.map((p: { Crop_Year: number }) => p.Crop_Year)).toEqual([1, 2, 3, 4, 5].map((k) => last + k));
      for (const p of body.future_data) {
        expect(p.lower).toBeLessThanOrEqual(p.Production);
        expect(p.Production).toBeLessThanOrEqual(p.upper);
        expect(p.lower).toBeGreaterThanOrEqual(0);
      }
      expect(body.model).toMatchObject({ method: expect.any(String), interval: 0.8, backtest: { years: expect.any(Number) } });

      // A district with several seasons in one year: they are summed.
      const lines = cropSubset('Soyabean').toString('utf8').split(/\r?\n/).slice(1);
      const keys = lines.map((l) => l.split(',').slice(0, 3).join(','));
      const repeated = keys.find((k, i) => k && keys.indexOf(k) !== i && lines[i]!.split(',')[6]);
      expect(repeated).toBeDefined();
      const [state, district] = repeated!.split(',') as [string, string];
      const summed = await ok('POST', '/get/soyabean/yield/prediction', { Crop: 'Soyabean', State: state, District: district });
      expect(summed.historical_data).toEqual(expectedSeries(state, district));
    });
  });
});

describe('OpenAPI', () => {
  it('documents every forecast and dataset endpoint with who may call it', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { description?: string; responses: Record<string, unknown> }>>;
    const routes = [
      ...ENDPOINTS.map(([method, url]) => [method.toLowerCase(), url] as const),
      ['get', '/api/v1/datasets'],
      ['post', '/api/v1/datasets/{kind}/import'],
    ] as const;
    for (const [method, url] of routes) {
      const op = paths[url]?.[method];
      expect(op, `${method} ${url}`).toBeDefined();
      expect(op!.description).toContain('Access: superAdmin, Admin');
    }
    expect(Object.keys(paths['/api/v1/datasets/{kind}/import']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '413', '422']),
    );
  });
});
