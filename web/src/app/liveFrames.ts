import type { QueryClient } from '@tanstack/react-query';
import { serverFrameSchema, type ChangeFrame } from '@contracts/ws.ts';
import { userSchema } from '@contracts/user.ts';
import { bookingSchema } from '@contracts/bookings.ts';
import { STATS_UPDATED_FRAME } from '@contracts/adminStats.ts';
import { storeBooking } from '@/lib/booking-cache.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSession, updateUser } from '@/lib/session.ts';
import { followRoleChange, roleOutOfDate } from '@/lib/role-change.ts';
import { applyMessageFrame } from '@/lib/booking-chat.ts';
import { applyConversationFrame } from '@/lib/conversation-frames.ts';
import { reportProblem } from '@/lib/error-reporting.ts';

export { FEED_CLOSE, ROLE_CHANGED_CLOSE_REASON } from '@contracts/ws.ts';

// Loaded only once signed in (LiveUpdates imports it lazily): zod stays out of the first load.

/** Every query the feed keeps fresh: all are refetched after a reconnect or a resync, so nothing missed stays stale. */
export const LIVE_QUERY_KEYS = [
  queryKeys.me,
  queryKeys.profile,
  queryKeys.dashboard,
  queryKeys.subscription,
  queryKeys.businessProfile,
  queryKeys.oauthConnections,
  queryKeys.bookings,
  ['conversations'],
  queryKeys.admin,
] as const;

export function invalidateLiveQueries(queryClient: QueryClient): void {
  for (const queryKey of LIVE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
}

/** The feed only patches or invalidates TanStack Query caches; it never drives the UI directly. */
export function applyChange(queryClient: QueryClient, change: ChangeFrame): void {
  if (change.type === 'booking.updated') return patchBooking(queryClient, change.data);
  if (change.type === 'message.created') applyMessageFrame(queryClient, change.data);
  if (change.type.startsWith('message.') || change.type.startsWith('conversation.')) return applyConversationFrame(queryClient, change.type, change.data);
  // Admins' and analysts' statistics moved: the dashboard and analytics answers are refetched.
  if (change.type === STATS_UPDATED_FRAME) return void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
  if (change.type !== 'user.updated') return;
  const parsed = userSchema.safeParse(change.data);
  if (!parsed.success) return unreadable(change.type, parsed.error);
  const user = parsed.data;
  // An admin receives every user's changes: the back office's lists, records and timelines refetch.
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers });
  void queryClient.invalidateQueries({ queryKey: queryKeys.auditOf(`user:${user.id}`) });
  if (user.id !== getSession().user?.id) return;
  // A new role shows only with a token for it: until then every page would be refused (issue 17).
  if (roleOutOfDate(user)) return void followRoleChange(user);
  const withUser = (old: unknown) => (old && typeof old === 'object' ? { ...old, user } : old);
  queryClient.setQueryData(queryKeys.me, withUser);
  queryClient.setQueryData(queryKeys.profile, withUser);
  queryClient.setQueryData(queryKeys.dashboard, withUser);
  // Tier, plan and profile live in other read models; let those queries fetch their new state.
  void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: queryKeys.oauthConnections });
  updateUser(user);
}

/**
 * A booking changed (its user, its expert or an admin receive it): patch it where it is cached, and let the
 * lists refetch when it is new to them (a new booking, or one that a filter now includes).
 */
function patchBooking(queryClient: QueryClient, data: unknown): void {
  const parsed = bookingSchema.safeParse(data);
  if (!parsed.success) return unreadable('booking.updated', parsed.error);
  void queryClient.invalidateQueries({ queryKey: queryKeys.auditOf(`booking:${parsed.data.id}`) });
  if (!storeBooking(queryClient, parsed.data)) void queryClient.invalidateQueries({ queryKey: queryKeys.bookingLists });
}

/** A frame that fails its contract is still ignored (the next fetch brings the truth), but never silently. */
function unreadable(type: string, error: { issues: readonly { path: readonly PropertyKey[]; code: string }[] }): void {
  reportProblem('live frame failed its contract', { type, issues: error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.code}`) });
}

/** Where the client stands in the feed, kept across reconnects (and new tokens) of one page. */
export type FeedCursor = { pos: string | undefined; connectedBefore: boolean };

/**
 * Handles one raw frame. Frames that are not JSON or fail the shared schema are ignored (and reported):
 * the next fetch brings the truth anyway. `ready` after a reconnect and `resync` refetch every live query.
 */
export function handleFrame(queryClient: QueryClient, cursor: FeedCursor, raw: unknown): void {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return;
  }
  const parsed = serverFrameSchema.safeParse(json);
  if (!parsed.success) return unreadable(typeof (json as { type?: unknown })?.type === 'string' ? (json as { type: string }).type : 'unknown', parsed.error);
  const frame = parsed.data;
  if ('id' in frame) {
    applyChange(queryClient, frame);
  } else {
    if (frame.type === 'resync' || cursor.connectedBefore) invalidateLiveQueries(queryClient);
    if (frame.type === 'ready') cursor.connectedBefore = true;
  }
  if (frame.pos) cursor.pos = frame.pos;
}
