import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDatum } from './indicators.ts';

/** recharts, in its own chunk (IndicatorCharts loads it lazily); the figures' table sits beside it for screen readers. */
export default function IndicatorChart({ data, unit }: { data: readonly ChartDatum[]; unit: string }) {
  return (
    // Numbers read left to right in every language; in an RTL page the axis labels would otherwise sit on the axis.
    <div aria-hidden="true" className="h-64 w-full" data-testid="indicator-chart" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={[...data]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" hide />
          <YAxis unit={unit.length <= 3 ? unit : undefined} width={60} />
          <Tooltip />
          <Bar dataKey="value" fill="#0f766e" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
