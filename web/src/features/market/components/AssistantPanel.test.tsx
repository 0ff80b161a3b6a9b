import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, bodyOf, route } from '@/testing/msw.ts';
import { AssistantPanel } from './AssistantPanel.tsx';

const at = '2026-11-23T10:00:00.000Z';
const id = '22222222-2222-4222-8222-222222222222';
const vat = { factId: 'law-vat-standard-rate', publisher: 'Zakat, Tax and Customs Authority (ZATCA)', title: 'Change of VAT Rate to 15%', url: 'https://zatca.gov.sa/vat', asOf: '2020-06-30', verifiedAt: '2026-11-23' };
const message = (over: Record<string, unknown>) => ({ conversationId: id, role: 'user', metadata: null, createdAt: at, messageId: null, inReplyTo: null, ...over });

function reply(question: string, messageId: string) {
  if (/VAT/.test(question)) {
    return message({ id: `r-${messageId}`, role: 'assistant', content: 'From the sourced facts:\n[1] VAT standard rate: 15%.', metadata: { citations: [vat], suggestions: ['Which taxes concern you?'] } });
  }
  return message({
    id: `r-${messageId}`,
    role: 'assistant',
    content: "I don't have a sourced answer to that yet, and I will not guess.",
    metadata: { citations: [], consultation: { topicId: 'taxation', title: 'Taxation' }, suggestions: ['What activity will you carry out in Saudi Arabia?'] },
  });
}

const sent = async (request: Request) => (await request.json()) as Record<string, string>;
/** The server: conversations are created, and each question gets `reply`; `messages` may answer otherwise. */
function serve(messages: (request: Request) => Response | Promise<Response> = async (request) => {
  const body = await sent(request);
  return HttpResponse.json({ message: message({ id: `s-${body.messageId}`, content: body.content, messageId: body.messageId }), reply: reply(body.content!, body.messageId!) }, { status: 201 });
}) {
  api.use(
    route('POST', '/api/conversations', async (request) => {
      const body = await sent(request);
      return HttpResponse.json({ conversation: { id, title: body.title, featureType: body.featureType, isStarred: false, createdAt: at, updatedAt: at, messageCount: 0, messages: [] } }, { status: 201 });
    }),
    route('GET', '/api/conversations', { conversations: [] }),
    route('POST', `/api/conversations/${id}/messages`, messages),
    route('GET', '/api/conversations/searches/recent', { searches: [] }),
    route('POST', '/api/conversations/searches/recent', { success: true }),
    // The panel's re-read of the conversation fails: what it shows comes from the answers to the questions.
    route('GET', '/api/conversations/:id', { error: 'unexpected' }, 500),
  );
}

describe('the assistant panel', () => {
  afterEach(() => localStorage.clear());

  it('answers with numbered sources (publisher, title link, as-of and last-verified dates) and clickable next questions', async () => {
    serve();
    await renderInApp(<AssistantPanel userId="panel-user-1" />, { path: '/market' });
    fireEvent.click(screen.getByRole('button', { name: 'Legal' }));
    fireEvent.change(screen.getByLabelText('Your question to the Legal assistant'), { target: { value: 'What is the VAT rate?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const answer = await screen.findByTestId('assistant-answer');
    expect(answer).toHaveTextContent('VAT standard rate: 15%.');
    const source = within(answer).getByTestId('assistant-source');
    expect(source).toHaveTextContent('[1] Zakat, Tax and Customs Authority (ZATCA)');
    expect(within(source).getByRole('link', { name: 'Change of VAT Rate to 15%' })).toHaveAttribute('href', 'https://zatca.gov.sa/vat');
    expect(source).toHaveTextContent('as of June 30, 2020');
    expect(source).toHaveTextContent('last verified November 23, 2026');
    expect(screen.getByTestId('assistant-conversation')).toHaveAttribute('data-conversation-id', id);
    expect(bodyOf('POST', '/api/conversations')).toMatchObject({ title: 'What is the VAT rate?', featureType: 'legal', clientId: expect.stringMatching(/^offline_/) });

    fireEvent.click(within(answer).getByRole('button', { name: 'Which taxes concern you?' }));
    await waitFor(() => expect(screen.getAllByTestId('assistant-answer')).toHaveLength(2));
    expect(screen.getAllByTestId('assistant-question').map((q) => q.textContent)).toEqual([expect.stringContaining('What is the VAT rate?'), expect.stringContaining('Which taxes concern you?')]);
  });

  it('without a sourced answer, links the consultation with its topic chosen', async () => {
    serve();
    await renderInApp(<AssistantPanel userId="panel-user-2" />, { path: '/market' });
    fireEvent.change(screen.getByLabelText('Your question to the Market assistant'), { target: { value: 'Who won the league?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('link', { name: 'Book a consultation on Taxation' })).toHaveAttribute('href', '/book/15?topic=taxation');
    expect(screen.getByTestId('assistant-answer')).toHaveTextContent("I don't have a sourced answer");
  });

  it('shows the spec\'s message when the server no longer has the conversation, and lets it go', async () => {
    serve(() => HttpResponse.json({ error: 'No active conversation', code: 'CONFLICT' }, { status: 409 }));
    await renderInApp(<AssistantPanel userId="panel-user-3" />, { path: '/market' });
    fireEvent.change(screen.getByLabelText('Your question to the Market assistant'), { target: { value: 'Anyone there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No active conversation');
    expect(screen.getByTestId('assistant-conversation')).toHaveAttribute('data-conversation-id', '');
    expect(within(screen.getByRole('navigation', { name: 'Market conversations' })).queryAllByRole('button', { name: /Anyone there/ })).toEqual([]);
  });
});
