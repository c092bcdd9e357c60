import { appRouter } from './app-router.js';
import type { Meta } from './trpc.js';

/** Every procedure's dotted path with its metadata. */
export function procedureMetas(): Array<[path: string, meta: Meta | undefined]> {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>;
  return Object.entries(procedures).map(([path, proc]) => [path, proc._def.meta]);
}
