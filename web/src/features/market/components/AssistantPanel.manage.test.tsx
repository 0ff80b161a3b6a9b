import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { conversationFixture } from '@/testing/conversations.ts';
import { AssistantPanel } from './AssistantPanel.tsx';

const A = '33333333-3333-4333-8333-333333333333';
const B = '44444444-4444-4444-8444-444444444444';

/** The server: two market conversations, A the newer; PATCH applies what it is sent, DELETE forgets. */
function server() {
  const conversations = new Map([
    [A, conversationFixture(A, { title: 'Newer', featureType: 'market', updatedAt: '2026-11-23T11:00:00.000Z' })],
    [B, conversationFixture(B, { title: 'Older', featureType: 'market' })],
  ]);
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0]!;
    const id = path.split('/')[3] ?? '';
    if (path === '/api/conversations') return jsonResponse({ conversations: [...conversations.values()] });
    if (path === '/api/conversations/searches/recent') return jsonResponse({ searches: [] });
    if (init?.method === 'PATCH' && conversations.has(id)) {
      conversations.set(id, { ...conversations.get(id)!, ...(JSON.parse(String(init.body)) as object) });
      return jsonResponse({ conversation: conversations.get(id) });
    }
    if (init?.method === 'DELETE' && conversations.delete(id)) return jsonResponse({ id });
    return jsonResponse({ error: 'Conversation not found' }, 404);
  });
}

const list = () => screen.getByRole('navigation', { name: 'Market conversations' });
const titles = () => within(list()).getAllByRole('button').filter((b) => b.hasAttribute('data-conversation-id')).map((b) => b.textContent);

describe('rename, star and delete in the assistant panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('renames inline (empty refused), stars (starred first) and deletes after a confirmation, focus moving on', async () => {
    const fetch = server();
    vi.stubGlobal('fetch', fetch);
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
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/conversations/${A}`, expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ title: 'Renamed' }) })));

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
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(`/api/conversations/${A}`, expect.objectContaining({ method: 'DELETE' })));
  });
});
