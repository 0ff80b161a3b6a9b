// Every query key of the web app (issue 24): the features that own the queries, the mutations that
// invalidate them and the live-update feed that patches them all take them from here, so a prefix
// one of them invalidates is the prefix the others build. Features may not import each other, so
// the keys live here. A unit test fails on a `queryKey: [` literal anywhere else.
const admin = ['admin'] as const;
const adminStats = [...admin, 'stats'] as const;
const adminUsers = [...admin, 'users'] as const;
const adminAudit = [...admin, 'audit'] as const;
const bookings = ['bookings'] as const;
const bookingLists = [...bookings, 'list'] as const;
const slots = [...bookings, 'slots'] as const;
const businessProfile = ['business-profile'] as const;
const articles = ['articles'] as const;
const hiring = ['hiring'] as const;
const newsletter = ['newsletter'] as const;
const market = ['market'] as const;

export const queryKeys = {
  me: ['users', 'me'] as const,
  profile: ['users', 'profile'] as const,
  dashboard: ['users', 'dashboard'] as const,
  subscription: ['subscriptions', 'me'] as const,
  consultationAccess: ['subscriptions', 'access', 'consultations'] as const,
  businessProfile,
  needsBusinessInfo: [...businessProfile, 'needs-business-info'] as const,
  oauthConnections: ['settings', 'oauth'] as const,
  providers: ['auth', 'providers'] as const,

  /** Consultation bookings: the lists (any filter) share the prefix; one booking is ['bookings', 'one', id]. */
  bookings,
  bookingLists,
  myBookings: [...bookingLists, 'mine'] as const,
  upcomingBookings: (from: string) => [...bookingLists, 'upcoming', from] as const,
  expertSessions: (from: string) => [...bookingLists, 'expert', from] as const,
  adminBookings: <F>(filters: F) => [...bookingLists, 'admin', filters] as const,
  userBookings: (userId: string) => [...bookingLists, 'admin', { userId }] as const,
  booking: (id: string) => [...bookings, 'one', id] as const,
  /** A booking's meeting room (GET /bookings/{id}/meeting), shared by the bookings list and the meeting page. */
  meeting: (id: string) => [...bookings, 'meeting', id] as const,
  moveSlots: (bookingId: string) => [...bookings, 'move-slots', bookingId] as const,
  /** Every free-slot answer (days and times); a booking made or moved refetches them. */
  slots,
  freeDays: (from: string, to: string, duration: number, topic: string) => [...slots, 'free-days', from, to, duration, topic] as const,
  daySlots: (date: string, duration: number, topic: string) => [...slots, date, duration, topic] as const,
  consultationExperts: ['consultations', 'experts'] as const,
  topics: (lang: string) => ['consultations', 'topics', lang] as const,
  experts: ['experts', 'list'] as const,

  /** A booking's chat (GET /conversations/{id}); the feed appends message.created frames to it. */
  conversation: (id: string) => ['conversations', 'one', id] as const,
  /** The caller's expert chats with their message counts (the unread badges). */
  expertChats: ['conversations', 'list', 'expert'] as const,
  /** An assistant's conversations (issue 10), one list per feature. */
  assistantLists: ['conversations', 'list', 'assistant'] as const,
  assistantList: (feature: string) => ['conversations', 'list', 'assistant', feature] as const,

  /** Published articles: lists and single articles; an editor's change drops both. */
  articleLists: [...articles, 'list'] as const,
  articleList: <P>(lang: string, params: P) => [...articles, 'list', lang, params] as const,
  articlePages: [...articles, 'one'] as const,
  article: (slug: string, lang: string) => [...articles, 'one', slug, lang] as const,
  editorArticles: [...articles, 'editor'] as const,
  editorArticle: (id: string) => [...articles, 'editor', id] as const,

  marketProfile: [...businessProfile, 'market'] as const,
  marketHistory: [...market, 'history'] as const,
  marketReport: (id: string, lang: string, signedIn: boolean) => [...market, 'report', id, lang, signedIn] as const,
  marketSuggestions: (lang: string, q: string) => [...market, 'suggestions', lang, q] as const,

  hiring,
  openPositions: [...hiring, 'positions', 'open'] as const,
  adminPositions: [...hiring, 'positions', 'admin'] as const,
  applications: [...hiring, 'applications'] as const,

  newsletter,
  subscribers: (status: string | undefined) => [...newsletter, 'subscribers', status ?? 'all'] as const,
  newsletterIssues: [...newsletter, 'issues'] as const,

  /** The back office (issue 11): every admin query starts with it, so a reconnect refetches them all. */
  admin,
  /** The dashboard and the analytics answers, refetched on each `stats.updated` frame. */
  adminStats,
  adminDashboard: [...adminStats, 'dashboard'] as const,
  adminAnalytics: (period: string) => [...adminStats, 'analytics', period] as const,
  /** Users lists (any filter) and user records; `user.updated` frames refetch them. */
  adminUsers,
  adminUserList: <F>(filters: F) => [...adminUsers, 'list', filters] as const,
  adminUser: (id: string) => [...adminUsers, 'one', id] as const,
  adminUserAsOf: (id: string, at: string) => [...adminUsers, 'as-of', id, at] as const,
  adminEvents: <F>(filters: F) => [...admin, 'events', filters] as const,
  adminIntroductions: [...admin, 'introductions'] as const,
  /** Audit timelines of users and bookings ('user:id', 'booking:id'), refetched when the subject changes. */
  adminAudit,
  auditOf: (subject: string) => [...adminAudit, subject] as const,
  audit: <F>(subject: string, filters: F) => [...adminAudit, subject, filters] as const,
};
