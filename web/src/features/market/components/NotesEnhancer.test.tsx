import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { requests } from '@/testing/msw.ts';
import { NotesEnhancer } from './NotesEnhancer.tsx';

const TEXT = 'Call with the law firm\n\nThe licence fee is SAR 12,000.\n- [ ] Send the attested documents by 2026-12-15\n';

describe('notes enhancer', () => {
  it('structures pasted text in the browser, without a request, and copies the notes as Markdown', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderInApp(<NotesEnhancer />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Structure my notes' }));
    // The date library loads on first use.
    expect(await screen.findByRole('heading', { name: 'Call with the law firm' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(within(screen.getByTestId('notes-actions')).getByText('Send the attested documents by 2026-12-15 (due: December 15, 2026)')).toBeInTheDocument();
    expect(within(screen.getByTestId('notes-amounts')).getByText('SAR 12,000 → 12,000 SAR')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy notes' }));
    expect(await screen.findByText('Notes copied.')).toBeInTheDocument();
    expect(writeText.mock.calls[0]![0]).toContain('## Action items\n\n- [ ] Send the attested documents by 2026-12-15 (due: 2026-12-15)');
    expect(requests()).toEqual([]);
  });

  it('says so when the text holds nothing to structure', async () => {
    await renderInApp(<NotesEnhancer />);
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: '...\n---' } });
    fireEvent.click(screen.getByRole('button', { name: 'Structure my notes' }));
    expect(await screen.findByText('No headings, points, actions, dates or amounts were found in this text.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
