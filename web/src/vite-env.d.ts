/// <reference types="vite/client" />

/** Set at build time by web/vite.config.ts; compared against /builds/latest.json to notice deploys. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Error reporting (Sentry) in the browser, fixed at build time; unset, nothing of it is loaded. */
  readonly VITE_SENTRY_DSN?: string;
}

/** web/messages-plugin.ts: each locale split into what every page needs and what account pages add. */
declare module 'virtual:messages' {
  type Messages = Record<string, unknown>;
  export const loaders: Record<string, { core: () => Promise<{ default: Messages }>; extra: () => Promise<{ default: Messages }> }>;
}
