// The process entry. Node keeps the compiled code of every module on disk between starts (its compile
// cache, in NODE_COMPILE_CACHE or the system's temporary directory), so a restart skips most of the
// type stripping and compiling of the server's modules (docs/BENCHMARKS.md, cold start). It must be
// on before the first of them loads, hence the dynamic import.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./start.ts');
