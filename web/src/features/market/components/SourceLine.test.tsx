import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { SourceLine } from './SourceLine.tsx';

describe('SourceLine', () => {
  it('isolates the publisher and the title, so an English title keeps its punctuation inside an Arabic line', async () => {
    const source = { publisher: 'Zakat, Tax and Customs Authority (ZATCA)', title: "FAQ: Am I obliged to register for VAT?", url: 'https://zatca.gov.sa/en/HelpCenter/FAQs/Pages/FAQ_024.aspx' };
    renderInApp(<SourceLine source={source} asOf="2020-09-04" />);
    expect(await screen.findByText(source.title)).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('link', { name: source.publisher })).toHaveAttribute('dir', 'auto');
  });
});
