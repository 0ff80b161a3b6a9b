import { useTranslation } from 'react-i18next';

/** The sign-in methods an existing account already has (409 ACCOUNT_EXISTS, spec section 7). */
export function ExistingMethods({ methods }: { methods: unknown }) {
  const { t } = useTranslation();
  const list = (Array.isArray(methods) ? methods : typeof methods === 'string' ? methods.split(',') : []).filter(
    (method): method is string => typeof method === 'string' && method !== '',
  );
  if (list.length === 0) return null;
  return (
    <div className="mt-2">
      <p>{t('auth.existingMethods')}</p>
      <ul className="list-disc ps-5">
        {list.map((method) => (
          <li key={method}>{t(`auth.methods.${method}`, { defaultValue: method })}</li>
        ))}
      </ul>
    </div>
  );
}
