import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { fieldProps, useSchemaForm } from '@/lib/forms.ts';
import { useState } from 'react';
import { PAYMENT_TYPES, taxFormSchemaFor, type TaxFormInput, type TaxLine } from '@contracts/market.ts';
import { useEstimateTax } from '../api/estimate-tax.ts';
import { MarketErrorAlert } from './MarketErrorAlert.tsx';
import { SourceLine } from './SourceLine.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { formatNumber } from './format.ts';

const empty: TaxFormInput = {
  foreignPercent: '100',
  taxableProfit: '',
  zakatBase: '',
  annualTaxableSupplies: '',
  royalties: '',
  technicalServices: '',
  dividends: '',
  interest: '',
  rent: '',
  managementFees: '',
};

function Line({ line, label }: { line: TaxLine; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="tax-line">
      <p className="font-semibold text-slate-900">
        {label}: {formatNumber(line.amount, i18n.language)} SAR
      </p>
      <p className="text-sm text-slate-700">{t('market.taxLineDetail', { base: formatNumber(line.base, i18n.language), share: line.share, rate: line.ratePercent })}</p>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-semibold">{t('market.rule')}</span> {line.title}: {line.rule}
      </p>
      <SourceLine source={line.source} asOf={line.asOf} caveat={line.caveat} />
    </li>
  );
}

/** The tax estimate: every output line shows its rule and its source. */
export function TaxForm() {
  const { t, i18n } = useTranslation();
  const estimate = useEstimateTax();
  const amount = t('market.amountError');
  const messages = Object.fromEntries([...Object.keys(empty).map((k) => [k, amount]), ['foreignPercent', t('market.percentError')]]);
  // Read in the language shown now: "1.000" is a thousand in German and one in English.
  const [schema] = useState(() => taxFormSchemaFor(() => i18n.language));
  const form = useSchemaForm(schema, empty, messages);
  const submit = form.handleSubmit((values) => estimate.mutate({ form: values, language: i18n.language }));
  const result = estimate.data;
  return (
    <section aria-labelledby="market-tax" className="mt-12 print:hidden">
      <h2 id="market-tax" className="text-2xl font-bold text-slate-900">{t('market.taxHeading')}</h2>
      <p className="mt-1 text-slate-700">{t('market.taxIntro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label={t('market.foreignPercent')} inputMode="decimal" {...fieldProps(form, 'foreignPercent')} />
        <TextField label={t('market.taxableProfit')} inputMode="decimal" {...fieldProps(form, 'taxableProfit')} />
        <TextField label={t('market.zakatBase')} optional hint={t('market.zakatBaseHint')} inputMode="decimal" {...fieldProps(form, 'zakatBase')} />
        <TextField
          label={t('market.annualTaxableSupplies')}
          optional
          hint={t('market.suppliesHint')}
          inputMode="decimal"
          {...fieldProps(form, 'annualTaxableSupplies')}
        />
        {PAYMENT_TYPES.map((type) => (
          <TextField key={type} label={t(`market.payments.${type}`)} optional inputMode="decimal" {...fieldProps(form, type)} />
        ))}
        <SubmitRow busy={estimate.isPending}>{t('market.estimate')}</SubmitRow>
      </form>
      {estimate.error && <MarketErrorAlert error={estimate.error} />}
      {result && (
        <div className="mt-6" aria-live="polite">
          <ul className="space-y-4">
            <Line line={result.corporateIncomeTax} label={t('market.cit')} />
            {result.zakat ? (
              <Line line={result.zakat} label={t('market.zakat')} />
            ) : (
              <li className="rounded-xl border border-dashed border-slate-300 p-4 text-slate-700" data-testid="tax-zakat-missing">
                {t('market.zakatNotEstimated')}
              </li>
            )}
            {result.withholding.map((line) => (
              <Line key={line.key} line={line} label={t('market.withholding', { type: t(`market.payments.${line.key}`, { defaultValue: line.key }) })} />
            ))}
          </ul>
          <div className="mt-4 rounded-xl border border-slate-200 p-4" data-testid="tax-vat">
            <p className="font-semibold text-slate-900">
              {t(`market.vat.${result.vat.registration}`, { threshold: formatNumber(result.vat.mandatoryThreshold, i18n.language) })}
            </p>
            {result.vat.rules.map((rule) => (
              <div key={rule.factId} className="mt-2 text-sm text-slate-700">
                <span className="font-semibold">{t('market.rule')}</span> {rule.title}: {rule.rule}
                <SourceLine source={rule.source} asOf={rule.asOf} caveat={rule.caveat} />
              </div>
            ))}
          </div>
          <p className="mt-4 text-lg font-bold">{t('market.total', { amount: formatNumber(result.total, i18n.language) })}</p>
        </div>
      )}
    </section>
  );
}
