import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Olá, ${name},` : 'Olá,');
const links = (p: Record<string, string>) => userLinks(p, 'Para cancelar:', 'Para mudar o horário:');

export const pt: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'O seu código de verificação da Bawaba',
      lines: (p) => [hello(p.name), `O seu código de verificação é: ${p.code}`, 'É válido durante 15 minutos. Se não criou uma conta na Bawaba, pode ignorar este e-mail.'],
    },
    'password-reset': {
      subject: 'Redefina a sua senha da Bawaba',
      lines: (p) => [
        hello(p.name),
        'Alguém pediu para redefinir a senha da sua conta na Bawaba. Use este link no prazo de uma hora:',
        p.link ?? '',
        'Se não foi você, ignore este e-mail: a sua senha continua a mesma.',
      ],
      action: 'Redefinir a senha',
    },
    'registration-attempt': {
      subject: 'Alguém tentou criar uma conta com o seu endereço de e-mail',
      lines: (p) => [
        hello(p.name),
        'Alguém acabou de tentar criar uma nova conta na Bawaba com este endereço de e-mail. Como já tem uma conta, não foi criada nenhuma nova.',
        'Se foi você, inicie sessão; se esqueceu a senha, pode redefini-la na página de início de sessão:',
        p.link ?? '',
        'Se não foi você, pode ignorar este e-mail: nada mudou na sua conta.',
      ],
      action: 'Iniciar sessão',
    },
    'credentials-changed': {
      subject: 'Os seus dados de acesso à Bawaba foram alterados',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'A senha da sua conta na Bawaba foi alterada.',
          'password-reset': () => 'A senha da sua conta na Bawaba foi redefinida através de um link enviado por e-mail.',
          'provider-linked': (name) => `O início de sessão com ${name} foi associado à sua conta na Bawaba.`,
          'provider-unlinked': (name) => `O início de sessão com ${name} foi desassociado da sua conta na Bawaba.`,
          'two-step-enabled': () => 'O início de sessão em dois passos com um app autenticador foi ativado na sua conta na Bawaba.',
        }),
        `Data e hora: ${p.when}`,
        'Se foi você, não precisa de fazer mais nada.',
        'Se não foi você, redefina já a sua senha com o link abaixo e fale connosco, para que possamos ajudar a proteger a sua conta:',
        p.link ?? '',
      ],
      action: 'Redefinir a senha',
      aside: 'Fale connosco',
    },
    'mfa-code-reused': {
      subject: 'Foi introduzido um código de acesso já utilizado na sua conta na Bawaba',
      lines: (p) => [
        hello(p.name),
        'Alguém passou o primeiro passo do início de sessão na sua conta na Bawaba e depois introduziu um código de início de sessão em dois passos que já tinha sido utilizado. O código foi recusado e ninguém iniciou sessão.',
        `Data e hora: ${p.when}`,
        'Se foi você (por exemplo, um código introduzido duas vezes), não precisa de fazer mais nada.',
        'Se não foi você, é possível que alguém conheça a sua senha: redefina-a já com o link abaixo e fale connosco:',
        p.link ?? '',
      ],
      action: 'Redefinir a senha',
      aside: 'Fale connosco',
    },
    welcome: {
      subject: 'Boas-vindas à Bawaba',
      lines: () => [
        hello(),
        'O perfil da sua empresa está completo. O seu painel mostra agora o seu plano, os próximos passos e o que o seu plano inclui.',
        'A partir daí pode fazer pesquisas de mercado, encontrar parceiros locais e reservar uma consulta com um especialista.',
      ],
    },
    'booking-confirmed': {
      subject: 'A sua consulta na Bawaba está confirmada',
      lines: (p) => [
        hello(),
        `A consulta “${p.topic}” está confirmada para ${p.when} (hora de Riade; ${p.whenUtc} UTC).`,
        'O convite de calendário segue em anexo. A sala de reunião abre 10 minutos antes do início.',
        ...links(p),
      ],
      action: 'Ver a reserva',
    },
    'booking-moved': {
      subject: 'A sua consulta na Bawaba tem um novo horário',
      lines: (p) => [hello(), `A consulta “${p.topic}” passou para ${p.when} (hora de Riade; ${p.whenUtc} UTC).`, 'O convite de calendário atualizado segue em anexo.', ...links(p)],
      action: 'Ver a reserva',
    },
    'booking-cancelled': {
      subject: 'A sua consulta na Bawaba foi cancelada',
      lines: (p) => [hello(), `A consulta “${p.topic}” marcada para ${p.when} (hora de Riade) foi cancelada.`, `Motivo: ${p.reason}`, 'A atualização em anexo remove-a do seu calendário.'],
      action: 'As suas reservas',
    },
    'booking-reschedule-requested': {
      subject: 'O seu especialista pediu para mudar o horário da consulta',
      lines: (p) => [
        hello(),
        `O seu especialista pediu para mudar a consulta “${p.topic}” marcada para ${p.when} (hora de Riade).`,
        `Motivo: ${p.reason}`,
        `Escolha um novo horário ou recuse o pedido: ${p.rescheduleLink}`,
      ],
      action: 'Escolher um novo horário',
    },
    'booking-reminder': {
      subject: (p) => `Lembrete: a sua consulta começa dentro de ${p.lead === '1h' ? '1 hora' : '24 horas'}`,
      lines: (p) => [hello(), `A consulta “${p.topic}” está marcada para ${p.when} (hora de Riade; ${p.whenUtc} UTC).`, 'A sala de reunião abre 10 minutos antes do início.', ...links(p)],
      action: 'Ver a reserva',
    },
    'newsletter-confirmation': {
      subject: 'Confirme a sua inscrição na newsletter da Bawaba',
      lines: (p) => [
        hello(),
        'Alguém (esperamos que tenha sido você) pediu para receber a newsletter da Bawaba neste endereço. Confirme através do link abaixo:',
        p.link ?? '',
        'Se não foi você, ignore este e-mail: não receberá nada.',
      ],
      action: 'Confirmar a minha inscrição',
      aside: 'Não pedi isto',
    },
    'hiring-application-received': {
      subject: 'Recebemos a sua candidatura à Bawaba',
      lines: (p) => [
        hello(p.name),
        `Obrigado pela sua candidatura à vaga “${p.position}”. A sua candidatura e o seu CV chegaram até nós.`,
        'Lemos todas as candidaturas e voltaremos a escrever-lhe assim que tivermos analisado a sua.',
      ],
    },
  },
  issueFooter: { why: 'Recebe esta mensagem porque se inscreveu na newsletter da Bawaba.', unsubscribe: 'Cancelar a inscrição' },
};
