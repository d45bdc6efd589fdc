// The Spanish text of turnover notifications and emails (issue 16): the cleaner hears of new, moved,
// re-timed and cancelled turnovers once per change (a sync, a host's edit), the host of each answer.
// {place} is the property (address to the cleaner it is assigned to, else city and state).
import type { Widen } from '../widen';
import type { turnoverEmails as english } from '../en/turnover-emails';

export const turnoverEmails: Widen<typeof english> = {
  changed: {
    notificationTitle: 'Cambiaron tus limpiezas',
    notificationTitleUrgent: 'Urgente: se canceló una limpieza',
    /** {summary}: "2 new, 1 moved, 1 cancelled". Spanish counts after a label ("nuevas: 2"), so no plural is needed. */
    notificationMessage: '{place} — {summary}.',
    summaryNew: 'nuevas: {count}',
    summaryMoved: 'cambiadas de fecha: {count}',
    summaryRetimed: 'con horario nuevo: {count}',
    summaryCancelled: 'canceladas: {count}',
    summaryReassigned: 'pasadas a otro profesional: {count}',
    subject: 'Cambiaron las limpiezas en {place}',
    subjectUrgent: 'URGENTE: limpieza cancelada en {place}',
    preheader: '{place} — {summary}.',
    heading: 'Cambiaron tus limpiezas',
    greeting: 'Hola, {name}: cambió la agenda en {place}:',
    created: 'Nueva: {date}, {start}–{end}{sameDay}, {pay}',
    moved: 'Cambiada de fecha: {from} → {date}, {start}–{end}{sameDay}',
    retimed: 'Horario nuevo: {date}, {start}–{end}{sameDay}',
    cancelled: 'Cancelada: {date}, {start}–{end}',
    reassigned: 'Ya no es tuya: {date}, {start}–{end} (cambió el equipo del anfitrión). No tienes que ir.',
    cancelledUrgent:
      'URGENTE — cancelada con menos de 48 horas de anticipación: {date}, {start}–{end}. No vayas a la propiedad.',
    sameDay: ' (limpieza el mismo día)',
    askAnswer:
      'Confirma cada limpieza nueva o cambiada de fecha en tu agenda, o avísale al anfitrión que no puedes ir.',
    askAnswerLinks: 'Responde a cada limpieza nueva o cambiada de fecha con sus botones, o desde tu agenda.',
    more: '…y {count} más: míralas todas en tu agenda.',
    confirm: 'Confirmar',
    decline: 'No puedo ir',
    action: 'Abrir mi agenda',
    footnote:
      'Recibes este correo porque te contrataron para esta propiedad en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
  },
  /** Issue 17: one turnover offered to one team member, with a deadline and the two answer buttons. */
  offered: {
    subject: '¿Puedes hacer esta limpieza? {date} en {place}',
    preheader: 'Responde antes del {deadline}.',
    heading: '¿Puedes hacer esta limpieza?',
    greeting: 'Hola, {name}: el anfitrión de {place} te pide esta limpieza:',
    line: '{date}, {start}–{end}{sameDay}, {pay}',
    backup: 'Te llega como suplente de {backupFor}.',
    confirm: 'Confirmar',
    decline: 'No puedo ir',
    action: 'Abrir mi agenda',
    footnote:
      'Los botones responden solo a esta oferta y funcionan hasta su plazo. Recibes este correo porque estás en el equipo del anfitrión para esta propiedad en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
  },
  answered: {
    confirmedTitle: 'Limpieza confirmada',
    confirmedMessage: '{cleaner} confirmó la limpieza del {date} en {place}.',
    declinedTitle: 'Un profesional no puede ir a una limpieza',
    declinedMessage: '{cleaner} no puede ir a la limpieza del {date} en {place}.',
    declinedMessageWithReason: '{cleaner} no puede ir a la limpieza del {date} en {place}: “{reason}”',
  },
  /** Issue 17: the backup chain. {cleaner} said no or let it lapse; {next} is offered it now. */
  chain: {
    offeredNext: 'Ahora se le ofrece a {next}.',
    nobodyLeft: 'No queda nadie más del equipo a quien preguntar.',
    expiredHostTitle: 'Sin respuesta a tiempo',
    expiredHostMessage: '{cleaner} no respondió a tiempo para la limpieza del {date} en {place}.',
    /** Issue 35: offers that lapsed together (one import's) are told in one message. */
    expiredHostManyMessage: '{cleaner} no respondió a tiempo para {count} limpiezas en {place}: {dates}.',
    cancelledTitle: 'Un profesional canceló una limpieza',
    cancelledMessage: '{cleaner} canceló la limpieza del {date} en {place}.',
    cancelledLateTitle: 'Cancelación tardía',
    cancelledLateMessage: '{cleaner} canceló la limpieza del {date} en {place}, con menos de 24 horas de anticipación.',
    unfilledTitle: 'Urgente: limpieza sin cubrir',
    unfilledMessage:
      'Nadie de tu equipo puede hacer la limpieza en {place}: {dates}. Ábrela a profesionales cercanos o agrega a alguien al equipo.',
    realertTitle: 'Urgente: limpieza todavía sin cubrir',
    realertMessage: 'La limpieza del {dates} en {place} empieza en menos de 24 horas y nadie la ha tomado todavía.',
    unfilledEmail: {
      subject: 'URGENTE: nadie puede hacer una limpieza en {place}',
      subjectAgain: 'URGENTE: una limpieza en {place} sigue sin cubrir',
      preheader: 'Nadie de tu equipo puede hacer la limpieza: {dates}.',
      heading: 'Una limpieza necesita un profesional',
      greeting: 'Hola, {name}: nadie de tu equipo en {place} puede hacer esta limpieza:',
      greetingAgain: 'Hola, {name}: esta limpieza en {place} empieza en menos de 24 horas y sigue sin cubrir:',
      line: '{date}, {start}–{end}',
      more: '…y {count} más: míralas todas en la página Limpiezas.',
      body: 'Ábrela a profesionales cercanos desde la página Limpiezas, o agrega a un profesional al equipo.',
      action: 'Abrir la página Limpiezas',
      footnote:
        'Recibes este correo porque publicas este trabajo en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
    },
  },
  /** Days listed in a notification past the first few (core/turnover-text.ts listedDays). */
  andMore: '{dates} y {count} más',
  feed: {
    cleanerName: 'Limpiezas de TurnReady',
    jobName: 'Limpiezas de TurnReady · {place}',
    summary: 'Limpieza · {place}',
    summarySameDay: 'Limpieza el mismo día · {place}',
    description: 'Pago {pay}. Salida de los huéspedes {start}, siguiente entrada {end}.',
    notes: 'Notas: {notes}',
  },
  /**
   * Issue 35 (decision 033): a deleted job cancels its turnovers, each cleaner told once; a cleaner
   * removed from the team loses theirs to the next member, and the host hears which went on.
   */
  ended: {
    jobDeletedTitle: 'Se eliminó un trabajo',
    jobDeletedMessage:
      'El anfitrión eliminó el trabajo en {place}, así que tus limpiezas ahí están canceladas: {dates}.',
    jobDeletedEmail: {
      subject: 'Limpiezas canceladas: se eliminó el trabajo en {place}',
      preheader: 'Canceladas: {dates}.',
      heading: 'Se eliminó un trabajo',
      greeting:
        'Hola, {name}: el anfitrión eliminó el trabajo en {place} de TurnReady, así que estas limpiezas están canceladas:',
      line: '{date}, {start}–{end}',
      body: 'No vayas a la propiedad. Estas limpiezas ya no están en tu agenda ni en tu calendario, y los botones de sus correos ya no funcionan.',
      action: 'Abrir mi agenda',
      footnote:
        'Recibes este correo porque estas limpiezas eran tuyas o se te ofrecieron en TurnReady. Los horarios están en la zona horaria de la propiedad ({timeZone}).',
    },
    memberRemovedTitle: 'Limpiezas pasadas a otros profesionales',
    memberRemovedMessage:
      '{cleaner} ya no está en el equipo de {place}, así que sus limpiezas del {dates} pasaron al resto del equipo. La página Limpiezas muestra quién tiene cada una ahora.',
  },
} as const;
