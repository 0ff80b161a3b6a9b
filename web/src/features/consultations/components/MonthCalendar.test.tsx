import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '@/testing/render.tsx';
import { keyTarget, monthWeeks, weekdayNames } from './calendar-grid.ts';
import { MonthCalendar } from './MonthCalendar.tsx';

/** A calendar on December 2030 (a Sunday the 1st), bookable from the 2nd to 20 January. */
async function renderCalendar(language: 'en' | 'ar' = 'en') {
  const onSelect = vi.fn();
  function Harness() {
    const [month, setMonth] = useState('2030-12');
    return <MonthCalendar month={month} onMonthChange={setMonth} selected="" onSelect={onSelect} min="2030-12-02" max="2031-01-20" free={new Set(['2030-12-03', '2030-12-10'])} />;
  }
  render(
    <I18nextProvider i18n={await testI18n(language)}>
      <Harness />
    </I18nextProvider>,
  );
  return { onSelect, grid: screen.getByRole('grid') };
}
const focusedDay = () => document.activeElement?.getAttribute('data-day');

describe('MonthCalendar', () => {
  it('is a grid with one tab stop on the first free day, free days marked and said, past days not bookable', async () => {
    const { grid, onSelect } = await renderCalendar();
    expect(screen.getByRole('heading', { name: 'December 2030' })).toBeInTheDocument();
    const tabStops = within(grid).getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabStops.map((b) => b.dataset.day)).toEqual(['2030-12-03']);
    expect(within(grid).getByRole('button', { name: 'Tuesday, December 3, 2030: free times' })).toHaveAttribute('data-free', 'true');
    expect(within(grid).getByRole('button', { name: 'Wednesday, December 4, 2030: no free times' })).toHaveAttribute('data-free', 'false');
    const past = within(grid).getByRole('button', { name: 'Sunday, December 1, 2030: cannot be booked' });
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(past);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByRole('button', { name: /December 10, 2030/ }));
    expect(onSelect).toHaveBeenCalledWith('2030-12-10');
  });

  it('moves with the arrows, Home/End and Page Down, and never before the first bookable day', async () => {
    await renderCalendar();
    // Previous month is disabled here; the next-month button, then the grid's one stop.
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedDay()).toBe('2030-12-03');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2030-12-04');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2030-12-11');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedDay()).toBe('2030-12-02');
    await userEvent.keyboard('{End}');
    expect(focusedDay()).toBe('2030-12-07');
    await userEvent.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2031-01-07');
    expect(screen.getByRole('heading', { name: 'January 2031' })).toBeInTheDocument();
  });

  it('runs right to left in Arabic: the left arrow is the next day, names are Arabic', async () => {
    await renderCalendar('ar');
    expect(screen.getByRole('grid').closest('div')?.textContent).toMatch(/ديسمبر/);
    // Previous month is disabled here; the next-month button, then the grid's one stop.
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedDay()).toBe('2030-12-03');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focusedDay()).toBe('2030-12-04');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedDay()).toBe('2030-12-02');
  });
});

describe('calendar-grid', () => {
  it('lays a month out in weeks from the locale’s first weekday', () => {
    const mondayFirst = monthWeeks('2030-12', 1);
    expect(mondayFirst[0]).toEqual([null, null, null, null, null, null, '2030-12-01']);
    expect(mondayFirst.at(-1)).toEqual(['2030-12-30', '2030-12-31', null, null, null, null, null]);
    expect(monthWeeks('2030-12', 7)[0]![0]).toBe('2030-12-01');
    expect(weekdayNames('en', 7).map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('keeps the day of the month on Page Up/Down, or the month’s last day when shorter', () => {
    expect(keyTarget('2031-01-31', 'PageDown', false, 1)).toBe('2031-02-28');
    expect(keyTarget('2031-03-31', 'PageUp', false, 1)).toBe('2031-02-28');
    expect(keyTarget('2031-01-01', 'Home', false, 1)).toBe('2030-12-30');
    expect(keyTarget('2031-01-01', 'Tab', false, 1)).toBeNull();
  });
});
