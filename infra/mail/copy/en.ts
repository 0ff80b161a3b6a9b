import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Hello ${name},` : 'Hello,');

export const en: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Your Bawaba verification code',
      lines: (p) => [hello(p.name), `Your verification code is: ${p.code}`, 'It is valid for 15 minutes. If you did not create a Bawaba account, you can ignore this email.'],
    },
    'password-reset': {
      subject: 'Reset your Bawaba password',
      lines: (p) => [hello(p.name), 'Someone asked to reset the password of your Bawaba account. Use this link within one hour:', p.link ?? '', 'If it was not you, ignore this email: your password stays as it is.'],
      action: 'Reset password',
    },
    'registration-attempt': {
      subject: 'Someone tried to sign up with your email address',
      lines: (p) => [
        hello(p.name),
        'Someone just tried to create a new Bawaba account with this email address. You already have an account, so no new one was created.',
        'If it was you, sign in instead; if you have forgotten your password, you can reset it from the sign-in page:',
        p.link ?? '',
        'If it was not you, you can ignore this email: nothing has changed in your account.',
      ],
      action: 'Sign in',
    },
    'credentials-changed': {
      subject: 'Your Bawaba sign-in details were changed',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'The password of your Bawaba account was changed.',
          'password-reset': () => 'The password of your Bawaba account was reset with a link sent by email.',
          'provider-linked': (name) => `Sign-in with ${name} was connected to your Bawaba account.`,
          'provider-unlinked': (name) => `Sign-in with ${name} was disconnected from your Bawaba account.`,
          'two-step-enabled': () => 'Two-step sign-in with an authenticator app was turned on for your Bawaba account.',
        }),
        `When: ${p.when}`,
        'If this was you, there is nothing more to do.',
        'If it was not you, reset your password now with the link below, and contact us so that we can help you secure your account:',
        p.link ?? '',
      ],
      action: 'Reset password',
      aside: 'Contact us',
    },
    'mfa-code-reused': {
      subject: 'A used sign-in code was entered for your Bawaba account',
      lines: (p) => [
        hello(p.name),
        'Someone got past the first step of signing in to your Bawaba account and then entered a two-step sign-in code that had already been used. The code was refused and nobody was signed in.',
        `When: ${p.when}`,
        'If this was you (for example, a code entered twice), there is nothing more to do.',
        'If it was not you, someone may know your password: reset it now with the link below, and contact us:',
        p.link ?? '',
      ],
      action: 'Reset password',
      aside: 'Contact us',
    },
    welcome: {
      subject: 'Welcome to Bawaba',
      lines: () => ['Hello,', 'Your business profile is complete. Your dashboard now shows your plan, your next steps and what your plan includes.', 'From there you can run market searches, find local partners and book a consultation with an expert.'],
    },
    'booking-confirmed': {
      subject: 'Your Bawaba consultation is confirmed',
      lines: (p) => [
        'Hello,',
        `The ${p.topic} consultation is confirmed for ${p.when} (Riyadh time; ${p.whenUtc} UTC).`,
        'The calendar invitation is attached. The meeting room opens 10 minutes before the start.',
        ...userLinks(p, 'To cancel:', 'To reschedule:'),
      ],
      action: 'View the booking',
    },
    'booking-moved': {
      subject: 'Your Bawaba consultation has a new time',
      lines: (p) => ['Hello,', `The ${p.topic} consultation now takes place on ${p.when} (Riyadh time; ${p.whenUtc} UTC).`, 'The updated calendar invitation is attached.', ...userLinks(p, 'To cancel:', 'To reschedule:')],
      action: 'View the booking',
    },
    'booking-cancelled': {
      subject: 'Your Bawaba consultation was cancelled',
      lines: (p) => ['Hello,', `The ${p.topic} consultation of ${p.when} (Riyadh time) was cancelled.`, `Reason: ${p.reason}`, 'The attached update removes it from your calendar.'],
      action: 'Your bookings',
    },
    'booking-reschedule-requested': {
      subject: 'Your expert asked to reschedule your consultation',
      lines: (p) => ['Hello,', `Your expert asked to move the ${p.topic} consultation of ${p.when} (Riyadh time).`, `Reason: ${p.reason}`, `Choose a new time or decline: ${p.rescheduleLink}`],
      action: 'Choose a new time',
    },
    'booking-reminder': {
      subject: (p) => `Reminder: your consultation starts in ${p.lead === '1h' ? '1 hour' : '24 hours'}`,
      lines: (p) => ['Hello,', `The ${p.topic} consultation starts on ${p.when} (Riyadh time; ${p.whenUtc} UTC).`, 'The meeting room opens 10 minutes before the start.', ...userLinks(p, 'To cancel:', 'To reschedule:')],
      action: 'View the booking',
    },
    'newsletter-confirmation': {
      subject: 'Confirm your subscription to the Bawaba newsletter',
      lines: (p) => [
        'Hello,',
        'Someone (we hope you) asked to receive the Bawaba newsletter at this address. Please confirm with the link below:',
        p.link ?? '',
        'If it was not you, ignore this email: you will not receive anything.',
      ],
      action: 'Confirm my subscription',
      aside: 'I did not ask for this',
    },
    'hiring-application-received': {
      subject: 'We received your application to Bawaba',
      lines: (p) => [
        hello(p.name),
        `Thank you for applying for the ${p.position} position. Your application and CV have reached us.`,
        'We read every application and will write to you once we have reviewed yours.',
      ],
    },
  },
  issueFooter: { why: 'You receive this because you subscribed to the Bawaba newsletter.', unsubscribe: 'Unsubscribe' },
};
