import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpointKey, type EndpointSpec, fillPath, queryString, urlOf } from '../endpoint.js';
import { endpoints } from './index.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ENTRIES = Object.entries(endpoints).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, EndpointSpec>).map(([name, e]) => ({ group, name, e })),
);

/** Every non-test TypeScript source of the apps and packages (tests name paths on purpose: they pin the contract). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return ['node_modules', 'dist', 'test', 'models'].includes(d.name) ? [] : sources(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** The path as code or prose writes it: literally, or with `${…}` where a parameter goes, and not as part of a longer path. */
function pathPattern(p: string): RegExp {
  const body = p
    .split(/(:[A-Za-z_]+)/)
    .map((part) => (part.startsWith(':') ? '(?::[A-Za-z_]+|\\$\\{[^}]+\\})' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`(?<![\\w/.$-])${body}(?![\\w/.-])`);
}

describe('the endpoint catalogue', () => {
  it('declares each method and path once', () => {
    const keys = ENTRIES.map(({ e }) => endpointKey(e));
    expect(keys.length).toBeGreaterThan(100);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has each group's handlers in the server folder of the same name", () => {
    for (const group of Object.keys(endpoints)) {
      const routes = path.join(ROOT, 'apps/server/src', group, 'routes.ts');
      expect(existsSync(routes), routes).toBe(true);
      expect(readFileSync(routes, 'utf8'), routes).toContain(`endpoints.${group}`);
    }
  });

  // A newcomer finds a group's entries and schemas by its name alone (issue 42 item 5).
  it('declares each group in endpoints/<group>.ts, with its schemas in <group>.ts', () => {
    const misplaced = Object.keys(endpoints).flatMap((group) => {
      const entries = path.join(ROOT, 'packages/contracts/src/endpoints', `${group}.ts`);
      const schemas = path.join(ROOT, 'packages/contracts/src', `${group}.ts`);
      return [
        ...(existsSync(entries) && readFileSync(entries, 'utf8').includes(`export const ${group} = {`) ? [] : [`${group}: no ${entries}`]),
        ...(existsSync(schemas) ? [] : [`${group}: no ${schemas}`]),
      ];
    });
    expect(misplaced).toEqual([]);
  });

  it('is the one source file that names each endpoint path', () => {
    const files = [...sources(path.join(ROOT, 'apps')), ...sources(path.join(ROOT, 'packages'))].map((file) => ({
      file: path.relative(ROOT, file),
      text: readFileSync(file, 'utf8'),
    }));
    const elsewhere = ENTRIES.flatMap(({ group, e }) => {
      const pattern = pathPattern(e.path);
      const own = `packages/contracts/src/endpoints/${group}.ts`;
      return files.filter((f) => f.file !== own && pattern.test(f.text)).map((f) => `${endpointKey(e)} in ${f.file}`);
    });
    expect(elsewhere).toEqual([]);
  });
});

describe('URLs of catalogue entries', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('/api/files/:container/:name', { container: 'a b', name: 'x/y.png' })).toBe('/api/files/a%20b/x%2Fy.png');
    expect(() => fillPath('/api/v1/soil_test/:id', {})).toThrow(/missing path parameter id/);
  });

  it('leaves out empty query values and repeats arrays', () => {
    expect(queryString({ a: 1, b: undefined, c: '', d: ['x', 'y'], e: null })).toBe('?a=1&d=x&d=y');
    expect(queryString({})).toBe('');
  });

  it('joins both', () => {
    const e = { method: 'GET', path: '/x/:id' } as EndpointSpec;
    expect(urlOf(e, { params: { id: 7 }, query: { page: 2 } })).toBe('/x/7?page=2');
  });

  it('matches a path written with a template parameter, and not a longer path', () => {
    const p = pathPattern('/api/v1/soil_test/:id/probe');
    expect(p.test('`/api/v1/soil_test/${id}/probe`')).toBe(true);
    expect(p.test("'/api/v1/soil_test/:id/probe'")).toBe(true);
    expect(pathPattern('/agri/data').test("'/agri/data.csv'")).toBe(false);
    expect(pathPattern('/agri/data').test('GET /agri/data?from=1')).toBe(true);
  });
});
