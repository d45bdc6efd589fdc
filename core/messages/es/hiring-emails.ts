// The Spanish text of the email to a cleaner a host hired (issue 37), read by the server's templates
// only (it never ships to the browser; see index.ts).
import type { Widen } from '../widen';
import type { hiringEmails as english } from '../en/hiring-emails';
export const hiringEmails: Widen<typeof english> = {
  hired: {
    subject: 'Te contrataron: {place}',
    preheader: 'Estás en el equipo de {place}. Tus limpiezas aparecerán en tu agenda.',
    heading: 'Te contrataron',
    greeting: 'Hola, {name}: el anfitrión de {place} te contrató. Estás en el equipo de esta propiedad.',
    /** Where they join the team (the host may still reorder it). */
    primary: 'Eres la primera opción del equipo: sus limpiezas se te ofrecen primero a ti.',
    backup:
      'Eres suplente número {number} del equipo: te llega una limpieza cuando los profesionales antes que tú no pueden hacerla.',
    next: 'El anfitrión todavía puede cambiar el orden del equipo. Cuando se te ofrezcan limpiezas, aparecerán en tu agenda con el plazo para responder, y te enviaremos un correo para que las confirmes.',
    action: 'Abrir mi agenda',
    footnote: 'Recibes este correo porque enviaste una solicitud a este trabajo en TurnReady.',
  },
} as const;
