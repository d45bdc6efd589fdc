// The Spanish text of issue 37: what the watch over a confirmed turnover says
// (core/turnover-alerts.ts): the cleaner's reminders, the urgent "not started" alert to the host and
// the cleaner, and the news that it was missed. Read by the server only (bell and email), like
// turnover-emails.ts. {place} is the property, {date} its day, {start}–{end} the window in 12-hour
// times with the zone.
import type { Widen } from '../widen';
import type { turnoverAlertEmails as english } from '../en/turnover-alert-emails';

export const turnoverAlertEmails: Widen<typeof english> = {
  reminder: {
    eveningTitle: 'Recordatorio: limpieza mañana',
    soonTitle: 'Recordatorio: limpieza en 2 horas',
    message: '{place}, {date}, {start}–{end}.',
    eveningSubject: 'Mañana: limpieza en {place}, {start}–{end}',
    soonSubject: 'En 2 horas: limpieza en {place}, {start}–{end}',
    preheader: '{date}, {start}–{end}.',
    eveningHeading: 'Tu limpieza es mañana',
    soonHeading: 'Tu limpieza empieza en 2 horas',
    greeting: 'Hola, {name}: te recordamos la limpieza que confirmaste:',
    line: '{place}, {date}, {start}–{end}',
    body: 'La página de la limpieza tiene la lista de tareas y, desde 24 horas antes, cómo entrar. Si ya no puedes ir, cancélala ahí ahora para que se le pueda preguntar al siguiente profesional.',
    action: 'Abrir la limpieza',
    footnote:
      'Recibes este correo porque confirmaste esta limpieza en TurnReady. Los horarios están en la zona horaria de la propiedad.',
  },
  overdue: {
    hostTitle: 'Urgente: limpieza sin iniciar',
    hostMessage:
      '{cleaner} no ha iniciado la limpieza en {place} ({date}, {start}–{end}): la salida de los huéspedes fue hace 30 minutos.',
    cleanerTitle: 'Urgente: tu limpieza no ha iniciado',
    cleanerMessage:
      'La limpieza en {place} empezaba a las {start} y no se ha iniciado. Iníciala ahora o avísale al anfitrión.',
    hostEmail: {
      subject: 'URGENTE: la limpieza en {place} no ha iniciado',
      preheader: '{cleaner} no ha iniciado la limpieza del {date}, {start}–{end}.',
      heading: 'Una limpieza no ha iniciado',
      greeting:
        'Hola, {name}: {cleaner} confirmó esta limpieza pero no la ha iniciado, 30 minutos después de la salida de los huéspedes:',
      line: '{place}, {date}, {start}–{end}',
      body: 'Comunícate con tu profesional de limpieza. Si no se inicia antes de que termine el horario, se marca como no realizada y podrás volver a ofrecerla a tu equipo o a profesionales cercanos.',
      action: 'Abrir la página Limpiezas',
      footnote:
        'Recibes este correo porque publicas este trabajo en TurnReady. Los horarios están en la zona horaria de la propiedad.',
    },
    cleanerEmail: {
      subject: 'URGENTE: tu limpieza en {place} no ha iniciado',
      preheader: 'Empezaba a las {start}.',
      heading: 'Tu limpieza no ha iniciado',
      greeting: 'Hola, {name}: la limpieza que confirmaste empezaba hace 30 minutos y no se ha iniciado:',
      line: '{place}, {date}, {start}–{end}',
      body: 'Iníciala desde su página en cuanto llegues. Si no se inicia antes de que termine el horario, se marca como no realizada.',
      action: 'Abrir la limpieza',
      footnote:
        'Recibes este correo porque confirmaste esta limpieza en TurnReady. Los horarios están en la zona horaria de la propiedad.',
    },
  },
  missed: {
    hostTitle: 'Urgente: limpieza no realizada',
    hostMessage:
      '{cleaner} nunca inició la limpieza en {place} ({date}, {start}–{end}). Vuelve a ofrecerla a tu equipo o a profesionales cercanos, o márcala como resuelta.',
    cleanerTitle: 'Limpieza no realizada',
    cleanerMessage: 'La limpieza en {place} del {date} terminó sin iniciarse. Ya le avisamos al anfitrión.',
    hostEmail: {
      subject: 'URGENTE: limpieza no realizada en {place}',
      preheader: 'La limpieza del {date}, {start}–{end} nunca se inició.',
      heading: 'Una limpieza no se realizó',
      greeting: 'Hola, {name}: {cleaner} confirmó esta limpieza pero nunca la inició, y su horario ya terminó:',
      line: '{place}, {date}, {start}–{end}',
      body: 'Desde la página Limpiezas puedes volver a ofrecerla a tu equipo, abrirla a profesionales cercanos o marcarla como resuelta si la solucionaste de otra forma.',
      action: 'Abrir la página Limpiezas',
      footnote:
        'Recibes este correo porque publicas este trabajo en TurnReady. Los horarios están en la zona horaria de la propiedad.',
    },
    cleanerEmail: {
      subject: 'Limpieza no realizada en {place}',
      preheader: 'La limpieza del {date}, {start}–{end} terminó sin iniciarse.',
      heading: 'Una limpieza no se realizó',
      greeting: 'Hola, {name}: la limpieza que confirmaste terminó sin iniciarse:',
      line: '{place}, {date}, {start}–{end}',
      body: 'Quedó registrada como no realizada y ya le avisamos al anfitrión. Si algo salió mal, avísale al anfitrión.',
      action: 'Abrir mi agenda',
      footnote:
        'Recibes este correo porque confirmaste esta limpieza en TurnReady. Los horarios están en la zona horaria de la propiedad.',
    },
  },
} as const;
