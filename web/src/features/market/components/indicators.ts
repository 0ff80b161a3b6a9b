import type { Fact } from '@contracts/market.ts';

export interface ChartDatum {
  id: string;
  label: string;
  value: number;
  period?: string;
}

/** Indicators share a chart only when they share a unit: a % and a SAR billion on one axis would mislead. */
export function chartGroups(items: readonly Fact[]): { unit: string; data: ChartDatum[] }[] {
  const groups = new Map<string, ChartDatum[]>();
  for (const item of items) {
    if (item.value === undefined) continue;
    const unit = item.unit ?? '';
    const data = groups.get(unit) ?? [];
    data.push({ id: item.id, label: item.title, value: item.value, ...(item.period ? { period: item.period } : {}) });
    groups.set(unit, data);
  }
  return [...groups].map(([unit, data]) => ({ unit, data }));
}
