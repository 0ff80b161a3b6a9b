import type { ReactNode } from 'react';

/** The frame of every sign-in page: one h1 (focused after navigation), an intro, the form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 tabIndex={-1} data-page-heading className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6 space-y-5">{children}</div>
    </section>
  );
}
