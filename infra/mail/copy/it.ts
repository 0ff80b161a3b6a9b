import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Buongiorno ${name},` : 'Buongiorno,');
const links = (p: Record<string, string>) => userLinks(p, 'Per annullare:', 'Per cambiare orario:');

export const it: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Il Suo codice di verifica Bawaba',
      lines: (p) => [hello(p.name), `Il Suo codice di verifica è: ${p.code}`, 'È valido per 15 minuti. Se non ha creato un account Bawaba, può ignorare questa email.'],
    },
    'password-reset': {
      subject: 'Reimposti la password di Bawaba',
      lines: (p) => [
        hello(p.name),
        'Qualcuno ha chiesto di reimpostare la password del Suo account Bawaba. Usi questo link entro un’ora:',
        p.link ?? '',
        'Se non è stato Lei, ignori questa email: la Sua password resta invariata.',
      ],
      action: 'Reimposta la password',
    },
    'registration-attempt': {
      subject: 'Qualcuno ha provato a registrarsi con il Suo indirizzo email',
      lines: (p) => [
        hello(p.name),
        'Qualcuno ha appena provato a creare un nuovo account Bawaba con questo indirizzo email. Lei ha già un account, quindi non ne è stato creato uno nuovo.',
        'Se è stato Lei, acceda con l’account esistente; se ha dimenticato la password, può reimpostarla dalla pagina di accesso:',
        p.link ?? '',
        'Se non è stato Lei, può ignorare questa email: nel Suo account non è cambiato nulla.',
      ],
      action: 'Accedi',
    },
    'credentials-changed': {
      subject: 'I Suoi dati di accesso a Bawaba sono stati modificati',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'La password del Suo account Bawaba è stata modificata.',
          'password-reset': () => 'La password del Suo account Bawaba è stata reimpostata tramite un link inviato via email.',
          'provider-linked': (name) => `L’accesso con ${name} è stato collegato al Suo account Bawaba.`,
          'provider-unlinked': (name) => `L’accesso con ${name} è stato scollegato dal Suo account Bawaba.`,
          'two-step-enabled': () => 'L’accesso in due passaggi con un’app di autenticazione è stato attivato per il Suo account Bawaba.',
        }),
        `Data e ora: ${p.when}`,
        'Se è stato Lei, non deve fare altro.',
        'Se non è stato Lei, reimposti subito la password con il link qui sotto e ci contatti, così potremo aiutarLa a proteggere il Suo account:',
        p.link ?? '',
      ],
      action: 'Reimposta la password',
      aside: 'Ci contatti',
    },
    'mfa-code-reused': {
      subject: 'Per il Suo account Bawaba è stato inserito un codice di accesso già usato',
      lines: (p) => [
        hello(p.name),
        'Qualcuno ha superato il primo passaggio dell’accesso al Suo account Bawaba e ha poi inserito un codice di accesso in due passaggi già usato. Il codice è stato rifiutato e nessuno ha effettuato l’accesso.',
        `Data e ora: ${p.when}`,
        'Se è stato Lei (ad esempio, un codice inserito due volte), non deve fare altro.',
        'Se non è stato Lei, qualcuno potrebbe conoscere la Sua password: la reimposti subito con il link qui sotto e ci contatti:',
        p.link ?? '',
      ],
      action: 'Reimposta la password',
      aside: 'Ci contatti',
    },
    welcome: {
      subject: 'Le diamo il benvenuto in Bawaba',
      lines: () => [
        hello(),
        'Il profilo della Sua azienda è completo. La Sua dashboard mostra ora il Suo piano, i prossimi passi e ciò che il piano comprende.',
        'Da lì può avviare ricerche di mercato, trovare partner locali e prenotare una consulenza con un esperto.',
      ],
    },
    'booking-confirmed': {
      subject: 'La Sua consulenza Bawaba è confermata',
      lines: (p) => [
        hello(),
        `La consulenza «${p.topic}» è confermata per ${p.when} (ora di Riad; ${p.whenUtc} UTC).`,
        'In allegato trova l’invito per il calendario. La sala riunioni apre 10 minuti prima dell’inizio.',
        ...links(p),
      ],
      action: 'Vedi la prenotazione',
    },
    'booking-moved': {
      subject: 'La Sua consulenza Bawaba ha un nuovo orario',
      lines: (p) => [hello(), `La consulenza «${p.topic}» si terrà ora ${p.when} (ora di Riad; ${p.whenUtc} UTC).`, 'In allegato trova l’invito aggiornato per il calendario.', ...links(p)],
      action: 'Vedi la prenotazione',
    },
    'booking-cancelled': {
      subject: 'La Sua consulenza Bawaba è stata annullata',
      lines: (p) => [hello(), `La consulenza «${p.topic}» prevista per ${p.when} (ora di Riad) è stata annullata.`, `Motivo: ${p.reason}`, 'L’aggiornamento allegato la rimuove dal Suo calendario.'],
      action: 'Le Sue prenotazioni',
    },
    'booking-reschedule-requested': {
      subject: 'Il Suo esperto chiede di spostare la consulenza',
      lines: (p) => [
        hello(),
        `Il Suo esperto chiede di spostare la consulenza «${p.topic}» prevista per ${p.when} (ora di Riad).`,
        `Motivo: ${p.reason}`,
        `Scelga un nuovo orario o rifiuti la richiesta: ${p.rescheduleLink}`,
      ],
      action: 'Scegli un nuovo orario',
    },
    'booking-reminder': {
      subject: (p) => `Promemoria: la Sua consulenza inizia tra ${p.lead === '1h' ? '1 ora' : '24 ore'}`,
      lines: (p) => [hello(), `La consulenza «${p.topic}» inizia ${p.when} (ora di Riad; ${p.whenUtc} UTC).`, 'La sala riunioni apre 10 minuti prima dell’inizio.', ...links(p)],
      action: 'Vedi la prenotazione',
    },
    'newsletter-confirmation': {
      subject: 'Confermi l’iscrizione alla newsletter di Bawaba',
      lines: (p) => [
        hello(),
        'Qualcuno (speriamo Lei) ha chiesto di ricevere la newsletter di Bawaba a questo indirizzo. La preghiamo di confermare con il link qui sotto:',
        p.link ?? '',
        'Se non è stato Lei, ignori questa email: non riceverà nulla.',
      ],
      action: 'Conferma la mia iscrizione',
      aside: 'Non l’ho richiesto io',
    },
    'hiring-application-received': {
      subject: 'Abbiamo ricevuto la Sua candidatura a Bawaba',
      lines: (p) => [
        hello(p.name),
        `Grazie per la Sua candidatura alla posizione «${p.position}». Abbiamo ricevuto la candidatura e il CV.`,
        'Leggiamo ogni candidatura e Le scriveremo non appena avremo esaminato la Sua.',
      ],
    },
  },
  issueFooter: { why: 'Riceve questo messaggio per la Sua iscrizione alla newsletter di Bawaba.', unsubscribe: 'Annulla l’iscrizione' },
};
