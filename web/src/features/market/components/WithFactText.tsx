import { useTranslation } from 'react-i18next';

const MARK = '\u2063';

/**
 * A translated sentence ("Note: {{text}}"; `name` is the placeholder) around a fact's own words, which keep their language mark:
 * a fact the knowledge has only in English stays marked English inside a French page.
 */
export function WithFactText({ i18nKey, text, lang, name = 'text' }: { i18nKey: string; text: string; lang?: string | undefined; name?: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t(i18nKey, { [name]: MARK }).split(MARK);
  return (
    <>
      {before}
      <span lang={lang}>{text}</span>
      {after}
    </>
  );
}
