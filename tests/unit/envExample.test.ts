import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// The variables the config schema reads: its top-level keys (infra/config.ts, four-space indent).
const configKeys = [...read('infra/config.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? '');

describe('.env.example', () => {
  const lines = read('.env.example').split('\n');

  it('names every variable the config reads', () => {
    expect(configKeys.length).toBeGreaterThan(10);
    const named = (key: string) => lines.some((line) => new RegExp(`^#? ?${key}=`).test(line));
    expect(configKeys.filter((key) => !named(key))).toEqual([]);
  });

  it('gives each variable a comment of its own on the line above (commented-out alternatives may sit between)', () => {
    const uncommented = lines.flatMap((line, i) => {
      const key = /^([A-Z][A-Z0-9_]+)=/.exec(line)?.[1];
      if (!key) return [];
      // Walk up over commented-out alternatives (`# KEY=…`) that share the comment above them.
      let j = i - 1;
      while (j >= 0 && /^# ?[A-Z][A-Z0-9_]+=/.test(lines[j] ?? '')) j -= 1;
      return (lines[j] ?? '').startsWith('# ') ? [] : [key];
    });
    expect(uncommented).toEqual([]);
  });
});
