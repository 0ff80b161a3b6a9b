/**
 * The one HTML escaper of the app (server pages, feeds, Markdown's raw HTML, mail templates), and
 * the one way to put JSON inside a <script> element. Pure text functions, so the server and the web
 * app import the same copy (issue 24).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** JSON inside <script> must not be able to close the element or start a comment or entity. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
