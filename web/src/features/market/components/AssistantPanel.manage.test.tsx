import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { conversationFixture } from '@/testing/conversations.ts';
import { AssistantPanel } from './AssistantPanel.tsx';

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

/** The server: two market conversations, A the newer; PATCH applies what it is sent, DELETE forgets. */
function serve() {
  const conversations = new Map([
    [A, conversationFixture(A, { title: 'Newer', featureType: 'market', updatedAt: '2026-11-23T11:00:00.000Z' })],
    [B, conversationFixture(B, { title: 'Older', featureType: 'market' })],
  ]);
  const notFound = () => HttpResponse.json({ error: 'Conversation not found' }, { status: 404 });
  api.use(
    route('GET', '/api/conversations', () => HttpResponse.json({ conversations: [...conversations.values()] })),
    route('GET', '/api/conversations/searches/recent', { searches: [] }),
    route('PATCH', '/api/conversations/:id', async (request, { id }) => {
      const conversation = conversations.get(String(id));
      if (!conversation) return notFound();
      conversations.set(String(id), { ...conversation, ...((await request.json()) as object) });
      return HttpResponse.json({ conversation: conversations.get(String(id)) });
    }),
    route('DELETE', '/api/conversations/:id', (_, { id }) => (conversations.delete(String(id)) ? HttpResponse.json({ id }) : notFound())),
  );
}
const asked = (method: string) => requests().filter((r) => r.method === method && r.path === `/api/conversations/${A}`);

const list = () => screen.getByRole('navigation', { name: 'Market conversations' });
const titles = () => within(list()).getAllByRole('button').filter((b) => b.hasAttribute('data-conversation-id')).map((b) => b.textContent);

describe('rename, star and delete in the assistant panel', () => {
  afterEach(() => localStorage.clear());

  it('renames inline (empty refused), stars (starred first) and deletes after a confirmation, focus moving on', async () => {
    serve();
    await renderInApp(<AssistantPanel userId="manage-user-1" />, { path: '/market' });
    await waitFor(() => expect(titles()).toEqual(['Newer', 'Older']));

    fireEvent.click(screen.getByRole('button', { name: 'Rename Newer' }));
    const input = screen.getByLabelText('Conversation title');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a title for the conversation.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'Renamed' } });
    fireEvent.submit(input);
    await waitFor(() => expect(titles()).toEqual(['Renamed', 'Older']));
    expect(screen.getByRole('button', { name: 'Rename Renamed' })).toHaveFocus();
    await waitFor(() => expect(asked('PATCH').map((r) => r.body)).toContainEqual({ title: 'Renamed' }));

    const star = screen.getByRole('button', { name: 'Star Older' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    await waitFor(() => expect(titles()).toEqual(['Older', 'Renamed']));
    expect(screen.getByRole('button', { name: 'Star Older' })).toHaveAttribute('aria-pressed', 'true');

    // Escape leaves the confirmation without deleting.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Renamed' }));
    fireEvent.keyDown(screen.getByRole('group', { name: /Delete “Renamed”\?/ }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Delete Renamed' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Renamed' }));
    fireEvent.click(within(screen.getByRole('group', { name: /Delete “Renamed”\?/ })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(['Older']));
    await waitFor(() => expect(within(list()).getByRole('button', { name: /^Older/ })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Conversation deleted.');
    await waitFor(() => expect(asked('DELETE')).not.toEqual([]));
  });
});
