import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { Header } from './Header.tsx';
import { chooseFold } from './header-fit.ts';

describe('header fold (issue 17)', () => {
  const widths = { logo: 120, nav: 700, right: 300, button: 40 };

  it('keeps everything on the bar while it fits, then folds the navigation, then the account links', () => {
    // 120 + 700 + 300 + two 16 px gaps + 4 px of slack = 1156
    expect(chooseFold(widths, 1156, 16)).toBe('none');
    expect(chooseFold(widths, 1155, 16)).toBe('nav');
    // 120 + 300 + 40 + two gaps + slack = 496
    expect(chooseFold(widths, 496, 16)).toBe('nav');
    expect(chooseFold(widths, 495, 16)).toBe('all');
  });
});

describe('header menu', () => {
  it('opens with aria-expanded, moves focus into the menu, and Escape closes it and returns focus', async () => {
    await renderInApp(<Header />, { path: '/about' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent('Expert chat');
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('site-menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('works right to left too', async () => {
    await renderInApp(<Header />, { path: '/about', language: 'ar' });
    const button = screen.getByRole('button', { name: 'افتح القائمة' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'أغلق القائمة' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
  });
});
