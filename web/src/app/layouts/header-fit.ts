import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How much of the header folds into the menu: nothing, the main navigation, or the navigation and the
 * account links. null until measured (the server's HTML and browsers without ResizeObserver), when the
 * CSS breakpoints decide instead.
 */
export type HeaderFold = 'none' | 'nav' | 'all';

/** Widths (px) of the header's parts laid out on one line each, as the hidden measuring copy shows them. */
export type HeaderWidths = { logo: number; nav: number; right: number; button: number };

// Sub-pixel text widths differ between the copy and the bar by rounding: a few pixels of slack keep an
// item from wrapping by a hair.
const SLACK_PX = 4;

/** The first fold under which the row fits in `available` px, with `gap` px between its parts. */
export function chooseFold(widths: HeaderWidths, available: number, gap: number): HeaderFold {
  const fits = (...parts: number[]) => parts.reduce((sum, part) => sum + part, 0) + gap * (parts.length - 1) + SLACK_PX <= available;
  if (fits(widths.logo, widths.nav, widths.right)) return 'none';
  if (fits(widths.logo, widths.right, widths.button)) return 'nav';
  return 'all';
}

const width = (root: HTMLElement, part: keyof HeaderWidths) => root.querySelector(`[data-part="${part}"]`)?.getBoundingClientRect().width ?? 0;

/**
 * Issue 17: labels differ threefold in length between languages (German and French overflowed at
 * 1280 px), so no breakpoint fits them all. The header measures a hidden one-line copy of its parts
 * and folds before anything would wrap or leave the screen; it measures again when the bar's width
 * or the copy's content (language, sign-in, fonts) changes.
 */
export function useHeaderFold(row: RefObject<HTMLElement | null>, copy: RefObject<HTMLElement | null>, enabled: boolean): HeaderFold | null {
  const [fold, setFold] = useState<HeaderFold | null>(null);
  useLayoutEffect(() => {
    const bar = row.current;
    const parts = copy.current;
    if (!enabled || !bar || !parts) return;
    const measure = () => {
      const style = getComputedStyle(bar);
      const available = bar.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const widths = {
        logo: width(parts, 'logo'),
        nav: width(parts, 'nav'),
        right: width(parts, 'right'),
        button: width(parts, 'button'),
      };
      setFold(chooseFold(widths, available, parseFloat(style.columnGap) || 0));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    observer.observe(parts);
    return () => observer.disconnect();
  }, [row, copy, enabled]);
  return fold;
}
