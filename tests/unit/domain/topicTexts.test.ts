import { describe, it, expect } from 'vitest';
import { LOCALES_DIR, readLocale } from '../../../contracts/localeFiles.ts';
import { TOPIC_LANGUAGES, topicsIn } from '../../../domain/consultations/topicTexts.ts';
import { TOPIC_FOLLOW_UPS, TOPIC_IDS } from '../../../domain/consultations/topics.ts';
import { TITLE_KEYS } from '../../../web/src/features/consultations/components/topic-text.ts';

const UI_LANGUAGES = ['en', 'ar', 'fr', 'de', 'es', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh-CN', 'zh-TW'];

type Locale = { consultation: { topics: Record<string, { title: string }> }; consultations: { questions: Record<string, Record<string, string>> } };
const locale = (lang: string): Locale =>
  readLocale(LOCALES_DIR, lang).messages as Locale;

describe('topic texts', () => {
  it('has a table for exactly the web UI languages', () => {
    expect([...TOPIC_LANGUAGES].sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(UI_LANGUAGES)('gives every topic and follow-up a text of its own in %s', (lang) => {
    const topics = topicsIn(lang);
    expect(topics.map((t) => t.id)).toEqual([...TOPIC_IDS]);
    for (const topic of topics) {
      expect(topic.title.trim()).not.toBe('');
      expect(topic.title).not.toBe(topic.id);
      expect(topic.followUps.map((f) => f.id)).toEqual(TOPIC_FOLLOW_UPS[topic.id]);
      for (const f of topic.followUps) expect(f.question.trim(), f.id).not.toBe('');
      for (const f of topic.followUps) expect(f.question, f.id).not.toBe(f.id);
    }
    // Only English may read like English: a missing translation would fall back silently.
    if (lang !== 'en') expect(topics.map((t) => t.title)).not.toEqual(topicsIn('en').map((t) => t.title));
  });

  it.each(UI_LANGUAGES)('says in %s exactly what the web locale says', (lang) => {
    const web = locale(lang);
    for (const topic of topicsIn(lang)) {
      expect(topic.title, topic.id).toBe(web.consultation.topics[TITLE_KEYS[topic.id]!]!.title);
      for (const f of topic.followUps) {
        const [id, question] = f.id.split('.') as [string, string];
        expect(f.question, f.id).toBe(web.consultations.questions[id]![question]);
      }
    }
  });

  // Since the Investment Law came into force (12 February 2025) a foreign investor registers the
  // investment with MISA; the old MISA licence is gone (fact trade-licence-misa, infra/content/knowledge).
  const MISA = /MISA|وزارة الاستثمار/;
  const LICENCE: Record<string, RegExp> = {
    en: /licen[cs]e/i,
    ar: /ترخيص|رخصة/,
    de: /lizenz/i,
    es: /licencia/i,
    fr: /licence/i,
    it: /licenza/i,
    ja: /ライセンス|許可|免許/,
    ko: /라이선스|인허가|허가/,
    nl: /vergunning|licentie/i,
    pt: /licença/i,
    ru: /лицензи/i,
    'zh-CN': /许可|执照/,
    'zh-TW': /許可|執照/,
  };
  it.each(UI_LANGUAGES)('speaks in %s of registering the investment with MISA, never of a MISA licence', (lang) => {
    const texts = topicsIn(lang).flatMap((t) => [t.title, ...t.followUps.map((f) => f.question)]);
    const misa = texts.filter((t) => MISA.test(t));
    expect(misa, 'the setup question names MISA').not.toEqual([]);
    expect(misa.filter((t) => LICENCE[lang]!.test(t))).toEqual([]);
  });

  it('matches a region or case variant to its table and anything else to English', () => {
    expect(topicsIn('fr-CA')[0]!.title).toBe(topicsIn('fr')[0]!.title);
    expect(topicsIn('zh-TW')[0]!.title).not.toBe(topicsIn('zh-CN')[0]!.title);
    expect(topicsIn('xx')[0]!.title).toBe('Market Entry Strategy');
  });
});
