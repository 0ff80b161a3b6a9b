import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { answerMetadataSchema, type AnswerMetadata } from '@contracts/conversations.ts';
import { routes } from '@contracts/paths.ts';
import type { LocalMessage } from '@/lib/offline-conversations.ts';
import { formatAsOf, textLang } from './format.ts';

/** An assistant reply's metadata, when it is one; anything else shows as plain text. */
function answerOf(message: LocalMessage): AnswerMetadata | null {
  if (message.role !== 'assistant') return null;
  const parsed = answerMetadataSchema.safeParse(message.metadata);
  return parsed.success ? parsed.data : null;
}

/** Numbered like the reply's own [1], [2]: publisher, the source's title as its link, as-of and last-verified dates. */
function Sources({ citations }: { citations: AnswerMetadata['citations'] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-800">{t('assistant.sources')}</h4>
      <ol className="mt-1 space-y-1 text-sm text-slate-700" data-testid="assistant-sources">
        {citations.map((c, n) => (
          <li key={`${c.factId}-${n}`} data-testid="assistant-source">
            <span className="font-medium">[{n + 1}]</span> <span lang={textLang(c.publisher)}>{c.publisher}</span> ·{' '}
            <a href={c.url} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank" lang={textLang(c.title)}>
              {c.title}
            </a>{' '}
            · {t('assistant.asOf', { date: formatAsOf(c.asOf, i18n.language) })}
            {c.verifiedAt && <> · {t('assistant.lastVerified', { date: formatAsOf(c.verifiedAt, i18n.language) })}</>}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function AssistantMessage({ message, onAsk }: { message: LocalMessage; onAsk: (question: string) => void }) {
  const { t } = useTranslation();
  const answer = answerOf(message);
  const mine = message.role === 'user';
  return (
    <li
      data-testid={mine ? 'assistant-question' : 'assistant-answer'}
      data-message-id={message.id}
      className={`rounded-2xl p-4 ${mine ? 'ms-8 bg-brand-50' : 'me-8 border border-slate-200 bg-white'}`}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">
        {mine ? t('assistant.you') : t('assistant.assistantName')}
        {message.pending && <span className="ms-2 font-normal normal-case text-amber-800">{t('assistant.notSent')}</span>}
      </p>
      {/* Replies are plain text with line breaks; nothing in them is markup. The assistant writes English or Arabic. */}
      <p className="mt-1 whitespace-pre-line text-slate-900" dir="auto" lang={mine ? undefined : textLang(message.content)}>{message.content}</p>
      {answer && answer.citations.length > 0 && <Sources citations={answer.citations} />}
      {answer?.consultation && (
        <p className="mt-3">
          <Link
            to={`${routes.book15}?topic=${encodeURIComponent(answer.consultation.topicId)}`}
            className="font-semibold text-brand-800 underline"
            data-testid="assistant-consultation"
          >
            {t('assistant.bookConsultation', { topic: answer.consultation.title })}
          </Link>
        </p>
      )}
      {answer?.suggestions && answer.suggestions.length > 0 && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-800">{t('assistant.nextQuestions')}</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {answer.suggestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => onAsk(question)}
                  lang={textLang(question)}
                  className="rounded-full border border-brand-600 px-3 py-1 text-start text-sm text-brand-800 hover:bg-brand-50"
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
