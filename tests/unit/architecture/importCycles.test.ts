import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';

// Issue 24: a module that only works because of load order breaks the day someone imports it first.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LAYERS = ['contracts', 'domain', 'commands', 'projections', 'api', 'infra', 'web/src'];
const ALIASES: Record<string, string> = { '@/': join(ROOT, 'web/src/'), '@contracts/': join(ROOT, 'contracts/') };
// Runtime imports and re-exports only: `import type` vanishes when the file is run.
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s+['"]([^'"]+)['"]/gm;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function runtimeImports(file: string): string[] {
  const found: string[] = [];
  for (const [, names, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (/^\{\s*type\s[^,]*\}$/.test(names!.trim())) continue;
    const alias = Object.keys(ALIASES).find((a) => spec!.startsWith(a));
    const target = spec!.startsWith('.') ? resolve(dirname(file), spec!) : alias ? ALIASES[alias]! + spec!.slice(alias.length) : undefined;
    if (target && existsSync(target)) found.push(target);
  }
  return found;
}

/** Strongly connected groups of more than one file (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(relative(ROOT, w));
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('form no runtime cycle in the server or the web app', () => {
    const files = LAYERS.flatMap((layer) => sources(join(ROOT, layer)));
    const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph), 'move the names both sides need into a file that imports neither').toEqual([]);
  });

  it('let each projection module load first, alone, in a fresh process', async () => {
    const run = promisify(execFile);
    // The two command-line entry points run when loaded; everything else is a module.
    const entryPoints = new Set(['rebuild.ts', 'statisticsReplay.ts']);
    const modules = readdirSync(join(ROOT, 'projections')).filter((f) => f.endsWith('.ts') && !entryPoints.has(f));
    expect(modules.length).toBeGreaterThan(20);
    // One process imports one module, so no other import can have loaded its dependencies first.
    const script = 'const [file] = process.argv.slice(1); await import(file);';
    const limit = pLimit(4);
    const failures = await Promise.all(
      modules.map((name) => limit(() => run(process.execPath, ['--input-type=module', '-e', script, join(ROOT, 'projections', name)]).then(() => null, (e: Error) => `${name}: ${e.message}`))),
    );
    expect(failures.filter(Boolean)).toEqual([]);
  }, 60_000);
});
