import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A package that few requests need, loaded at its first use instead of at every start (docs/DECISIONS.md,
 * "Restart in under 1.5 s"). `require` loads it synchronously, so a synchronous caller stays synchronous;
 * the type comes from `typeof import('<package>')`, which is erased. The first caller pays the load once.
 */
export function atFirstUse<T>(id: string): () => T {
  let module: T | undefined;
  return () => (module ??= load(id) as T);
}
