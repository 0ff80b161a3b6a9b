import { useEffect, useState, type ReactNode } from 'react';

export const MASONRY_TRANSITION_S = 0.6;
export const MASONRY_STAGGER_MS = 30;

interface MasonryGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label?: string;
}

/**
 * CSS-columns masonry: column order follows the writing direction, so RTL mirrors for free. Items fade in
 * with a staggered delay; prefers-reduced-motion turns the animation off in CSS.
 */
export function MasonryGrid<T>({ items, getKey, renderItem, label }: MasonryGridProps<T>) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // One frame later, so the browser paints the hidden state and the transition actually runs.
    const frame = window.requestAnimationFrame(() => setShown(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <ul className="masonry" aria-label={label}>
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          className="masonry-item"
          data-shown={shown}
          style={{ transitionDelay: `${index * MASONRY_STAGGER_MS}ms` }}
        >
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
