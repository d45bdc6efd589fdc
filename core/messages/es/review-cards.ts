// The Spanish text of issue 39: what other pages show of the reviews: the stars on cards
// (applicants, the team, requests, job cards) and the links to write or read reviews. Its own
// namespace, so those pages load these few texts and not the reviews pages' catalog
// (core/messages/es/reviews.ts, which uses them too).
import type { Widen } from '../widen';
import type { reviewCards as english } from '../en/review-cards';

export const reviewCards: Widen<typeof english> = {
  summary: {
    new: 'Nuevo',
    newDetail: 'Menos de 3 reseñas',
    count: { one: '{count} reseña', other: '{count} reseñas' },
    stars: '{average} de 5',
    selfDescribed: 'Según su perfil: {rating}',
    hostRating: 'Calificación del anfitrión',
  },
  links: {
    write: 'Escribir una reseña',
    writeOf: 'Escribir reseña de {name}',
    list: 'Reseñas',
    listOf: 'Reseñas de {name}',
  },
};
