import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks } from './compileHints';

describe('compile hints (issue 43)', () => {
  it('starts every chunk with the hint and moves its source map down a line, in the chunk and in the written map', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' };
    const bundle = {
      'assets/a-1.js': { type: 'chunk' as const, code: 'const __vite__mapDeps=1;\nf()', map: { ...map } },
      'assets/a-1.js.map': { type: 'asset' as const, source: JSON.stringify(map) },
      'assets/b-2.js': { type: 'chunk' as const, code: 'g()', map: null },
      'assets/c-3.css': { type: 'asset' as const, source: 'p{}' },
    };
    hintChunks(bundle);
    expect(bundle['assets/a-1.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nf()`);
    expect(bundle['assets/a-1.js'].map.mappings).toBe(';AAAA,CAAC;AACA');
    expect(JSON.parse(bundle['assets/a-1.js.map'].source)).toEqual({ ...map, mappings: ';AAAA,CAAC;AACA' });
    expect(bundle['assets/b-2.js'].code).toBe(`${COMPILE_HINT}\ng()`);
    expect(bundle['assets/c-3.css'].source).toBe('p{}');
    // Once only, whichever build step calls it again.
    hintChunks(bundle);
    expect(bundle['assets/b-2.js'].code).toBe(`${COMPILE_HINT}\ng()`);
  });
});
