// Imports from a lower server folder to a higher one (docs/ARCHITECTURE.md: "folders import downwards only":
// db, lib, config.ts ← http, work, cluster ← auth, audit, access ← resource folders (sms among them since its
// one-time-code routes) ← app.ts/main.ts).
// Counts every import statement (type-only ones too) of a non-test file; prints each and the total, and
// fails (exit 1) on any: `npm run lint` runs it, apps/server/test/layers.test.ts tests it (issue 42: 14
// before the record checks moved, 8 after, 0 since pdfWorker.ts became an entry point and http and
// cluster declare what they need of auth and the bus).
// `node apps/server/scripts/layers.mjs [root]`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
const root = path.resolve(process.argv[2] ?? 'apps/server/src');
const level = {
  db: 0,
  lib: 0,
  http: 1,
  work: 1,
  cluster: 1,
  auth: 2,
  audit: 2,
  access: 2,
  'app.ts': 4,
  // buildApp's parts (services wiring, HTTP plugins, routes, background work, the web app).
  app: 4,
  'main.ts': 4,
  // The PDF worker thread's entry point: it wires the reports' and soil tests' renderers.
  'pdfWorker.ts': 4,
  'config.ts': 0,
};
const levelOf = (folder) => level[folder] ?? 3;
const files = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = path.join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.ts$/.test(n) && !/\.test\.ts$/.test(n)) files.push(p);
  }
};
walk(root);
let wrong = 0;
for (const f of files) {
  const from = path.relative(root, f).split(path.sep)[0];
  const text = readFileSync(f, 'utf8');
  for (const m of text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)) {
    const target = path
      .relative(root, path.resolve(path.dirname(f), m[1]))
      .split(path.sep)[0]
      .replace(/\.js$/, '.ts');
    if (target === from || target.startsWith('..')) continue;
    if (levelOf(target) > levelOf(from)) {
      wrong++;
      console.log(`${path.relative(root, f)} → ${m[1]}`);
    }
  }
}
console.log(`wrong-way imports: ${wrong}`);
if (wrong > 0) process.exitCode = 1;
