// The process entry. Node keeps the compiled code of every module on disk between starts (its compile
// cache, in NODE_COMPILE_CACHE or the system's temporary directory), so a restart skips most of the
// type stripping and compiling of the server's modules (docs/BENCHMARKS.md, cold start). It must be
// on before the first of them loads, hence the dynamic import.
// This one file is JavaScript: Node strips the entry's types before the cache is on, and stripping
// loads its TypeScript parser (about 90 ms of every start) for a file with no types.
import { enableCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';

// V8 may decide, from objects that lived long during start-up (catch-up, the search index), to allocate
// what the same code makes later straight into the old generation. Per-request objects made there keep
// their young children alive through every scavenge until a full collection: in 7 of 10 measured server
// runs under /api/users/me load, each scavenge then took 13-18 ms instead of 0.4 (docs/BENCHMARKS.md, seventh session).
setFlagsFromString('--no-allocation-site-pretenuring');
enableCompileCache();
await import('./start.ts');
