import { CREDENTIAL_CHANGES, type CredentialChange, type MailTemplate } from '../../../domain/users/credentials.ts';

/**
 * The shape every language's mail copy must fill (one file per language in this folder): a missing
 * template, a missing footer text or a missing language fails typecheck, so no mail can fall back.
 */
export type Params = Record<string, string>;
/** What one language says in one mail; where its button and quiet link lead is the same in every language. */
export type Words = {
  subject: string | ((p: Params) => string);
  lines: (p: Params) => string[];
  /** The button's label. */
  action?: string;
  /** A second, quiet link under the button (the newsletter confirmation's "I did not ask for this"). */
  aside?: string;
};

/**
 * Consultation mails (issue 9). Params: `topic` (the topic's title in the mail's language), `when`
 * (Riyadh time in the mail's language), `whenUtc`, `reason`, `link` (the booking page),
 * `rescheduleLink`, `role` (`user` or `expert`: the expert manages bookings elsewhere and cannot
 * reschedule), `lead` (`1h` or `24h`, reminders).
 */
export const BOOKING_TEMPLATES = ['booking-confirmed', 'booking-moved', 'booking-cancelled', 'booking-reschedule-requested', 'booking-reminder'] as const;
export type BookingTemplate = (typeof BOOKING_TEMPLATES)[number];
/** The applicant's confirmation (params `name`, `position`). */
export const HIRING_TEMPLATES = ['hiring-application-received'] as const;
export type HiringTemplate = (typeof HIRING_TEMPLATES)[number];
/** The newsletter: a confirmation (params `link`, `unsubscribeLink`) and an issue, whose text is the admin's. */
export const NEWSLETTER_TEMPLATES = ['newsletter-confirmation', 'newsletter-issue'] as const;
export type NewsletterTemplate = (typeof NEWSLETTER_TEMPLATES)[number];

/** Every mail whose words we write; the newsletter issue's words are the admin's. */
export type WrittenTemplate = MailTemplate | BookingTemplate | HiringTemplate | Exclude<NewsletterTemplate, 'newsletter-issue'>;

/** The param each mail's button leads to; a language must label exactly these. */
export const ACTION_LINKS = {
  'password-reset': 'link',
  'registration-attempt': 'link',
  'credentials-changed': 'link',
  'mfa-code-reused': 'link',
  'booking-confirmed': 'link',
  'booking-moved': 'link',
  'booking-cancelled': 'link',
  'booking-reschedule-requested': 'rescheduleLink',
  'booking-reminder': 'link',
  'newsletter-confirmation': 'link',
} as const satisfies Partial<Record<WrittenTemplate, string>>;
/** The param each mail's quiet link leads to. */
export const ASIDE_LINKS = {
  'newsletter-confirmation': 'unsubscribeLink',
  'credentials-changed': 'contactLink',
  'mfa-code-reused': 'contactLink',
} as const satisfies Partial<Record<WrittenTemplate, string>>;

type WordsOf<T extends WrittenTemplate> = Omit<Words, 'action' | 'aside'> &
  (T extends keyof typeof ACTION_LINKS ? { action: string } : unknown) &
  (T extends keyof typeof ASIDE_LINKS ? { aside: string } : unknown);

export type LanguageCopy = {
  templates: { [T in WrittenTemplate]: WordsOf<T> };
  /** Under every newsletter issue: why it came, and the unsubscribe link's label. */
  issueFooter: { why: string; unsubscribe: string };
};

/** The booking page and reschedule links, for the user only: an expert manages bookings elsewhere. */
export const userLinks = (p: Params, cancel: string, reschedule: string) => (p.role === 'user' ? [`${cancel} ${p.link}`, `${reschedule} ${p.rescheduleLink}`] : []);

/**
 * Security notices (ASVS 2.2.3, 2.5.5, 2.8.5). Params: `change` (credentials-changed: a
 * CredentialChange), `provider` (`google` or `linkedin`, for a provider change), `when` (the
 * moment, in UTC, written the language's way), `link` (the forgot-password page) and `contactLink`.
 * A language writes every change, or typecheck fails.
 */
export type ChangeWords = Record<CredentialChange, (provider: string) => string>;
const isChange = (value: string | undefined): value is CredentialChange => CREDENTIAL_CHANGES.some((c) => c === value);
const PROVIDER_NAMES: Params = { google: 'Google', linkedin: 'LinkedIn' };
export const whatChanged = (p: Params, words: ChangeWords): string => (isChange(p.change) ? words[p.change](PROVIDER_NAMES[p.provider ?? ''] ?? '') : '');
