// Keeps zod (≈ 26 KB gz) and the contracts' schemas off the app's first screens (issue 24). The app
// uses the contracts for routes and constants; it reads no schema except to check answers in
// development and test builds (lib/api.ts loads the full catalogue for that, on first use).
// Types still come from the real files: `tsc` never sees these rewrites.
import { type EndpointGroup, endpoints } from '@agrim/contracts';
import ts from 'typescript';
import type { Plugin } from 'vite';

const PREFIX = '\0agrim-routes:';
const GROUP_IMPORT = /^@agrim\/contracts\/endpoints\/(\w+)$/;

/** The fields a client needs to call an entry; the schemas and access rules stay on the server's side. */
export function routesOf(group: EndpointGroup): Record<string, object> {
  return Object.fromEntries(
    Object.entries(group).map(([name, e]) => [name, { method: e.method, path: e.path, consumes: e.consumes, produces: e.produces }]),
  );
}

/**
 * Each `@agrim/contracts/endpoints/<group>` the app imports becomes the group's routes alone,
 * generated from the real catalogue at build time: a screen that calls one entry imports its group,
 * and the entries hold every request and answer schema.
 */
function routesOnlyCatalogue(): Plugin {
  const groups = endpoints as unknown as Record<string, EndpointGroup>;
  return {
    name: 'agrim-routes-only-catalogue',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      const group = GROUP_IMPORT.exec(id)?.[1];
      // Only the app's own imports: the full catalogue (endpoints/index) keeps its real groups.
      if (!group || !(group in groups) || !importer || importer.includes('/packages/contracts/')) return null;
      return PREFIX + group;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const group = id.slice(PREFIX.length);
      return `export const ${group} = ${JSON.stringify(routesOf(groups[group]!))};\n`;
    },
  };
}

const CONTRACT_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * Where `@__PURE__` goes in a contracts module: the start of every call evaluated by a top-level
 * `const` (not those inside a function it defines): `z.object(…).meta(…)`, the `z.string()` in its
 * fields, `dataQuerySchema.extend(…)`, helpers such as `metric('ph')`.
 */
export function pureCallStarts(code: string): number[] {
  const file = ts.createSourceFile('module.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const starts = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node)) starts.add(node.getStart(file));
    node.forEachChild(visit);
  };
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((d) => d.initializer && visit(d.initializer));
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * Marks the contracts' schema building pure, so that a module the app imports for a constant does
 * not bring its unused schemas, and zod with them. Building a schema has one side effect, the
 * `.meta()` registry, which only the server's OpenAPI document reads. (Rolldown's
 * `manualPureFunctions: ['z']` does this in a plain build but not through Vite, which has already
 * turned `z.object` into a direct import by then.)
 */
function pureSchemas(): Plugin {
  return {
    name: 'agrim-pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      let out = '';
      let from = 0;
      for (const at of pureCallStarts(code)) {
        out += code.slice(from, at) + '/* @__PURE__ */ ';
        from = at;
      }
      return { code: out + code.slice(from), map: null };
    },
  };
}

export function schemaFreeApp(): Plugin[] {
  return [routesOnlyCatalogue(), pureSchemas()];
}
