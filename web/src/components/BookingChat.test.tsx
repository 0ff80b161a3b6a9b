import { useEffect } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@contracts/bookings.ts';
import { renderInApp } from '@/testing/render.tsx';
import { api, inTurn, requests, route } from '@/testing/msw.ts';
import { applyMessageFrame } from '@/lib/booking-chat.ts';
import { setSession } from '@/lib/session.ts';
import { BookingChat } from './BookingChat.tsx';

const booking = {
  id: 'b1', userId: 'u1', expertId: 'e1', expert: { displayName: 'Dr. Noura' }, topic: 'market-entry', duration: 15,
  start: '2030-01-15T06:00:00.000Z', end: '2030-01-15T06:15:00.000Z', status: 'confirmed', lateCancellation: false, answers: {}, notes: null,
  meeting: { roomName: 'bawabab1', meetingCode: 'bawabab1' }, conversationId: 'c1', review: null, statusNote: null,
  createdAt: '2029-12-01T00:00:00.000Z', updatedAt: '2029-12-01T00:00:00.000Z',
} satisfies Booking;

const message = (id: string, role: 'user' | 'expert', content: string) => ({
  id, conversationId: 'c1', role, content, metadata: null, createdAt: '2029-12-02T10:00:00.000Z', messageId: null, inReplyTo: null, authorId: role === 'user' ? 'u1' : 'e1',
});

/** The booking's conversation holding `messages`; a message sent is answered by `post` (no answer: a 500). */
function serve(messages: ReturnType<typeof message>[], post: (request: Request) => Response | Promise<Response> = inTurn()) {
  const conversation = { id: 'c1', title: 't', featureType: 'expert', isStarred: false, createdAt: '', updatedAt: '', messageCount: messages.length };
  api.use(
    route('GET', '/api/conversations', (request) =>
      new URL(request.url).searchParams.get('feature') === 'expert'
        ? HttpResponse.json({ success: true, conversations: [conversation] })
        : HttpResponse.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
    route('GET', '/api/conversations/c1', { success: true, conversation: { ...conversation, messages } }),
    route('POST', '/api/conversations/c1/messages', post),
  );
}
/** What the chat sent, oldest first. */
const posts = () => requests().filter((r) => r.method === 'POST' && r.path === '/api/conversations/c1/messages').map((r) => r.body as Record<string, string>);
/** The server's answer to a message: stored with the client's messageId. */
const stored = (id: string) => async (request: Request) => {
  const body = (await request.json()) as Record<string, string>;
  return HttpResponse.json({ success: true, message: { ...message(id, 'user', body.content!), messageId: body.messageId }, reply: null }, { status: 201 });
};

const grabbed: { client?: QueryClient } = {};
/** The feed patches the app's query client; the test needs the one the component reads. */
function GrabClient() {
  const client = useQueryClient();
  useEffect(() => void (grabbed.client = client), [client]);
  return null;
}
const open = () => userEvent.click(screen.getByRole('button', { name: /Chat/ }));

describe('the booking chat', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } });
  });

  it('counts unread messages until opened, then shows them and remembers they were read', async () => {
    serve([message('m1', 'expert', 'Welcome'), message('m2', 'expert', 'Bring your licence')]);
    const view = await renderInApp(<BookingChat booking={booking} />);
    expect(await screen.findByTestId('chat-unread')).toHaveTextContent('2 new');
    await open();
    const list = await screen.findByTestId('chat-messages');
    expect(within(list).getAllByRole('listitem').map((li) => li.lastChild?.textContent)).toEqual(['Welcome', 'Bring your licence']);
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
    await open();
    view.unmount();
    await renderInApp(<BookingChat booking={booking} />);
    await screen.findByRole('button', { name: 'Chat' });
    expect(screen.queryByTestId('chat-unread')).not.toBeInTheDocument();
  });

  it('sends as the viewer’s seat with a client messageId, and a message from the feed shows once', async () => {
    serve([], stored('m9'));
    await renderInApp(
      <>
        <BookingChat booking={booking} />
        <GrabClient />
      </>,
    );
    await open();
    await screen.findByText(/No messages yet/);
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(posts()).toEqual([{ role: 'user', content: 'Hello there', messageId: expect.stringMatching(/^chat_[0-9a-f-]{36}$/) }]);
    act(() => {
      applyMessageFrame(grabbed.client!, message('m10', 'expert', 'Hi!'));
      applyMessageFrame(grabbed.client!, message('m10', 'expert', 'Hi!'));
    });
    expect(await screen.findAllByText('Hi!')).toHaveLength(1);
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps the text and its messageId when a send fails, so sending again cannot store it twice', async () => {
    const answers = [() => HttpResponse.json({ error: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429 }), stored('m1')];
    serve([], (request) => answers.shift()!(request));
    await renderInApp(<BookingChat booking={booking} />);
    await open();
    await userEvent.type(await screen.findByLabelText('Message'), 'Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Are you there?', { selector: 'span' })).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.messageId).toBe(posts()[0]!.messageId);
  });

  it('lets an admin read but not write', async () => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'admin1', email: 'x@b.co', role: 'admin', businessInfoCompleted: true } });
    serve([message('m1', 'user', 'Question')]);
    await renderInApp(<BookingChat booking={booking} />);
    await open();
    expect(await screen.findByText('Question')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.getByText(/Admins read this chat/)).toBeInTheDocument();
  });

  it('labels each message from the viewer’s side: the expert sees the client’s as Client and their own as You (issue 17)', async () => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'e1', email: 'e@b.co', role: 'expert' } });
    serve([message('m1', 'user', 'Hello from the client'), message('m2', 'expert', 'Hello from the expert')]);
    await renderInApp(<BookingChat booking={booking} />);
    await open();
    const [fromClient, fromExpert] = within(await screen.findByTestId('chat-messages')).getAllByRole('listitem');
    expect(fromClient).toHaveTextContent(/^Client · .*Hello from the client$/);
    expect(fromExpert).toHaveTextContent(/^You · .*Hello from the expert$/);
  });

  it('labels the user’s own messages You and the expert’s Expert', async () => {
    serve([message('m1', 'user', 'Hi'), message('m2', 'expert', 'Welcome')]);
    await renderInApp(<BookingChat booking={booking} />);
    await open();
    const [mine, theirs] = within(await screen.findByTestId('chat-messages')).getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^You · /);
    expect(theirs).toHaveTextContent(/^Expert · /);
  });
});
