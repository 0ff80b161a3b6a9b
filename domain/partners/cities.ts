import { normaliseText } from '../market/arabic.ts';

/**
 * Saudi cities under the spelling the directory shows, with the other spellings people type.
 * A requested or applied city is compared through `cityKey`, so "Jiddah", "jeddah" and "Jeddah"
 * are one place; an unknown city is kept as typed and compared by its normalised text.
 */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  Riyadh: ['riyadh', 'ar riyadh', 'الرياض'],
  Jeddah: ['jeddah', 'jiddah', 'jedda', 'جدة'],
  Makkah: ['makkah', 'mecca', 'makka', 'مكة', 'مكة المكرمة'],
  Madinah: ['madinah', 'medina', 'al madinah', 'المدينة', 'المدينة المنورة'],
  Dammam: ['dammam', 'الدمام'],
  Alkhobar: ['alkhobar', 'al khobar', 'khobar', 'الخبر'],
  Dhahran: ['dhahran', 'الظهران'],
  Jubail: ['jubail', 'al jubail', 'الجبيل'],
  Yanbu: ['yanbu', 'ينبع'],
  Tabuk: ['tabuk', 'تبوك'],
  Abha: ['abha', 'أبها'],
  Taif: ['taif', 'at taif', 'الطائف'],
  Buraydah: ['buraydah', 'buraidah', 'بريدة'],
  Hail: ['hail', 'حائل'],
  Jazan: ['jazan', 'jizan', 'جازان'],
  Najran: ['najran', 'نجران'],
  NEOM: ['neom', 'نيوم'],
};

const BY_SPELLING = new Map<string, string>();
for (const [name, spellings] of Object.entries(CITIES)) for (const s of [name, ...spellings]) BY_SPELLING.set(normaliseText(s), name);

/** The directory's name for a city, or the text as typed (trimmed) when it is not in the table. */
export function canonicalCity(text: string): string {
  return BY_SPELLING.get(normaliseText(text.trim())) ?? text.trim();
}

export const cityKey = (text: string): string => normaliseText(canonicalCity(text));

/**
 * The known cities a text names, in table order: whole words only, so "Hail" is not read inside
 * another word. Used on public bodies' sourced descriptions, which state places in prose.
 */
export function citiesNamedIn(text: string): string[] {
  const folded = ` ${normaliseText(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return Object.entries(CITIES)
    .filter(([name, spellings]) => [name, ...spellings].some((s) => folded.includes(` ${normaliseText(s)} `)))
    .map(([name]) => name);
}
