import { endpoints } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { pureCallStarts, routesOf } from './schemaFreeApp';

const marked = (code: string) => pureCallStarts(code).map((at) => code.slice(at, code.indexOf('(', at)));

describe('pureCallStarts', () => {
  it('marks every call a top-level const evaluates: the chain, its fields, derived schemas and helpers', () => {
    const code = [
      "import { z } from 'zod';",
      "export const a = z.object({ n: z.number().int(), s: metric('ph') }).meta({ id: 'A' });",
      'const b = a.extend({ c: z\n  .string() });',
    ].join('\n');
    // One mark where several calls start (`z.number().int()`): it covers the chain.
    expect(marked(code)).toEqual(['z.object', 'z.number', 'metric', 'a.extend', 'z\n  .string']);
  });

  it('leaves calls inside functions and top-level statements alone: they run when called, or for their effect', () => {
    const code = [
      'export const metric = (name: string) => z.number().describe(name);',
      'export function fill(p: string) { return p.replace(/a/g, String(1)); }',
      "register('x');",
    ].join('\n');
    expect(marked(code)).toEqual([]);
  });
});

describe('routesOf', () => {
  it('keeps what a client needs to call an entry, and no schema', () => {
    const routes = routesOf(endpoints.sensors);
    expect(routes.data).toEqual({ method: 'GET', path: '/agri/data' });
    expect(Object.keys(routes)).toEqual(Object.keys(endpoints.sensors));
    // Generated into the build as JSON: a schema would not survive it, and must not be there.
    expect(JSON.parse(JSON.stringify(routesOf(endpoints.datasets)))).toEqual(routesOf(endpoints.datasets));
  });
});
