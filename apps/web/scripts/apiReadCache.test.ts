import { describe, expect, it } from 'vitest';
import { keptApiRead } from './apiReadCache';

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
