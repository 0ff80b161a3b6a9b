import { describe, expect, it } from 'vitest';
import { localeMessages } from './messages.ts';

/**
 * Issue 17: since the Investment Law came into force (12 February 2025) a foreign investor registers
 * the investment with MISA instead of obtaining the old foreign investment licence (the knowledge
 * fact trade-licence-misa). No page may still offer help with a MISA or investment licence.
 */
const INVESTMENT_LICENCE: Record<string, RegExp> = {
  en: /investment licen[cs]e|MISA licen[cs]e|licen[cs]e from the Ministry of Investment/i,
  ar: /تراخيص الاستثمار|ترخيص الاستثمار|ترخيص (من )?وزارة الاستثمار/,
  de: /Investitionslizenz|MISA-Lizenz|Lizenz des Investitionsministeriums/i,
  es: /licencias? de inversión|licencia MISA|licencia del Ministerio de Inversión/i,
  fr: /licences? d'investissement|licence MISA|licence du ministère de l'Investissement/i,
  it: /licenz[ae] di investimento|licenza MISA|licenza del Ministero degli Investimenti/i,
  ja: /投資ライセンス|MISAライセンス|投資省のどのライセンス/,
  ko: /투자 인허가|MISA 라이선스|MISA\)에서 어떤 인허가/,
  nl: /investeringsvergunning|MISA-vergunning|vergunning van het ministerie van Investeringen/i,
  pt: /licenças? de investimento|licença MISA|licença do Ministério do Investimento/i,
  ru: /инвестиционн\S* лицензи|лицензи\S* MISA|лицензия Министерства инвестиций/i,
  'zh-CN': /投资许可|MISA 许可|向投资部申请哪种许可/,
  'zh-TW': /投資執照|MISA 執照|向投資部申請哪一種執照/,
};

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* strings(v, path ? `${path}.${k}` : k);
}

describe('investment registration, not an investment licence', () => {
  for (const [language, messages] of Object.entries(localeMessages())) {
    it(`${language}: no text speaks of a MISA or investment licence`, () => {
      const pattern = INVESTMENT_LICENCE[language];
      expect(pattern, `a pattern for ${language}`).toBeDefined();
      expect([...strings(messages, '')].filter(([, text]) => pattern!.test(text)).map(([path]) => path)).toEqual([]);
    });
  }
});
