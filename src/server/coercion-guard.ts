import type { AnyRouter } from '@trpc/server';

/**
 * trpc-to-openapi switches `coerce` on for every number/boolean in an input schema the first time
 * a REST request reaches it. The schema objects are shared with the tRPC path, so `true` would
 * silently become `1` for every caller afterwards. JSON bodies need no coercion, so we pin
 * `coerce` to its declared value on every input schema; query parameters that should be coerced
 * say so explicitly with `z.coerce`.
 */
export function guardInputCoercion(router: AnyRouter): void {
  const procedures = router._def.procedures as Record<string, { _def: { inputs: unknown[] } }>;
  const seen = new Set<unknown>();
  for (const proc of Object.values(procedures)) for (const input of proc._def.inputs ?? []) pin(input, seen);
}

function pin(schema: unknown, seen: Set<unknown>): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return;
  if (['number', 'boolean', 'bigint', 'date'].includes(def.type as string)) {
    // Already pinned by an earlier server in this process (schemas are module singletons).
    if (Object.getOwnPropertyDescriptor(def, 'coerce')?.get) return;
    const declared = Boolean(def.coerce);
    Object.defineProperty(def, 'coerce', { get: () => declared, set: () => {}, configurable: false, enumerable: true });
    return;
  }
  for (const key of ['innerType', 'element', 'in', 'out', 'left', 'right', 'valueType', 'keyType']) pin(def[key], seen);
  if (Array.isArray(def.options)) for (const o of def.options) pin(o, seen);
  if (Array.isArray(def.items)) for (const o of def.items) pin(o, seen);
  const shape = def.shape as Record<string, unknown> | undefined;
  if (shape) for (const v of Object.values(shape)) pin(v, seen);
  if (typeof def.getter === 'function') pin((def.getter as () => unknown)(), seen);
}
