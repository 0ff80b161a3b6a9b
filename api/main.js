// The process entry. Node keeps the compiled code of every module on disk between starts (its compile
// cache, in NODE_COMPILE_CACHE or the system's temporary directory), so a restart skips most of the
// type stripping and compiling of the server's modules (docs/BENCHMARKS.md, cold start). It must be
// on before the first of them loads, hence the dynamic import.
// This one file is JavaScript: Node strips the entry's types before the cache is on, and stripping
// loads its TypeScript parser (about 90 ms of every start) for a file with no types.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start.ts');
