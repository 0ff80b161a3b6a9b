import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { languageName, listOf } from '@/lib/display-names.ts';
import { useExperts } from '../api/get-experts.ts';
import { useTopics } from '../api/get-topics.ts';
import { questionText, topicTitle } from '../components/topic-text.ts';

const start = 'inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800';

/** /consultation: the six topics with their follow-up questions, the experts, and the two ways to start. */
export function ConsultationPage() {
  const { t, i18n } = useTranslation();
  const topics = useTopics(i18n.language);
  const experts = useExperts();
  return (
    <>
      <PageSeo page="consultation" />
      <PageHeading intro={t('consultation.intro')}>{t('consultation.title')}</PageHeading>
      <section aria-labelledby="consultation-start" className="mb-12 rounded-3xl bg-brand-50 p-6">
        <h2 id="consultation-start" className="text-xl font-bold text-slate-900">{t('consultations.startHeading')}</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {([['short', '/book/15', 'start15'], ['long', '/book/20', 'start20']] as const).map(([length, to, label]) => (
            <li key={length} className="rounded-2xl bg-white p-5">
              <p className="text-lg font-bold text-brand-800">{t(`consultation.${length}`)}</p>
              <p className="mt-1 text-sm text-slate-700">{t(`consultation.${length}Text`)}</p>
              <Link to={to} className={`mt-4 ${start}`}>{t(`consultations.${label}`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="consultation-topics">
        <h2 id="consultation-topics" className="text-2xl font-bold text-slate-900">{t('consultation.topicsHeading')}</h2>
        {topics.error && <FormAlert tone="error">{requestErrorMessage(topics.error, t)}</FormAlert>}
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topics.data?.map((topic) => (
            <li key={topic.id} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-semibold text-slate-900">{topicTitle(t, topic.id, topic.title)}</h3>
              <p className="mt-2 text-sm font-semibold text-slate-700">{t('consultations.followUpsHeading')}</p>
              <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {topic.followUps.map((f) => (
                  <li key={f.id}>{questionText(t, f.id, f.question)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="consultation-experts" className="mt-12">
        <h2 id="consultation-experts" className="text-2xl font-bold text-slate-900">{t('consultations.expertsHeading')}</h2>
        {experts.error && <FormAlert tone="error">{requestErrorMessage(experts.error, t)}</FormAlert>}
        {experts.data?.length === 0 && <p className="mt-4 text-slate-700">{t('consultations.noExperts')}</p>}
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {experts.data?.map((expert) => (
            <li key={expert.id} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-semibold text-slate-900" dir="auto">{expert.displayName}</h3>
              {expert.headline && <p className="mt-1 text-sm text-slate-700" dir="auto">{expert.headline}</p>}
              <p className="mt-2 text-sm">
                {expert.rating === null ? t('consultations.newExpert') : t('consultations.rating', { rating: expert.rating, count: expert.reviewCount })}
              </p>
              {expert.bio && <p className="mt-2 whitespace-pre-line text-sm text-slate-700" dir="auto">{expert.bio}</p>}
              <p className="mt-1 text-sm text-slate-600">{t('consultations.languages', { list: listOf(expert.languages.map((code) => languageName(code, i18n.language)), i18n.language) })}</p>
              <p className="mt-1 text-sm text-slate-600">{expert.topics.map((id) => topicTitle(t, id)).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
