import type { TFunction } from 'i18next';
import type { MatchReason } from '@contracts/introductions.ts';
import { INDUSTRY_KEYS, isIndustryId } from '@contracts/market.ts';

/**
 * A match's reasons in the user's language (issue 17): the API gives them as data (`because`); saved
 * reports from before that have only the English `reasons`, which are shown as they are.
 */
export function reasonTexts(t: TFunction, language: string, because: readonly MatchReason[] | undefined, reasons: readonly string[]): string[] {
  if (!because) return [...reasons];
  let languageNames: Intl.DisplayNames | null = null;
  try {
    languageNames = new Intl.DisplayNames([language], { type: 'language' });
  } catch {
    languageNames = null;
  }
  return because.map((reason, i) => {
    switch (reason.code) {
      case 'sector':
        return t('market.because.sector', { sector: reason.industry && isIndustryId(reason.industry) ? t(`industries.${INDUSTRY_KEYS[reason.industry]}.name`) : reason.industry });
      case 'everySector':
        return t('market.because.everySector');
      case 'city':
        return t(reason.present ? 'market.because.cityPresent' : 'market.because.city', { city: reason.city });
      case 'service':
        return t('market.because.service', { service: reason.service });
      case 'language':
        return t('market.because.language', { language: (reason.language && languageNames?.of(reason.language)) ?? reason.language });
      case 'verified':
        return t(reason.public ? 'market.because.publicBody' : 'market.because.verified');
      default:
        return reasons[i] ?? reason.code;
    }
  });
}
