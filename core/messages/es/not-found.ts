// The Spanish text of the catch-all page for unknown routes (spec §2 "Static pages and 404").
import type { Widen } from '../widen';
import type { notFound as english } from '../en/not-found';
export const notFound: Widen<typeof english> = {
  pageTitle: 'Página no encontrada',
  code: '404',
  title: '¡Uy! No encontramos la página',
  body: 'La página que buscas no existe o cambió de dirección.',
  home: 'Volver al inicio',
  contact: 'Contáctanos',
} as const;
