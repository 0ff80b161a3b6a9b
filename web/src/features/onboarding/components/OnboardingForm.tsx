import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { CountryCombobox } from '@/components/CountryCombobox.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useCompleteOnboarding, type ProfileData } from '../api/complete-onboarding.ts';
import { companySizes, goalOptions, industryOptions, packages, serviceOptions, timelines } from '../options.ts';
import { ChoiceGroup, SelectField } from './Choice.tsx';

interface Draft {
  companyName: string;
  country: string | null;
  industry: string;
  companySize: string;
  website: string;
  goals: string[];
  timeline: string;
  services: string[];
  package: string;
}

const empty: Draft = { companyName: '', country: null, industry: '', companySize: '', website: '', goals: [], timeline: '', services: [], package: '' };

/** Every profileData field of POST /business-profile/complete-onboarding, with client checks before sending. */
export function OnboardingForm({ onDone, initial }: { onDone: () => void; initial?: Partial<Draft> }) {
  const { t } = useTranslation();
  const complete = useCompleteOnboarding();
  const [draft, setDraft] = useState<Draft>({ ...empty, ...initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const server = complete.error instanceof ApiError ? complete.error.fields : {};
  const errorOf = (name: string) => errors[name] ?? server[`profileData.${name}`];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!draft.companyName.trim()) next.companyName = t('forms.required');
    if (!draft.country) next.country = t('onboarding.chooseCountry');
    if (!draft.industry) next.industry = t('forms.required');
    if (!draft.companySize) next.companySize = t('forms.required');
    if (draft.website.trim() && !/^(https?:\/\/)?[^\s.]+\.[^\s]+$/i.test(draft.website.trim())) next.website = t('onboarding.invalidWebsite');
    if (draft.goals.length === 0) next.goals = t('onboarding.chooseOne');
    if (!draft.timeline) next.timeline = t('forms.required');
    if (draft.services.length === 0) next.services = t('onboarding.chooseOne');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      return focusFirstInvalid(event.currentTarget);
    }
    const data: ProfileData = {
      companyName: draft.companyName.trim(),
      country: draft.country ?? '',
      industry: draft.industry as ProfileData['industry'],
      companySize: draft.companySize as ProfileData['companySize'],
      goals: draft.goals,
      timeline: draft.timeline as ProfileData['timeline'],
      services: draft.services,
      ...(draft.website.trim() ? { website: draft.website.trim() } : {}),
      ...(draft.package ? { package: draft.package as ProfileData['package'] } : {}),
    };
    complete.mutate(data, { onSuccess: onDone });
  };

  const invalid = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-labelledby="onboarding-form-heading">
      <h2 id="onboarding-form-heading" className="text-xl font-semibold text-slate-900">
        {t('onboarding.formHeading')}
      </h2>
      {invalid && <FormAlert tone="error">{t('forms.fixErrors')}</FormAlert>}
      {complete.isError && <FormAlert tone="error">{failureMessage(complete.error, t, 'errorCatalogue.failedCompleteOnboarding')}</FormAlert>}
      <TextField label={t('onboarding.companyName')} name="companyName" autoComplete="organization" maxLength={120} value={draft.companyName} onChange={(e) => set('companyName', e.target.value)} error={errorOf('companyName')} />
      <CountryCombobox label={t('onboarding.country')} placeholder={t('onboarding.countryPlaceholder')} value={draft.country} onChange={(code) => set('country', code)} error={errorOf('country')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField label={t('onboarding.industry')} placeholder={t('onboarding.select')} value={draft.industry} onChange={(v) => set('industry', v)} error={errorOf('industry')} options={industryOptions.map((o) => ({ value: o.id, label: t(o.nameKey) }))} />
        <SelectField label={t('onboarding.companySize')} placeholder={t('onboarding.select')} value={draft.companySize} onChange={(v) => set('companySize', v)} error={errorOf('companySize')} options={companySizes.map((size) => ({ value: size, label: t(`onboarding.sizes.${size}`) }))} />
      </div>
      <TextField label={t('onboarding.website')} name="website" type="url" inputMode="url" autoComplete="url" optional maxLength={300} value={draft.website} onChange={(e) => set('website', e.target.value)} error={errorOf('website')} />
      <ChoiceGroup legend={t('onboarding.goals')} hint={t('onboarding.chooseAny')} type="checkbox" name="goals" selected={draft.goals} onChange={(v) => set('goals', v)} error={errorOf('goals')} options={goalOptions.map((goal) => ({ value: goal, label: t(`onboarding.goalOptions.${goal}`) }))} />
      <SelectField label={t('onboarding.timeline')} placeholder={t('onboarding.select')} value={draft.timeline} onChange={(v) => set('timeline', v)} error={errorOf('timeline')} options={timelines.map((time) => ({ value: time, label: t(`onboarding.timelines.${time}`) }))} />
      <ChoiceGroup legend={t('onboarding.services')} hint={t('onboarding.chooseAny')} type="checkbox" name="services" selected={draft.services} onChange={(v) => set('services', v)} error={errorOf('services')} options={serviceOptions.map((service) => ({ value: service, label: t(`onboarding.serviceOptions.${service}`) }))} />
      <ChoiceGroup legend={t('onboarding.package')} hint={t('onboarding.packageHint')} type="radio" name="package" selected={draft.package ? [draft.package] : []} onChange={(v) => set('package', v[0] ?? '')} error={errorOf('package')} options={packages.map((tier) => ({ value: tier, label: t(`pricing.tiers.${tier}.name`) }))} />
      <button type="submit" disabled={complete.isPending} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70">
        {complete.isPending ? t('forms.sending') : t('onboarding.submit')}
      </button>
    </form>
  );
}
