import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from '@/lib/languages.ts';
import { renderInApp } from '@/testing/render.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

describe('LanguageSwitcher', () => {
  it('lists the 13 languages by their own names and switches to Arabic, right to left', async () => {
    const { i18n } = await renderInApp(<LanguageSwitcher />);
    i18n.on('languageChanged', (lng) => applyDocumentLanguage(lng));
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option')).toHaveLength(13);
    await userEvent.selectOptions(select, 'العربية');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
  });
});
