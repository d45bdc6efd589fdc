// The Spanish text of issue 39: the bell and email texts of review invitations and no-show marks (server only).
import type { Widen } from '../widen';
import type { reviewEmails as english } from '../en/review-emails';
export const reviewEmails: Widen<typeof english> = {
  invited: {
    title: 'Escribe una reseña de {name}',
    message:
      'Tu limpieza en {place} del {date} terminó. Tienes 14 días para calificarla: ninguno de los dos ve la reseña del otro hasta que se publiquen ambas.',
    noShowTitle: 'Inasistencia: escribe una reseña de {name}',
    noShowMessage:
      'La limpieza en {place} del {date} se marcó como inasistencia. Tienes 14 días para escribir una reseña.',
    subject: 'Escribe una reseña de {name}: tu limpieza del {date}',
    heading: '¿Cómo te fue?',
    action: 'Escribir mi reseña',
    footnote: 'Las reseñas se publican juntas cuando los dos las escriben, o después de 14 días.',
  },
  noShow: {
    title: 'Marcada como inasistencia',
    message: '{host} marcó la limpieza en {place} del {date} como inasistencia. Tienes 48 horas para disputarla.',
    subject: 'La limpieza del {date} se marcó como inasistencia',
    heading: 'Marcada como inasistencia',
    action: 'Verla y disputarla',
  },
  support: {
    reviewTitle: 'Reseña de {author} sobre {subject}',
    contestTitle: 'Inasistencia disputada: {host} y {cleaner} el {date}',
    hide: 'Ocultar la reseña',
    keep: 'Conservarla',
    upheld: 'Mantener la inasistencia',
    withdraw: 'Retirar la inasistencia',
  },
} as const;
