/**
 * Styles of a rendered article body, shared by the server's HTML (api/pages) and the React pages so both
 * look alike. web/src/index.css points Tailwind at this file (`@source`), so no typography plugin is needed.
 */
export const ARTICLE_BODY_CLASS =
  'article-body mt-8 leading-relaxed text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1 [&_a]:text-emerald-800 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-emerald-700 [&_blockquote]:ps-4 [&_blockquote]:italic [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_code]:font-mono [&_code]:text-sm [&_table]:mt-4 [&_table]:w-full [&_th]:border [&_th]:border-slate-300 [&_th]:p-2 [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_img]:mt-4 [&_img]:rounded [&_hr]:my-8';
