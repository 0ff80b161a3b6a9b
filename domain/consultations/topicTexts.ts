import { TOPIC_FOLLOW_UPS, TOPIC_IDS, type TopicId } from './topics.ts';
import { TRANSLATIONS } from './topicTranslations.ts';

/**
 * Topic titles and follow-up questions, one table per language keyed by id. A language without a
 * table, or a table missing an id, falls back to English per text.
 */
export type TopicTexts = Readonly<Record<string, string>>;
type Texts = TopicTexts;

const en: Texts = {
  'market-entry': 'Market Entry Strategy',
  'market-entry.cities': 'Which cities are you considering?',
  'market-entry.timeline': 'When do you plan to enter the Saudi market?',
  'market-entry.presence': 'Do you already sell to customers in Saudi Arabia or the GCC?',
  'regulatory-compliance': 'Regulatory Compliance',
  'regulatory-compliance.sector': 'Which sector and products or services are concerned?',
  'regulatory-compliance.licences': 'Which licences or certifications do you already hold?',
  'regulatory-compliance.concerns': 'Which regulations worry you most?',
  'local-partners': 'Finding Local Partners',
  'local-partners.kind': 'What kind of partner are you looking for (distributor, agent, joint venture)?',
  'local-partners.criteria': 'What must a partner bring (size, region, network)?',
  'local-partners.contacts': 'Have you already talked to potential partners?',
  'business-setup': 'Business Setup',
  'business-setup.structure': 'Which legal structure are you considering (branch, LLC, regional HQ)?',
  'business-setup.ownership': 'Will the company be fully foreign-owned?',
  'business-setup.stage': 'How far along is your setup (investment registration with MISA, commercial registration)?',
  'visa-residency': 'Visa & Residency',
  'visa-residency.who': 'Who needs a visa: founders, employees or family members?',
  'visa-residency.type': 'Which visa or residency are you considering (business visit, work, premium residency)?',
  'visa-residency.count': 'How many people need visas, and by when?',
  taxation: 'Taxation',
  'taxation.activity': 'What activity will you carry out in Saudi Arabia?',
  'taxation.revenue': 'What revenue do you expect there in the first year?',
  'taxation.questions': 'Which taxes concern you (VAT, corporate income tax, zakat, withholding)?',
};

const TEXTS: Readonly<Record<string, Texts>> = { en, ...TRANSLATIONS };

/** Every language with a table: the web's UI languages. */
export const TOPIC_LANGUAGES: readonly string[] = Object.keys(TEXTS);

export type TopicView = { id: TopicId; title: string; followUps: { id: string; question: string }[] };

export function topicsIn(language: string): TopicView[] {
  const table = TEXTS[language] ?? TEXTS[language.split('-')[0] ?? ''] ?? en;
  const text = (id: string) => table[id] ?? en[id] ?? id;
  return TOPIC_IDS.map((id) => ({
    id,
    title: text(id),
    followUps: TOPIC_FOLLOW_UPS[id].map((f) => ({ id: f, question: text(f) })),
  }));
}
