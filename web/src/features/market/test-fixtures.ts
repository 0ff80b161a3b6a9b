const source = { publisher: 'GASTAT', title: 'National accounts', url: 'https://www.stats.gov.sa/en/national-accounts' };

export const searchAnswer = {
  id: 's1',
  query: 'renewable',
  total: 1,
  results: [{ kind: 'indicator', id: 'energy-renewables-target', title: 'Renewables target', snippet: 'Half of electricity from renewables by 2030.', sectors: ['energy'], source, asOf: '2025-06-30', score: 9 }],
};

export const fact = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'indicator',
  sectors: ['energy'],
  title: `Title ${id}`,
  body: `Body of ${id}.`,
  source,
  asOf: '2025-06-30',
  verifiedAt: '2025-07-01',
  lang: 'en',
  fallback: false,
  ...extra,
});

export const reportAnswer = {
  id: 'energy',
  industry: 'energy',
  level: 'summary',
  generatedAt: '2026-11-23T10:00:00.000Z',
  sections: [
    {
      id: 'indicators',
      title: 'Key indicators',
      items: [
        fact('gdp-share', { title: 'Share of GDP', value: 23.5, unit: '%', period: '2024' }),
        fact('growth', { title: 'Sector growth', value: 3.1, unit: '%', period: '2024', caveat: 'Sources disagree on this figure.' }),
      ],
    },
    { id: 'risks', title: 'Risks', items: [fact('risk-1', { kind: 'risk', title: 'Price swings', fallback: true })] },
  ],
  sources: [source],
};

const etimad = fact('step-etimad-registration', {
  kind: 'step',
  sectors: [],
  title: 'Register on Etimad for government tenders',
  step: { order: 10, authority: 'Ministry of Finance', documents: ['CR'], fees: 'None', time: '1 day' },
  why: 'You aim to win government contracts, which are tendered on Etimad.',
});

/** A starter user's saved full report (GET /api/market/report/{saved id}). */
export const savedReport = {
  ...reportAnswer,
  id: '6f1c2a4e-1b2c-8d3e-9f40-123456789abc',
  level: 'full',
  sections: [...reportAnswer.sections, { id: 'entry-path', title: 'Entry path', items: [etimad] }],
  tailoring: {
    circumstances: { sellsProducts: false, targetsGovernment: true, hiresLocally: false },
    skipped: [{ id: 'step-saber-conformity', title: 'Product conformity on SABER (SASO)', why: 'Left out: your profile does not say you sell products.' }],
  },
  partnerMatches: [] as unknown[],
};

export const matchesAnswer = {
  matches: [
    {
      partner: { id: 'partner-misa', name: 'Ministry of Investment (MISA)', type: 'public-program', sectors: [], cities: ['Riyadh'], languages: [], services: [], verified: true, website: null, source },
      score: 60,
      reasons: ['Works in every sector', 'Based in Riyadh'],
    },
    {
      partner: { id: 'p2', name: 'Monsha’at', type: 'public-program', sectors: [], cities: [], languages: [], services: [], verified: true, website: null, source },
      score: 20,
      reasons: ['Works in every sector'],
    },
  ],
};

const rule = (factId: string) => ({ factId, title: `Rule ${factId}`, rule: `The ${factId} rule.`, source: { publisher: 'ZATCA', title: 'Tax rates', url: 'https://zatca.gov.sa/en' }, asOf: '2025-01-01', verifiedAt: '2025-02-01' });
export const taxAnswer = {
  currency: 'SAR',
  corporateIncomeTax: { ...rule('tax-cit-rate'), key: 'corporateIncomeTax', base: 1_000_000, share: 60, ratePercent: 20, amount: 120_000 },
  zakat: { ...rule('tax-zakat-rate'), key: 'zakat', base: 500_000, share: 40, ratePercent: 2.5, amount: 5_000 },
  withholding: [{ ...rule('tax-wht-royalties'), key: 'royalties', base: 100_000, share: 100, ratePercent: 15, amount: 15_000 }],
  vat: { registration: 'mandatory', annualTaxableSupplies: 2_000_000, mandatoryThreshold: 375_000, voluntaryThreshold: 187_500, rules: [rule('law-vat-mandatory-threshold')] },
  total: 140_000,
};

savedReport.partnerMatches = matchesAnswer.matches;
