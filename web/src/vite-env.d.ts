/// <reference types="vite/client" />

/** Set at build time by web/vite.config.ts; compared against /builds/latest.json to notice deploys. */
declare const __BUILD_ID__: string;
