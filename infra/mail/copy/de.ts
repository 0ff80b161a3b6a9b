import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Hallo ${name},` : 'Hallo,');
const links = (p: Record<string, string>) => userLinks(p, 'Zum Stornieren:', 'Zum Verschieben:');

export const de: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Ihr Bawaba-Bestätigungscode',
      lines: (p) => [hello(p.name), `Ihr Bestätigungscode lautet: ${p.code}`, 'Er ist 15 Minuten lang gültig. Wenn Sie kein Bawaba-Konto angelegt haben, können Sie diese E-Mail ignorieren.'],
    },
    'password-reset': {
      subject: 'Setzen Sie Ihr Bawaba-Passwort zurück',
      lines: (p) => [
        hello(p.name),
        'Jemand hat angefordert, das Passwort Ihres Bawaba-Kontos zurückzusetzen. Verwenden Sie diesen Link innerhalb einer Stunde:',
        p.link ?? '',
        'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      action: 'Passwort zurücksetzen',
    },
    'registration-attempt': {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
      lines: (p) => [
        hello(p.name),
        'Soeben hat jemand versucht, mit dieser E-Mail-Adresse ein neues Bawaba-Konto anzulegen. Da Sie bereits ein Konto haben, wurde kein neues angelegt.',
        'Falls Sie das waren, melden Sie sich stattdessen an; falls Sie Ihr Passwort vergessen haben, können Sie es auf der Anmeldeseite zurücksetzen:',
        p.link ?? '',
        'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.',
      ],
      action: 'Anmelden',
    },
    'credentials-changed': {
      subject: 'Ihre Anmeldedaten bei Bawaba wurden geändert',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'Das Passwort Ihres Bawaba-Kontos wurde geändert.',
          'password-reset': () => 'Das Passwort Ihres Bawaba-Kontos wurde über einen per E-Mail gesendeten Link zurückgesetzt.',
          'provider-linked': (name) => `Die Anmeldung mit ${name} wurde mit Ihrem Bawaba-Konto verbunden.`,
          'provider-unlinked': (name) => `Die Anmeldung mit ${name} wurde von Ihrem Bawaba-Konto getrennt.`,
          'two-step-enabled': () => 'Die Zwei-Schritt-Anmeldung mit einer Authenticator-App wurde für Ihr Bawaba-Konto aktiviert.',
        }),
        `Zeitpunkt: ${p.when}`,
        'Falls Sie das waren, müssen Sie nichts weiter tun.',
        'Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt über den folgenden Link zurück und nehmen Sie Kontakt mit uns auf, damit wir Ihnen helfen können, Ihr Konto zu schützen:',
        p.link ?? '',
      ],
      action: 'Passwort zurücksetzen',
      aside: 'Kontakt aufnehmen',
    },
    'mfa-code-reused': {
      subject: 'Für Ihr Bawaba-Konto wurde ein bereits verwendeter Anmeldecode eingegeben',
      lines: (p) => [
        hello(p.name),
        'Jemand hat den ersten Schritt der Anmeldung bei Ihrem Bawaba-Konto bestanden und dann einen Code für die Zwei-Schritt-Anmeldung eingegeben, der bereits verwendet worden war. Der Code wurde abgelehnt, und niemand wurde angemeldet.',
        `Zeitpunkt: ${p.when}`,
        'Falls Sie das waren (zum Beispiel, weil Sie einen Code zweimal eingegeben haben), müssen Sie nichts weiter tun.',
        'Falls Sie das nicht waren, kennt möglicherweise jemand Ihr Passwort: Setzen Sie es jetzt über den folgenden Link zurück und nehmen Sie Kontakt mit uns auf:',
        p.link ?? '',
      ],
      action: 'Passwort zurücksetzen',
      aside: 'Kontakt aufnehmen',
    },
    welcome: {
      subject: 'Willkommen bei Bawaba',
      lines: () => [
        hello(),
        'Ihr Unternehmensprofil ist vollständig. Ihr Dashboard zeigt jetzt Ihren Tarif, Ihre nächsten Schritte und was Ihr Tarif umfasst.',
        'Von dort aus können Sie Marktrecherchen durchführen, lokale Partner finden und eine Beratung mit einem Experten buchen.',
      ],
    },
    'booking-confirmed': {
      subject: 'Ihre Bawaba-Beratung ist bestätigt',
      lines: (p) => [
        hello(),
        `Die Beratung „${p.topic}“ ist für ${p.when} bestätigt (Ortszeit Riad; ${p.whenUtc} UTC).`,
        'Die Kalendereinladung ist angehängt. Der Besprechungsraum öffnet 10 Minuten vor Beginn.',
        ...links(p),
      ],
      action: 'Buchung ansehen',
    },
    'booking-moved': {
      subject: 'Ihre Bawaba-Beratung hat einen neuen Termin',
      lines: (p) => [hello(), `Die Beratung „${p.topic}“ findet jetzt am ${p.when} statt (Ortszeit Riad; ${p.whenUtc} UTC).`, 'Die aktualisierte Kalendereinladung ist angehängt.', ...links(p)],
      action: 'Buchung ansehen',
    },
    'booking-cancelled': {
      subject: 'Ihre Bawaba-Beratung wurde abgesagt',
      lines: (p) => [hello(), `Die Beratung „${p.topic}“ am ${p.when} (Ortszeit Riad) wurde abgesagt.`, `Grund: ${p.reason}`, 'Die angehängte Aktualisierung entfernt den Termin aus Ihrem Kalender.'],
      action: 'Ihre Buchungen',
    },
    'booking-reschedule-requested': {
      subject: 'Ihr Experte möchte Ihre Beratung verschieben',
      lines: (p) => [
        hello(),
        `Ihr Experte bittet darum, die Beratung „${p.topic}“ am ${p.when} (Ortszeit Riad) zu verschieben.`,
        `Grund: ${p.reason}`,
        `Wählen Sie einen neuen Termin oder lehnen Sie ab: ${p.rescheduleLink}`,
      ],
      action: 'Neuen Termin wählen',
    },
    'booking-reminder': {
      subject: (p) => `Erinnerung: Ihre Beratung beginnt in ${p.lead === '1h' ? '1 Stunde' : '24 Stunden'}`,
      lines: (p) => [hello(), `Die Beratung „${p.topic}“ beginnt am ${p.when} (Ortszeit Riad; ${p.whenUtc} UTC).`, 'Der Besprechungsraum öffnet 10 Minuten vor Beginn.', ...links(p)],
      action: 'Buchung ansehen',
    },
    'newsletter-confirmation': {
      subject: 'Bestätigen Sie Ihr Abonnement des Bawaba-Newsletters',
      lines: (p) => [
        hello(),
        'Jemand (hoffentlich Sie) möchte den Bawaba-Newsletter an diese Adresse erhalten. Bitte bestätigen Sie das über den Link unten:',
        p.link ?? '',
        'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Sie erhalten dann nichts.',
      ],
      action: 'Abonnement bestätigen',
      aside: 'Das habe ich nicht angefordert',
    },
    'hiring-application-received': {
      subject: 'Wir haben Ihre Bewerbung bei Bawaba erhalten',
      lines: (p) => [
        hello(p.name),
        `Vielen Dank für Ihre Bewerbung auf die Stelle „${p.position}“. Ihre Bewerbung und Ihr Lebenslauf sind bei uns eingegangen.`,
        'Wir lesen jede Bewerbung und melden uns bei Ihnen, sobald wir Ihre geprüft haben.',
      ],
    },
  },
  issueFooter: { why: 'Sie erhalten diese E-Mail, weil Sie den Bawaba-Newsletter abonniert haben.', unsubscribe: 'Abmelden' },
};
