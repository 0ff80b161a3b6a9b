// Query keys shared between the features that own the queries and the app's live-update feed,
// which patches them (features may not import each other, so the keys live here).
export const queryKeys = {
  me: ['users', 'me'] as const,
  profile: ['users', 'profile'] as const,
  dashboard: ['users', 'dashboard'] as const,
  subscription: ['subscriptions', 'me'] as const,
  businessProfile: ['business-profile'] as const,
  oauthConnections: ['settings', 'oauth'] as const,
  providers: ['auth', 'providers'] as const,
  /** Consultation bookings: the lists (any filter) share the prefix; one booking is ['bookings', 'one', id]. */
  bookings: ['bookings'] as const,
  bookingLists: ['bookings', 'list'] as const,
  booking: (id: string) => ['bookings', 'one', id] as const,
  /** A booking's meeting room (GET /bookings/{id}/meeting), shared by the bookings list and the meeting page. */
  meeting: (id: string) => ['bookings', 'meeting', id] as const,
  /** A booking's chat (GET /conversations/{id}); the feed appends message.created frames to it. */
  conversation: (id: string) => ['conversations', 'one', id] as const,
  /** The caller's expert chats with their message counts (the unread badges). */
  expertChats: ['conversations', 'list', 'expert'] as const,
  /** The back office (issue 11): every admin query starts with it, so a reconnect refetches them all. */
  admin: ['admin'] as const,
  /** The dashboard and the analytics answers, refetched on each `stats.updated` frame. */
  adminStats: ['admin', 'stats'] as const,
  /** Users lists (any filter) and user records; `user.updated` frames refetch them. */
  adminUsers: ['admin', 'users'] as const,
  /** Audit timelines of users and bookings, refetched when the subject changes. */
  adminAudit: ['admin', 'audit'] as const,
};
