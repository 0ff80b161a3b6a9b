import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteTextPageSchema, type SiteTextPage, type SiteTextSection } from '@contracts/siteTexts.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

const path = (section: SiteTextSection, lang: string) => `/admin/site-texts/${section}/${encodeURIComponent(lang)}`;
const key = (section: SiteTextSection, lang: string) => [...queryKeys.admin, 'siteTexts', section, lang] as const;

/** GET /api/admin/site-texts/{section}/{lang} → defaults, current edited texts and every revision (admins and editors). */
export const siteTextPageQuery = (section: SiteTextSection, lang: string) =>
  queryOptions({ queryKey: key(section, lang), queryFn: () => apiRequest(path(section, lang), { schema: siteTextPageSchema, auth: true }) });

export function useSiteTextPage(section: SiteTextSection, lang: string) {
  return useQuery(siteTextPageQuery(section, lang));
}

type Change = { section: SiteTextSection; lang: string } & ({ texts: Record<string, string> } | { revision: number });

/** PUT the whole set of edited keys, or POST …/restore a revision; both answer the page as GET does. */
export function useChangeSiteTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<SiteTextPage> =>
      'texts' in change
        ? apiRequest(path(change.section, change.lang), { method: 'PUT', body: { texts: change.texts }, schema: siteTextPageSchema, auth: true })
        : apiRequest(`${path(change.section, change.lang)}/restore`, { method: 'POST', body: { revision: change.revision }, schema: siteTextPageSchema, auth: true }),
    onSuccess: (page) => client.setQueryData(key(page.section, page.lang), page),
  });
}
