import { Outlet } from 'react-router-dom';

/** The "none" layout: full-screen pages such as the video consultation room. */
export function BareLayout() {
  return (
    <main id="main" tabIndex={-1} className="min-h-screen">
      <Outlet />
    </main>
  );
}
