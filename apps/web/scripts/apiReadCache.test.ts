import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptApiRead, newestKeptAnswer } from './apiReadCache';

const read = (pathname: string, accept = 'application/json', method = 'GET') => ({
  request: new Request(`https://agrim.test${pathname}`, { method, headers: { accept } }),
  url: new URL(`https://agrim.test${pathname}`),
  sameOrigin: true,
});

// As the service worker has it: the source alone, with nothing from this module.
const inWorker = new Function(`return (${keptApiRead.toString()})`)() as typeof keptApiRead;

describe('the service worker’s kept API reads (issue 38)', () => {
  for (const [name, kept] of [
    ['as written', keptApiRead],
    ['copied into the worker', inWorker],
  ] as const) {
    it(`${name}: keeps the farmer's offline screens, never the staff lists, audit log, page views or sign-in settings`, () => {
      for (const path of [
        '/api/v1/get/user',
        '/api/farms',
        '/api/devices',
        '/agri/latest',
        '/agri/data?deviceId=d1',
        '/api/v1/soil_test',
        '/api/alerts/alarms',
        '/api/alerts/notifications',
        '/get/latest/prompt',
      ])
        expect(kept(read(path)), path).toBe(true);
      for (const path of [
        '/api/users/farmers?page=1',
        '/api/get/user/registered?accounts=all',
        '/api/v1/audit?limit=50',
        '/api/v1/reports/page-views',
        '/api/auth/totp',
      ])
        expect(kept(read(path)), path).toBe(false);
      // Not the JSON client's reads: streams, downloads, writes, other origins.
      expect(kept(read('/api/stream/readings', 'text/event-stream'))).toBe(false);
      expect(kept(read('/api/v1/audit.csv', 'text/csv'))).toBe(false);
      expect(kept(read('/api/farms', 'application/json', 'POST'))).toBe(false);
      expect(kept({ ...read('/api/farms'), sameOrigin: false })).toBe(false);
    });
  }
});

/** The worker's 'agrim-api' cache, as the Cache Storage API shows it: each kept address with its answer's Date and body. */
function keptCache(kept: Array<[url: string, date: string, body: unknown]>) {
  const answers = new Map(kept.map(([url, date, body]) => [url, { date, body }]));
  vi.stubGlobal('caches', {
    has: async (name: string) => name === 'agrim-api',
    open: async () => ({
      keys: async () => kept.map(([url]) => new Request(url)),
      match: async (req: Request) => {
        const a = answers.get(req.url);
        return a && new Response(JSON.stringify(a.body), { headers: { date: a.date, 'content-type': 'application/json' } });
      },
    }),
  });
}

const newestInWorker = new Function(`return (${newestKeptAnswer.toString()})`)() as typeof newestKeptAnswer;

describe('offline, an address never asked for online gets the newest kept answer of the same path and records (issue 39)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const base = 'https://agrim.test/agri/data';
  const monday = 'Mon, 23 Nov 2026 06:00:00 GMT';
  const tuesday = 'Tue, 24 Nov 2026 06:00:00 GMT';
  for (const [name, newest] of [
    ['as written', newestKeptAnswer],
    ['copied into the worker', newestInWorker],
  ] as const) {
    it(`${name}: the charts' next-day range or another width finds the newest answer of the same device, never another device's`, async () => {
      keptCache([
        [`${base}?deviceId=d1&startOffset=2026-11-16&endOffset=2026-11-23&maxPoints=360`, monday, { day: 'monday' }],
        [`${base}?deviceId=d1&startOffset=2026-11-17&endOffset=2026-11-24&maxPoints=360`, tuesday, { day: 'tuesday' }],
        [
          `${base}?deviceId=d2&startOffset=2026-11-18&endOffset=2026-11-25&maxPoints=412`,
          'Wed, 25 Nov 2026 06:00:00 GMT',
          { day: 'other device' },
        ],
      ]);
      const nextDay = await newest({
        request: new Request(`${base}?maxPoints=412&deviceId=d1&startOffset=2026-11-18&endOffset=2026-11-25`),
      });
      expect(await nextDay!.json()).toEqual({ day: 'tuesday' });
      // Said as another address's answer, with that answer's own time.
      expect(nextDay!.headers.get('x-agrim-kept-for')).toBe(
        `${base}?deviceId=d1&startOffset=2026-11-17&endOffset=2026-11-24&maxPoints=360`,
      );
      expect(nextDay!.headers.get('date')).toBe(tuesday);
      // Another device, another path or a write: nothing stands in.
      expect(await newest({ request: new Request(`${base}?deviceId=d3&startOffset=2026-11-18&endOffset=2026-11-25`) })).toBeUndefined();
      expect(await newest({ request: new Request('https://agrim.test/agri/latest/data?deviceId=d1') })).toBeUndefined();
      expect(await newest({ request: new Request(`${base}?deviceId=d1`, { method: 'POST' }) })).toBeUndefined();
    });
  }

  it('without a kept cache (signed out: dropped) there is no answer', async () => {
    vi.stubGlobal('caches', { has: async () => false, open: async () => expect.fail('no cache to open') });
    expect(await newestKeptAnswer({ request: new Request(`${base}?deviceId=d1`) })).toBeUndefined();
  });
});
