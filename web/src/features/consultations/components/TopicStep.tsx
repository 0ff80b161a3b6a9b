import { useTranslation } from 'react-i18next';
import type { Topic } from '@contracts/bookings.ts';
import { topicTitle } from './topic-text.ts';

export function TopicStep({ topics, selected, onSelect }: { topics: Topic[]; selected: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{t('consultations.book.chooseTopic')}</legend>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              aria-pressed={topic.id === selected}
              onClick={() => onSelect(topic.id)}
              className={`w-full rounded-xl border p-4 text-start font-semibold ${topic.id === selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-700'}`}
            >
              {topicTitle(t, topic.id, topic.title)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
