import type { ReactNode } from 'react';

/** The page's h1. tabIndex -1 lets RouteEffects move focus here after navigation for screen readers. */
export function PageHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <header className="mb-10 max-w-3xl">
      <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {children}
      </h1>
      {intro && <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p>}
    </header>
  );
}
