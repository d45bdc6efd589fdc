// The Spanish text of the booking calendar texts the server writes (issue 16): the email to a host
// whose calendar keeps failing and the last sync error in plain words (shown on the Turnovers page).
// The page's own labels are in turnovers.ts, the calendar routes' refusals in errors.ts.
import type { Widen } from '../widen';
import type { calendarEmails as english } from '../en/calendar-emails';
export const calendarEmails: Widen<typeof english> = {
  failing: {
    subject: 'Tu calendario de reservas "{calendar}" no se está sincronizando',
    preheader: 'No pudimos leerlo {count} veces seguidas.',
    heading: 'Un calendario de reservas no se está sincronizando',
    greeting: 'Hola, {name}:',
    body: 'Intentamos {count} veces seguidas leer el calendario "{calendar}" de tu anuncio en {place}, y falló cada vez: {error}',
    kept: 'Tus limpiezas siguen como quedaron después de la última sincronización correcta, y seguimos intentándolo cada {minutes} minutos. Las reservas nuevas no le llegarán a tu profesional de limpieza hasta que el calendario vuelva a sincronizarse.',
    fix: 'Abre la página Limpiezas para revisar el enlace, o quita el calendario y vuelve a agregarlo con un enlace nuevo de exportación iCal.',
    action: 'Abrir limpiezas',
    footnote:
      'Recibes este correo porque agregaste este calendario a un trabajo en TurnReady. Escribimos una vez por cada serie de fallas, no en cada intento.',
  },
  /** The last sync error, in plain words, beyond the fetch's own sentences (server/calendars/safe-fetch.ts). */
  errors: {
    notFoundStatus:
      'El enlace del calendario ya no funciona (el sitio de reservas respondió "no encontrado"). Vuelve a copiar el enlace de exportación iCal desde tu sitio de reservas.',
    deniedStatus:
      'El sitio de reservas se negó a entregar el calendario (respondió "acceso denegado"). Vuelve a copiar el enlace de exportación iCal desde tu sitio de reservas.',
    serverStatus: 'El sitio de reservas tuvo un problema al responder (error {status}). Lo intentaremos de nuevo.',
    unexpected: 'No se pudo sincronizar el calendario. Lo intentaremos de nuevo.',
    unnamed: 'Calendario',
    /** Why a feed's text was refused (server/calendars/parse.ts, parse-pool.ts): nothing of it is stored. */
    feed: {
      notCalendar: 'El enlace no devolvió un calendario. Revisa que hayas copiado el enlace de exportación iCal.',
      notICalendar: 'No se pudo leer el calendario: no son datos iCalendar válidos.',
      tooLarge: 'El calendario es demasiado grande para importarlo.',
      tooManyEvents: 'El calendario tiene más de {count} eventos, demasiados para una sola propiedad.',
      nulCharacter: 'El calendario contiene un carácter NUL (byte 0), que no se permite en un calendario.',
      notUnicode:
        'El calendario contiene texto que no es Unicode válido (un sustituto suelto), que no se permite en un calendario.',
      tooSlow: 'El calendario tardó demasiado en leerse y no se importó.',
      tooComplex: 'El calendario necesitó demasiada memoria para leerse y no se importó.',
    },
  },
} as const;
