/** The knowledge exists in English and Arabic; every other language reads English items. */
export const knowledgeLang = (language: string): 'en' | 'ar' => (language.startsWith('ar') ? 'ar' : 'en');
