/**
 * The endpoints to fuzz, read from the OpenAPI document the running server generates from its zod
 * schemas, so a route added anywhere is fuzzed without touching the fuzz test. Test support only.
 */
import { type AccessRule, ruleFor } from '../src/access/policy.js';

export type JsonSchema = Record<string, unknown>;

export interface FuzzRoute {
  method: string;
  /** Fastify-style path with `:param` placeholders. */
  url: string;
  params: JsonSchema | null;
  query: JsonSchema | null;
  /** The JSON body schema; null when the route takes no JSON body (none, or multipart). */
  body: JsonSchema | null;
  rule: AccessRule;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Inlines every `$ref` (the request schemas are small and not recursive; a cycle stops at depth 20). */
function deref(node: unknown, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => deref(n, components, depth));
  if (!node || typeof node !== 'object') return node;
  const obj = node as JsonSchema;
  if (typeof obj.$ref === 'string') {
    if (depth > 20) return {};
    const target = components[obj.$ref.replace('#/components/schemas/', '')];
    return deref(target ?? {}, components, depth + 1);
  }
  const out = Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(v, components, depth)]));
  // An array validated item by item in the handler documents its items as "see <Schema>": use that schema.
  const named = typeof obj.description === 'string' ? /see (\w+)/.exec(obj.description)?.[1] : undefined;
  const items = obj.items as JsonSchema | undefined;
  if (named && components[named] && items && Object.keys(items).length === 0) out.items = deref(components[named], components, depth + 1);
  return out;
}

function paramsObject(params: OpenApiParameter[], where: string): JsonSchema | null {
  const own = params.filter((p) => p.in === where);
  if (own.length === 0) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(own.map((p) => [p.name, p.schema ?? {}])),
    required: own.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

export function fuzzRoutes(spec: unknown): FuzzRoute[] {
  const doc = spec as OpenApiDocument;
  const components = doc.components?.schemas ?? {};
  const routes: FuzzRoute[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths ?? {})) {
    const url = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, raw] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const rule = ruleFor(upper, url);
      if (!rule) throw new Error(`${upper} ${url} is in the OpenAPI document but has no access policy`);
      const op = deref(raw, components) as OpenApiOperation;
      const params = op.parameters ?? [];
      routes.push({
        method: upper,
        url,
        params: paramsObject(params, 'path'),
        query: paramsObject(params, 'query'),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        rule,
      });
    }
  }
  return routes;
}

/** A stable number per route, so adding a route does not change the cases of the others. */
export function routeSeed(base: number, route: Pick<FuzzRoute, 'method' | 'url'>): number {
  let h = base | 0;
  for (const ch of `${route.method} ${route.url}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}
