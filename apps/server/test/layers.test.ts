import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, '../scripts/layers.mjs');
const run = (root: string) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

const trees: string[] = [];
/** A source tree of `files` (path → text) in a temporary folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'agrim-layers-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterAll(() => trees.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('server layers (issue 42)', () => {
  it('fails on an import from a lower folder to a higher one, naming it', () => {
    const out = run(
      tree({
        'http/stream.ts': "import type { Caller } from '../auth/tokens.js';\nexport type X = Caller;\n",
        'auth/tokens.ts': 'export interface Caller { userId: string }\n',
      }),
    );
    expect(out.status).toBe(1);
    expect(out.stdout).toContain('http/stream.ts → ../auth/tokens.js');
    expect(out.stdout).toContain('wrong-way imports: 1');
  });

  it('passes imports that go down, and test files', () => {
    const out = run(
      tree({
        'auth/tokens.ts': "import { AppError } from '../http/errors.js';\nexport const e = AppError;\n",
        'http/errors.ts': 'export class AppError {}\n',
        'http/errors.test.ts': "import { e } from '../auth/tokens.js';\nexport const t = e;\n",
        'app.ts': "import { e } from './auth/tokens.js';\nexport const a = e;\n",
      }),
    );
    expect(out.stdout).toContain('wrong-way imports: 0');
    expect(out.status).toBe(0);
  });

  it('finds none in the server', () => {
    const out = run(path.join(import.meta.dirname, '../src'));
    expect(out.stdout).toBe('wrong-way imports: 0\n');
    expect(out.status).toBe(0);
  });
});
