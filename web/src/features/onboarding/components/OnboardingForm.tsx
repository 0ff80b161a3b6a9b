import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { tierSchema } from '@contracts/subscription.ts';
import { TextField } from '@/components/forms/Field.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { CountryCombobox } from '@/components/CountryCombobox.tsx';
import { focusFirstInvalid } from '@/lib/focus-invalid.ts';
import { failureMessage, fieldErrors } from '@/lib/form-errors.ts';
import { useFocusRefused, useSchemaForm } from '@/lib/forms.ts';
import { useCompleteOnboarding, type ProfileData } from '../api/complete-onboarding.ts';
import { companySizes, goalOptions, industryOptions, packages, serviceOptions, timelines } from '../options.ts';
import { ChoiceGroup, SelectField } from './Choice.tsx';

const WEBSITE = /^(https?:\/\/)?[^\s.]+\.[^\s]+$/i;
const chosen = z.array(z.string()).check(z.minLength(1));

const onboardingInput = z.object({
  companyName: z.string().check(z.trim(), z.minLength(1)),
  country: z.string().check(z.minLength(1)),
  industry: z.enum(industryOptions.map((o) => o.id) as [ProfileData['industry'], ...ProfileData['industry'][]]),
  companySize: z.enum(companySizes),
  website: z.string().check(z.trim(), z.refine((v) => v === '' || WEBSITE.test(v))),
  goals: chosen,
  timeline: z.enum(timelines),
  services: chosen,
  package: z.union([z.literal(''), tierSchema]),
});

type Draft = { [K in keyof z.input<typeof onboardingInput>]: K extends 'goals' | 'services' ? string[] : string };
const empty: Draft = { companyName: '', country: '', industry: '', companySize: '', website: '', goals: [], timeline: '', services: [], package: '' };

/** Every profileData field of POST /business-profile/complete-onboarding, with client checks before sending. */
export function OnboardingForm({ onDone, initial }: { onDone: () => void; initial?: Partial<Draft> }) {
  const { t } = useTranslation();
  const complete = useCompleteOnboarding();
  // The form holds what the widgets hold (plain strings, '' for nothing chosen); the schema narrows them.
  const form = useSchemaForm(onboardingInput as unknown as z.core.$ZodType<z.output<typeof onboardingInput>, Draft>, { ...empty, ...initial }, {
    country: t('onboarding.chooseCountry'),
    website: t('onboarding.invalidWebsite'),
    goals: t('onboarding.chooseOne'),
    services: t('onboarding.chooseOne'),
  });
  // The choice widgets are controlled, so the values live in the form state rather than in the DOM.
  const draft = form.watch();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => form.setValue(key, value as never);
  const server = fieldErrors(complete.error, t);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusRefused(formRef, complete.error);
  const errors = form.formState.errors;
  const errorOf = (name: keyof Draft) => errors[name]?.message ?? server[`profileData.${name}`];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    // Custom widgets hold no form refs: focus moves to the first invalid one in page order instead.
    return form.handleSubmit(
      ({ website, package: tier, ...fields }) => {
        const data: ProfileData = { ...fields, ...(website ? { website } : {}), ...(tier ? { package: tier } : {}) };
        complete.mutate(data, { onSuccess: onDone });
      },
      () => focusFirstInvalid(element),
    )(event);
  };

  const invalid = Object.keys(errors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6" aria-labelledby="onboarding-form-heading">
      <h2 id="onboarding-form-heading" className="text-xl font-semibold text-slate-900">
        {t('onboarding.formHeading')}
      </h2>
      {invalid && <FormAlert tone="error">{t('forms.fixErrors')}</FormAlert>}
      {complete.isError && <FormAlert tone="error">{failureMessage(complete.error, t, 'errorCatalogue.failedCompleteOnboarding')}</FormAlert>}
      <TextField label={t('onboarding.companyName')} name="companyName" autoComplete="organization" maxLength={120} value={draft.companyName} onChange={(e) => set('companyName', e.target.value)} error={errorOf('companyName')} />
      <CountryCombobox label={t('onboarding.country')} placeholder={t('onboarding.countryPlaceholder')} value={draft.country || null} onChange={(code) => set('country', code ?? '')} error={errorOf('country')} />
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
