import { useMutation } from '@tanstack/react-query';
import { PAYMENT_TYPES, taxEstimateSchema, type TaxFormOutput } from '@contracts/market.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { knowledgeLang } from './lang.ts';

/** The form's fields as POST /api/market/tax-estimate takes them: the Saudi/GCC share is the rest of 100. */
export function taxRequest(form: TaxFormOutput) {
  const paymentsAbroad = Object.fromEntries(PAYMENT_TYPES.flatMap((t) => (form[t] === undefined ? [] : [[t, form[t]]])));
  return {
    ownership: { foreignPercent: form.foreignPercent, saudiGccPercent: 100 - form.foreignPercent },
    taxableProfit: form.taxableProfit,
    // Left out when not given: the API then leaves zakat out and calls the VAT registration unknown.
    ...(form.zakatBase === undefined ? {} : { zakatBase: form.zakatBase }),
    ...(form.annualTaxableSupplies === undefined ? {} : { annualTaxableSupplies: form.annualTaxableSupplies }),
    paymentsAbroad,
  };
}

export function estimateTax({ form, language }: { form: TaxFormOutput; language: string }) {
  return apiRequest(`/market/tax-estimate?lang=${knowledgeLang(language)}`, { method: 'POST', body: taxRequest(form), schema: taxEstimateSchema, auth: true });
}

export function useEstimateTax() {
  return useMutation({ mutationFn: estimateTax });
}
