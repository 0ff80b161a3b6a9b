import type { ReactNode } from 'react';

/** The market forms' submit button, across the form's grid; disabled while the request runs. */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="sm:col-span-2">
      <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
        {children}
      </button>
    </div>
  );
}
