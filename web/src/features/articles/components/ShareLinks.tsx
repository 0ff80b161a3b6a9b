import { useTranslation } from 'react-i18next';

/** Plain links to each network's share page: no third-party script is ever loaded. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links: [string, string][] = [
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
    ['X', `https://x.com/intent/post?url=${u}&text=${text}`],
    ['WhatsApp', `https://wa.me/?text=${text}%20${u}`],
    [t('articles.shareEmail'), `mailto:?subject=${text}&body=${u}`],
  ];
  return (
    <section className="mt-10">
      <h2 className="text-lg font-semibold text-gray-900">{t('articles.share')}</h2>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm">
        {links.map(([name, href]) => (
          <li key={name}>
            <a href={href} rel="noopener noreferrer" target="_blank" className="text-emerald-800 hover:underline">
              {name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
