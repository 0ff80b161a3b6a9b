// What the API and the web send to the error-reporting service (spec section 7), in one place: traces at
// 0.1, the subscription tier as a tag, and no personal data. Plain data and functions, shaped like
// Sentry's events and spans without importing the SDK (each side loads its SDK only when a DSN is set).

export const TRACES_SAMPLE_RATE = 0.1;
export const TIER_TAG = 'subscription_tier';

/** SDK 11's `dataCollection` (its replacement for `sendDefaultPii: false`): nothing about the person or the request. */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

type ReportEvent = {
  user?: unknown;
  request?: { url?: string; headers?: unknown; cookies?: unknown; data?: unknown; query_string?: unknown };
  breadcrumbs?: { data?: { [key: string]: unknown } }[];
};
type ReportSpan = { name: string; attributes: { [key: string]: unknown } };

/** Query strings and fragments carry secrets here (reset links, /ws?token=): reports keep the path only. */
const pathOnly = (url: string) => url.split(/[?#]/, 1)[0] ?? '';
const PERSONAL_ATTRIBUTE = /^(user\.|client\.address|http\.client_ip|url\.query|http\.query)/;

/** No user (id, email, IP), no headers, cookies, bodies or query strings: the error, its stack and the path stay. */
export function scrubEvent<T extends ReportEvent>(event: T): T {
  delete event.user;
  if (event.request) {
    delete event.request.headers;
    delete event.request.cookies;
    delete event.request.data;
    delete event.request.query_string;
    if (event.request.url) event.request.url = pathOnly(event.request.url);
  }
  for (const crumb of event.breadcrumbs ?? []) {
    for (const key of ['url', 'from', 'to']) {
      const value = crumb.data?.[key];
      if (crumb.data && typeof value === 'string') crumb.data[key] = pathOnly(value);
    }
  }
  return event;
}

export function scrubSpan<T extends ReportSpan>(span: T): T {
  span.name = pathOnly(span.name);
  for (const [key, value] of Object.entries(span.attributes)) {
    if (PERSONAL_ATTRIBUTE.test(key)) delete span.attributes[key];
    else if (typeof value === 'string' && /url|target|route/.test(key)) span.attributes[key] = pathOnly(value);
  }
  return span;
}
