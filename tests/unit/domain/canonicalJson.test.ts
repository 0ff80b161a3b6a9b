import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../domain/shared/canonicalJson.ts';

describe('canonicalJson', () => {
  it('gives the same text whatever order the keys came in, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [2, { y: 2, z: 1 }] }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('orders keys by code unit, not by locale (upper case before lower)', () => {
    expect(canonicalJson({ a: 1, Z: 2 })).toBe('{"Z":2,"a":1}');
  });

  it('drops undefined members as JSON does, and writes a missing value as null', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('keeps array order, which carries meaning', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });
});
