let serverOrigin = '';

/** The server renderer sets the request's origin before each (synchronous) render. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The site's origin for canonical and alternate links: the browser's, or the request's on the server. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
