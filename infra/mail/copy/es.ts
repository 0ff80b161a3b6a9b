import { userLinks, whatChanged, type LanguageCopy } from './types.ts';

const hello = (name?: string) => (name ? `Hola, ${name}:` : 'Hola:');
const links = (p: Record<string, string>) => userLinks(p, 'Para cancelar:', 'Para cambiar la hora:');

export const es: LanguageCopy = {
  templates: {
    'verification-code': {
      subject: 'Su código de verificación de Bawaba',
      lines: (p) => [hello(p.name), `Su código de verificación es: ${p.code}`, 'Es válido durante 15 minutos. Si no ha creado una cuenta de Bawaba, puede ignorar este correo.'],
    },
    'password-reset': {
      subject: 'Restablezca su contraseña de Bawaba',
      lines: (p) => [
        hello(p.name),
        'Alguien ha solicitado restablecer la contraseña de su cuenta de Bawaba. Utilice este enlace en el plazo de una hora:',
        p.link ?? '',
        'Si no ha sido usted, ignore este correo: su contraseña no cambiará.',
      ],
      action: 'Restablecer la contraseña',
    },
    'registration-attempt': {
      subject: 'Alguien ha intentado registrarse con su dirección de correo',
      lines: (p) => [
        hello(p.name),
        'Alguien acaba de intentar crear una nueva cuenta de Bawaba con esta dirección de correo electrónico. Usted ya tiene una cuenta, así que no se ha creado ninguna nueva.',
        'Si ha sido usted, inicie sesión; si ha olvidado su contraseña, puede restablecerla desde la página de inicio de sesión:',
        p.link ?? '',
        'Si no ha sido usted, puede ignorar este correo: no ha cambiado nada en su cuenta.',
      ],
      action: 'Iniciar sesión',
    },
    'credentials-changed': {
      subject: 'Se han modificado sus datos de inicio de sesión en Bawaba',
      lines: (p) => [
        hello(p.name),
        whatChanged(p, {
          'password-changed': () => 'Se ha cambiado la contraseña de su cuenta de Bawaba.',
          'password-reset': () => 'Se ha restablecido la contraseña de su cuenta de Bawaba mediante un enlace enviado por correo electrónico.',
          'provider-linked': (name) => `Se ha vinculado el inicio de sesión con ${name} a su cuenta de Bawaba.`,
          'provider-unlinked': (name) => `Se ha desvinculado el inicio de sesión con ${name} de su cuenta de Bawaba.`,
          'two-step-enabled': () => 'Se ha activado el inicio de sesión en dos pasos con una aplicación de autenticación en su cuenta de Bawaba.',
        }),
        `Fecha y hora: ${p.when}`,
        'Si ha sido usted, no tiene que hacer nada más.',
        'Si no ha sido usted, restablezca ahora su contraseña con el enlace siguiente y póngase en contacto con nosotros para que podamos ayudarle a proteger su cuenta:',
        p.link ?? '',
      ],
      action: 'Restablecer la contraseña',
      aside: 'Contactar con nosotros',
    },
    'mfa-code-reused': {
      subject: 'Se ha introducido un código de inicio de sesión ya utilizado en su cuenta de Bawaba',
      lines: (p) => [
        hello(p.name),
        'Alguien ha superado el primer paso del inicio de sesión en su cuenta de Bawaba y después ha introducido un código de inicio de sesión en dos pasos que ya se había utilizado. El código se ha rechazado y nadie ha iniciado sesión.',
        `Fecha y hora: ${p.when}`,
        'Si ha sido usted (por ejemplo, si ha introducido un código dos veces), no tiene que hacer nada más.',
        'Si no ha sido usted, es posible que alguien conozca su contraseña: restablézcala ahora con el enlace siguiente y póngase en contacto con nosotros:',
        p.link ?? '',
      ],
      action: 'Restablecer la contraseña',
      aside: 'Contactar con nosotros',
    },
    welcome: {
      subject: 'Le damos la bienvenida a Bawaba',
      lines: () => [
        hello(),
        'Su perfil de empresa está completo. Su panel muestra ahora su plan, sus próximos pasos y lo que incluye su plan.',
        'Desde allí puede hacer búsquedas de mercado, encontrar socios locales y reservar una consulta con un experto.',
      ],
    },
    'booking-confirmed': {
      subject: 'Su consulta de Bawaba está confirmada',
      lines: (p) => [
        hello(),
        `La consulta «${p.topic}» está confirmada para el ${p.when} (hora de Riad; ${p.whenUtc} UTC).`,
        'Se adjunta la invitación de calendario. La sala de reunión se abre 10 minutos antes del inicio.',
        ...links(p),
      ],
      action: 'Ver la reserva',
    },
    'booking-moved': {
      subject: 'Su consulta de Bawaba tiene una nueva hora',
      lines: (p) => [hello(), `La consulta «${p.topic}» tendrá lugar ahora el ${p.when} (hora de Riad; ${p.whenUtc} UTC).`, 'Se adjunta la invitación de calendario actualizada.', ...links(p)],
      action: 'Ver la reserva',
    },
    'booking-cancelled': {
      subject: 'Su consulta de Bawaba se ha cancelado',
      lines: (p) => [hello(), `Se ha cancelado la consulta «${p.topic}» del ${p.when} (hora de Riad).`, `Motivo: ${p.reason}`, 'La actualización adjunta la elimina de su calendario.'],
      action: 'Sus reservas',
    },
    'booking-reschedule-requested': {
      subject: 'Su experto ha pedido cambiar la hora de su consulta',
      lines: (p) => [
        hello(),
        `Su experto ha pedido cambiar la consulta «${p.topic}» del ${p.when} (hora de Riad).`,
        `Motivo: ${p.reason}`,
        `Elija una nueva hora o rechace la solicitud: ${p.rescheduleLink}`,
      ],
      action: 'Elegir una nueva hora',
    },
    'booking-reminder': {
      subject: (p) => `Recordatorio: su consulta empieza dentro de ${p.lead === '1h' ? '1 hora' : '24 horas'}`,
      lines: (p) => [hello(), `La consulta «${p.topic}» empieza el ${p.when} (hora de Riad; ${p.whenUtc} UTC).`, 'La sala de reunión se abre 10 minutos antes del inicio.', ...links(p)],
      action: 'Ver la reserva',
    },
    'newsletter-confirmation': {
      subject: 'Confirme su suscripción al boletín de Bawaba',
      lines: (p) => [
        hello(),
        'Alguien (esperamos que usted) ha pedido recibir el boletín de Bawaba en esta dirección. Confírmelo con el enlace siguiente:',
        p.link ?? '',
        'Si no ha sido usted, ignore este correo: no recibirá nada.',
      ],
      action: 'Confirmar mi suscripción',
      aside: 'No lo he solicitado',
    },
    'hiring-application-received': {
      subject: 'Hemos recibido su candidatura a Bawaba',
      lines: (p) => [
        hello(p.name),
        `Gracias por presentar su candidatura al puesto «${p.position}». Hemos recibido su solicitud y su CV.`,
        'Leemos todas las candidaturas y le escribiremos en cuanto hayamos revisado la suya.',
      ],
    },
  },
  issueFooter: { why: 'Recibe este mensaje porque se suscribió al boletín de Bawaba.', unsubscribe: 'Cancelar la suscripción' },
};
