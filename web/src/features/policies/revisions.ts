// Bump when the text of a policy changes in the locale files.
export const policyRevision = {
  privacy: new Date('2026-11-22T09:00:00+03:00'),
  terms: new Date('2026-11-22T09:00:00+03:00'),
} as const;
