import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Beste ${name},` : 'Hallo,');
const links = (p: Record<string, string>) => userLinks(p, 'Annuleren:', 'Verzetten:');

export const nl: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Uw verificatiecode voor Bawaba',
      lines: (p) => [hello(p.name), `Uw verificatiecode is: ${p.code}`, 'De code is 15 minuten geldig. Hebt u geen Bawaba-account aangemaakt, dan kunt u deze e-mail negeren.'],
    },
    'password-reset': {
      subject: 'Stel uw Bawaba-wachtwoord opnieuw in',
      lines: (p) => [
        hello(p.name),
        'Iemand heeft gevraagd het wachtwoord van uw Bawaba-account opnieuw in te stellen. Gebruik deze link binnen een uur:',
        p.link ?? '',
        'Was u dit niet? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
      ],
      action: 'Wachtwoord opnieuw instellen',
    },
    'registration-attempt': {
      subject: 'Iemand probeerde zich met uw e-mailadres te registreren',
      lines: (p) => [
        hello(p.name),
        'Iemand probeerde zojuist een nieuw Bawaba-account aan te maken met dit e-mailadres. U hebt al een account, dus er is geen nieuw account aangemaakt.',
        'Was u het zelf? Log dan in; bent u uw wachtwoord vergeten, dan kunt u het opnieuw instellen via de inlogpagina:',
        p.link ?? '',
        'Was u het niet? Dan kunt u deze e-mail negeren: er is niets veranderd aan uw account.',
      ],
      action: 'Inloggen',
    },
    'credentials-changed': {
      subject: 'Uw aanmeldgegevens bij Bawaba zijn gewijzigd',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'Het wachtwoord van uw Bawaba-account is gewijzigd.',
          'password-reset': () => 'Het wachtwoord van uw Bawaba-account is opnieuw ingesteld via een per e-mail verzonden link.',
          'provider-linked': (name) => `Aanmelden met ${name} is gekoppeld aan uw Bawaba-account.`,
          'provider-unlinked': (name) => `Aanmelden met ${name} is losgekoppeld van uw Bawaba-account.`,
          'two-step-enabled': () => 'Aanmelden in twee stappen met een authenticator-app is ingeschakeld voor uw Bawaba-account.',
        }),
        `Tijdstip: ${p.when}`,
        'Was u het zelf? Dan hoeft u verder niets te doen.',
        'Was u het niet? Stel dan nu uw wachtwoord opnieuw in via de onderstaande link en neem contact met ons op, zodat wij u kunnen helpen uw account te beveiligen:',
        p.link ?? '',
      ],
      action: 'Wachtwoord opnieuw instellen',
      aside: 'Contact opnemen',
    },
    'mfa-code-reused': {
      subject: 'Er is een al gebruikte aanmeldcode ingevoerd voor uw Bawaba-account',
      lines: (p) => [
        hello(p.name),
        'Iemand heeft de eerste stap van het aanmelden bij uw Bawaba-account doorlopen en daarna een code voor aanmelden in twee stappen ingevoerd die al was gebruikt. De code is geweigerd en er is niemand aangemeld.',
        `Tijdstip: ${p.when}`,
        'Was u het zelf (bijvoorbeeld een code die u twee keer hebt ingevoerd)? Dan hoeft u verder niets te doen.',
        'Was u het niet? Dan kent iemand mogelijk uw wachtwoord: stel het nu opnieuw in via de onderstaande link en neem contact met ons op:',
        p.link ?? '',
      ],
      action: 'Wachtwoord opnieuw instellen',
      aside: 'Contact opnemen',
    },
    welcome: {
      subject: 'Welkom bij Bawaba',
      lines: () => [
        hello(),
        'Uw bedrijfsprofiel is compleet. Uw dashboard toont nu uw abonnement, uw volgende stappen en wat uw abonnement omvat.',
        'Van daaruit kunt u marktonderzoek doen, lokale partners vinden en een consult met een expert boeken.',
      ],
    },
    'booking-confirmed': {
      subject: 'Uw Bawaba-consult is bevestigd',
      lines: (p) => [
        hello(),
        `Het consult ‘${p.topic}’ is bevestigd voor ${p.when} (tijd in Riyad; ${p.whenUtc} UTC).`,
        'De agenda-uitnodiging is bijgevoegd. De vergaderruimte gaat 10 minuten voor het begin open.',
        ...links(p),
      ],
      action: 'Boeking bekijken',
    },
    'booking-moved': {
      subject: 'Uw Bawaba-consult heeft een nieuw tijdstip',
      lines: (p) => [hello(), `Het consult ‘${p.topic}’ vindt nu plaats op ${p.when} (tijd in Riyad; ${p.whenUtc} UTC).`, 'De bijgewerkte agenda-uitnodiging is bijgevoegd.', ...links(p)],
      action: 'Boeking bekijken',
    },
    'booking-cancelled': {
      subject: 'Uw Bawaba-consult is geannuleerd',
      lines: (p) => [hello(), `Het consult ‘${p.topic}’ van ${p.when} (tijd in Riyad) is geannuleerd.`, `Reden: ${p.reason}`, 'De bijgevoegde update haalt het uit uw agenda.'],
      action: 'Uw boekingen',
    },
    'booking-reschedule-requested': {
      subject: 'Uw expert wil uw consult verzetten',
      lines: (p) => [
        hello(),
        `Uw expert vraagt het consult ‘${p.topic}’ van ${p.when} (tijd in Riyad) te verzetten.`,
        `Reden: ${p.reason}`,
        `Kies een nieuw tijdstip of wijs het verzoek af: ${p.rescheduleLink}`,
      ],
      action: 'Nieuw tijdstip kiezen',
    },
    'booking-reminder': {
      subject: (p) => `Herinnering: uw consult begint over ${p.lead === '1h' ? '1 uur' : '24 uur'}`,
      lines: (p) => [hello(), `Het consult ‘${p.topic}’ begint op ${p.when} (tijd in Riyad; ${p.whenUtc} UTC).`, 'De vergaderruimte gaat 10 minuten voor het begin open.', ...links(p)],
      action: 'Boeking bekijken',
    },
    'newsletter-confirmation': {
      subject: 'Bevestig uw inschrijving op de nieuwsbrief van Bawaba',
      lines: (p) => [
        hello(),
        'Iemand (hopelijk u) heeft gevraagd de nieuwsbrief van Bawaba op dit adres te ontvangen. Bevestig dit met de link hieronder:',
        p.link ?? '',
        'Was u dit niet? Negeer dan deze e-mail: u ontvangt niets.',
      ],
      action: 'Mijn inschrijving bevestigen',
      aside: 'Ik heb hier niet om gevraagd',
    },
    'hiring-application-received': {
      subject: 'We hebben uw sollicitatie bij Bawaba ontvangen',
      lines: (p) => [
        hello(p.name),
        `Bedankt voor uw sollicitatie op de functie ‘${p.position}’. Uw sollicitatie en cv zijn bij ons binnengekomen.`,
        'We lezen elke sollicitatie en laten u iets weten zodra we de uwe hebben beoordeeld.',
      ],
    },
  },
  issueFooter: { why: 'U ontvangt dit bericht omdat u zich hebt ingeschreven op de nieuwsbrief van Bawaba.', unsubscribe: 'Uitschrijven' },
};
