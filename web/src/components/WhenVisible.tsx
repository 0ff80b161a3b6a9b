import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  children: ReactNode;
  /** Space kept while the content is not loaded, so nothing jumps when it arrives. */
  minHeight: string;
}

/**
 * Renders its (usually lazy) children only once they come within a screen of the viewport. Keeps
 * below-the-fold features, such as the landing page's sign-up form, out of the first load.
 */
export function WhenVisible({ children, minHeight }: WhenVisibleProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The server (issue 12) renders the placeholder too, so the browser hydrates the same markup.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return <div ref={placeholder} style={{ minHeight }} />;
  return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>;
}
