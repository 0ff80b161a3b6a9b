import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Bonjour ${name},` : 'Bonjour,');
const links = (p: Record<string, string>) => userLinks(p, 'Pour annuler :', 'Pour changer d’horaire :');

export const fr: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Votre code de vérification Bawaba',
      lines: (p) => [hello(p.name), `Votre code de vérification est : ${p.code}`, 'Il est valable 15 minutes. Si vous n’avez pas créé de compte Bawaba, vous pouvez ignorer cet e-mail.'],
    },
    'password-reset': {
      subject: 'Réinitialisez votre mot de passe Bawaba',
      lines: (p) => [
        hello(p.name),
        'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Bawaba. Utilisez ce lien dans l’heure :',
        p.link ?? '',
        'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      action: 'Réinitialiser le mot de passe',
    },
    'registration-attempt': {
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
      lines: (p) => [
        hello(p.name),
        'Quelqu’un vient d’essayer de créer un nouveau compte Bawaba avec cette adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n’a donc été créé.',
        'Si c’était vous, connectez-vous plutôt ; si vous avez oublié votre mot de passe, vous pouvez le réinitialiser depuis la page de connexion :',
        p.link ?? '',
        'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé dans votre compte.',
      ],
      action: 'Se connecter',
    },
    'credentials-changed': {
      subject: 'Vos informations de connexion Bawaba ont été modifiées',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'Le mot de passe de votre compte Bawaba a été modifié.',
          'password-reset': () => 'Le mot de passe de votre compte Bawaba a été réinitialisé à l’aide d’un lien envoyé par e-mail.',
          'provider-linked': (name) => `La connexion avec ${name} a été associée à votre compte Bawaba.`,
          'provider-unlinked': (name) => `La connexion avec ${name} a été dissociée de votre compte Bawaba.`,
          'two-step-enabled': () => 'La connexion en deux étapes avec une application d’authentification a été activée pour votre compte Bawaba.',
        }),
        `Date et heure : ${p.when}`,
        'Si c’était vous, vous n’avez rien d’autre à faire.',
        'Si ce n’était pas vous, réinitialisez dès maintenant votre mot de passe avec le lien ci-dessous et contactez-nous afin que nous puissions vous aider à sécuriser votre compte :',
        p.link ?? '',
      ],
      action: 'Réinitialiser le mot de passe',
      aside: 'Nous contacter',
    },
    'mfa-code-reused': {
      subject: 'Un code de connexion déjà utilisé a été saisi pour votre compte Bawaba',
      lines: (p) => [
        hello(p.name),
        'Quelqu’un a franchi la première étape de la connexion à votre compte Bawaba, puis a saisi un code de connexion en deux étapes qui avait déjà été utilisé. Le code a été refusé et personne n’a été connecté.',
        `Date et heure : ${p.when}`,
        'Si c’était vous (par exemple un code saisi deux fois), vous n’avez rien d’autre à faire.',
        'Si ce n’était pas vous, quelqu’un connaît peut-être votre mot de passe : réinitialisez-le dès maintenant avec le lien ci-dessous et contactez-nous :',
        p.link ?? '',
      ],
      action: 'Réinitialiser le mot de passe',
      aside: 'Nous contacter',
    },
    welcome: {
      subject: 'Bienvenue sur Bawaba',
      lines: () => [
        hello(),
        'Votre profil d’entreprise est complet. Votre tableau de bord affiche désormais votre formule, vos prochaines étapes et ce que comprend votre formule.',
        'Vous pouvez y lancer des recherches de marché, trouver des partenaires locaux et réserver une consultation avec un expert.',
      ],
    },
    'booking-confirmed': {
      subject: 'Votre consultation Bawaba est confirmée',
      lines: (p) => [
        hello(),
        `La consultation « ${p.topic} » est confirmée pour le ${p.when} (heure de Riyad ; ${p.whenUtc} UTC).`,
        'L’invitation d’agenda est jointe. La salle de réunion ouvre 10 minutes avant le début.',
        ...links(p),
      ],
      action: 'Voir la réservation',
    },
    'booking-moved': {
      subject: 'Votre consultation Bawaba a un nouvel horaire',
      lines: (p) => [hello(), `La consultation « ${p.topic} » a désormais lieu le ${p.when} (heure de Riyad ; ${p.whenUtc} UTC).`, 'L’invitation d’agenda mise à jour est jointe.', ...links(p)],
      action: 'Voir la réservation',
    },
    'booking-cancelled': {
      subject: 'Votre consultation Bawaba a été annulée',
      lines: (p) => [hello(), `La consultation « ${p.topic} » du ${p.when} (heure de Riyad) a été annulée.`, `Motif : ${p.reason}`, 'La mise à jour jointe la retire de votre agenda.'],
      action: 'Vos réservations',
    },
    'booking-reschedule-requested': {
      subject: 'Votre expert demande à déplacer votre consultation',
      lines: (p) => [
        hello(),
        `Votre expert demande à déplacer la consultation « ${p.topic} » du ${p.when} (heure de Riyad).`,
        `Motif : ${p.reason}`,
        `Choisissez un nouvel horaire ou refusez : ${p.rescheduleLink}`,
      ],
      action: 'Choisir un nouvel horaire',
    },
    'booking-reminder': {
      subject: (p) => `Rappel : votre consultation commence dans ${p.lead === '1h' ? '1 heure' : '24 heures'}`,
      lines: (p) => [hello(), `La consultation « ${p.topic} » commence le ${p.when} (heure de Riyad ; ${p.whenUtc} UTC).`, 'La salle de réunion ouvre 10 minutes avant le début.', ...links(p)],
      action: 'Voir la réservation',
    },
    'newsletter-confirmation': {
      subject: 'Confirmez votre abonnement à la newsletter Bawaba',
      lines: (p) => [
        hello(),
        'Quelqu’un (vous, nous l’espérons) a demandé à recevoir la newsletter Bawaba à cette adresse. Merci de confirmer avec le lien ci-dessous :',
        p.link ?? '',
        'Si ce n’était pas vous, ignorez cet e-mail : vous ne recevrez rien.',
      ],
      action: 'Confirmer mon abonnement',
      aside: 'Je n’ai rien demandé',
    },
    'hiring-application-received': {
      subject: 'Nous avons bien reçu votre candidature chez Bawaba',
      lines: (p) => [
        hello(p.name),
        `Merci d’avoir postulé au poste « ${p.position} ». Votre candidature et votre CV nous sont bien parvenus.`,
        'Nous lisons chaque candidature et vous écrirons dès que nous aurons examiné la vôtre.',
      ],
    },
  },
  issueFooter: { why: 'Vous recevez ce message parce que vous êtes abonné à la newsletter Bawaba.', unsubscribe: 'Se désabonner' },
};
