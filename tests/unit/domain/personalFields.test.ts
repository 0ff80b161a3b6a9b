import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { declaredEventTypes } from '../../../domain/events.ts';
import { eventDefinition } from '../../../domain/shared/eventSchema.ts';
import { COPIED_SEALED_FIELDS, MACHINE_VALUE, NOT_PERSONAL, SEALED_FIELDS, mapPersonalFields } from '../../../domain/shared/personalFields.ts';

/** Every text leaf of a schema as a path (`*` for array elements and record values); enums are not free text. */
function textPaths(schema: z.ZodType, path: string[] = []): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => textPaths(value, [...path, key]));
    case 'array':
      return textPaths(def.element as z.ZodType, [...path, '*']);
    case 'record':
      return textPaths(def.valueType as z.ZodType, [...path, '*']);
    case 'nullable':
    case 'optional':
      return textPaths(def.innerType as z.ZodType, path);
    case 'string':
    // Anything may be under an unknown: it is classified like a text field.
    case 'unknown':
      return [path.join('.')];
    case 'enum':
    case 'number':
    case 'boolean':
    case 'literal':
      return [];
    default:
      // A kind of schema this walk does not know could hide text: decide it here first.
      throw new Error(`personalFields.test cannot walk a zod ${def.type} at ${path.join('.')}`);
  }
}

const types = declaredEventTypes().sort();
const lastName = (path: string) => path.split('.').filter((s) => s !== '*').at(-1) ?? '';
/** A NOT_PERSONAL entry names the event, the field, or a field above it. */
const notPersonal = (type: string, path: string) =>
  NOT_PERSONAL[type] !== undefined || Object.keys(NOT_PERSONAL).some((key) => `${type}.${path}` === key || `${type}.${path}`.startsWith(`${key}.`));

describe('every text field of every event is sealed or known not to be personal', () => {
  it('walks all event schemas and finds no unclassified text field', () => {
    expect(types.length).toBeGreaterThan(90);
    const unclassified: string[] = [];
    for (const type of types) {
      for (const path of textPaths(eventDefinition(type)!.schema)) {
        const classified =
          SEALED_FIELDS[type]?.includes(path) ||
          COPIED_SEALED_FIELDS[type]?.includes(path) ||
          notPersonal(type, path) ||
          MACHINE_VALUE.test(lastName(path));
        if (!classified) unclassified.push(`${type}.${path}`);
      }
    }
    expect(unclassified, 'seal these fields (SEALED_FIELDS) or say in NOT_PERSONAL why they are not personal').toEqual([]);
  });

  it('names only text fields that exist, so the lists cannot go stale', () => {
    const stale: string[] = [];
    const known = new Set(types.flatMap((type) => textPaths(eventDefinition(type)!.schema).map((p) => `${type}.${p}`)));
    for (const table of [SEALED_FIELDS, COPIED_SEALED_FIELDS]) {
      for (const [type, paths] of Object.entries(table)) for (const path of paths) if (!known.has(`${type}.${path}`)) stale.push(`${type}.${path}`);
    }
    for (const key of Object.keys(NOT_PERSONAL)) if (!types.includes(key) && ![...known].some((k) => k === key || k.startsWith(`${key}.`))) stale.push(key);
    expect(stale).toEqual([]);
  });

  it('never lets a sealed field pass as not personal', () => {
    const both = Object.entries(SEALED_FIELDS).flatMap(([type, paths]) =>
      paths.filter((p) => notPersonal(type, p) || MACHINE_VALUE.test(lastName(p))).map((p) => `${type}.${p}`),
    );
    expect(both).toEqual([]);
  });

  it('maps every sealed path, through arrays and records, and leaves other fields alone', () => {
    const event = {
      type: 'BookingConfirmed',
      data: { bookingId: 'b', answers: { q1: 'my plan', q2: 'my budget' }, notes: null, expertName: 'pii1.e.x', topic: 'tax' },
    };
    expect(mapPersonalFields(event, (v) => `<${v}>`).data).toEqual({ ...event.data, answers: { q1: '<my plan>', q2: '<my budget>' } });
    const profile = { type: 'BusinessProfileUpdated', data: { userId: 'u', changes: { goals: ['a', 'b'], country: 'SA' } } };
    expect(mapPersonalFields(profile, (v) => v.toUpperCase()).data.changes).toEqual({ goals: ['A', 'B'], country: 'SA' });
  });
});
