import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_KEYS, isIndustryId, type PartnerMatch } from '@contracts/market.ts';
import { useMyIntroductions, useRequestIntroduction } from '../api/request-introduction.ts';
import { MarketErrorAlert } from './MarketErrorAlert.tsx';
import { SourceLine } from './SourceLine.tsx';
import { textLang } from './format.ts';

/** A reason in the reader's language: the sector by its name, a language by its name in the reader's language. */
function reasonText(t: TFunction, language: string, { key, values = {} }: NonNullable<PartnerMatch['why']>[number]): string {
  const industry = values.industry && isIndustryId(values.industry) ? t(`industries.${INDUSTRY_KEYS[values.industry]}.name`) : values.industry;
  const spoken = values.language ? (new Intl.DisplayNames([language, 'en'], { type: 'language' }).of(values.language) ?? values.language) : undefined;
  return t(`market.matchReasons.${key}`, { ...values, industry, language: spoken });
}

const button = 'rounded-md px-4 py-2 text-sm font-semibold';
/** Where a partner's name goes in a translated sentence: the name keeps its own language (lang) inside it. */
const NAME_SLOT = '\u2063';

function WithName({ text, name }: { text: string; name: string }) {
  const [before = '', after = ''] = text.split(NAME_SLOT);
  return (
    <>
      {before}
      <span lang={textLang(name)}>{name}</span>
      {after}
    </>
  );
}

/** The next step after a match (issue 17): ask the team for an introduction, with a note if the user likes. */
function IntroductionRequest({ partner, requested }: { partner: PartnerMatch['partner']; requested: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const request = useRequestIntroduction();
  if (requested || request.isSuccess) {
    return (
      <p role="status" className="mt-3 text-sm font-semibold text-brand-800">
        {request.data?.alreadyRequested === false ? t('market.introduce.sent') : t('market.introduce.already')}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={`${button} mt-3 bg-brand-700 text-white hover:bg-brand-800`} onClick={() => setOpen(true)}>
        <WithName text={t('market.introduce.button', { name: NAME_SLOT })} name={partner.name} />
      </button>
    );
  }
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ partnerId: partner.id, message });
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('market.introduce.messageLabel')} <span className="font-normal text-slate-600">({t('forms.optional')})</span>
      </label>
      <textarea
        id={id}
        value={message}
        maxLength={1000}
        rows={3}
        autoFocus
        onChange={(event) => setMessage(event.target.value)}
        className="block w-full rounded-md border border-slate-400 px-3 py-2 text-sm"
      />
      <p className="text-sm text-slate-600">{t('market.introduce.hint')}</p>
      {request.error && <MarketErrorAlert error={request.error} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={request.isPending} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('market.introduce.send')}
        </button>
        <button type="button" className={`${button} border border-slate-400 text-slate-800`} onClick={() => setOpen(false)}>
          {t('market.introduce.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Ranked partner matches with the reasons behind each, in words (no bare score, issue 17); public bodies with their source; a next step. */
export function PartnerMatchList({ matches }: { matches: PartnerMatch[] }) {
  const { t, i18n } = useTranslation();
  const mine = useMyIntroductions();
  const requested = new Set(mine.data?.partnerIds ?? []);
  return (
    <ol className="mt-6 space-y-4" aria-label={t('market.matchesLabel')}>
      {matches.map(({ partner, reasons, why }, rank) => (
        <li key={partner.id} className="break-inside-avoid rounded-xl border border-slate-200 p-4" data-testid="partner-match">
          <h3 className="font-semibold text-slate-900">
            {rank + 1}. <span lang={textLang(partner.name)}>{partner.name}</span>
          </h3>
          <p className="text-sm text-slate-600">{t(`market.partnerTypes.${partner.type}`, { defaultValue: partner.type })}{partner.verified ? ` · ${t('market.verified')}` : ''}</p>
          <p className="mt-2 text-sm font-semibold text-slate-800">{t('market.reasons')}</p>
          <ul className="list-disc ps-5 text-sm text-slate-700">
            {/* Reports saved before the reasons had keys show the English words, marked as such. */}
            {why
              ? why.map((w) => <li key={`${w.key}-${Object.values(w.values ?? {}).join()}`}>{reasonText(t, i18n.language, w)}</li>)
              : reasons.map((r) => <li key={r} lang="en">{r}</li>)}
          </ul>
          {partner.website && (
            <a href={partner.website} rel="noopener noreferrer" target="_blank" className="mt-2 inline-block text-sm text-brand-700 underline">{partner.website}</a>
          )}
          {partner.source && <SourceLine source={partner.source} />}
          <div className="print:hidden">
            <IntroductionRequest partner={partner} requested={requested.has(partner.id)} />
          </div>
        </li>
      ))}
    </ol>
  );
}
