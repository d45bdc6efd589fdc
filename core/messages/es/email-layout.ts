// The frame of every email (server/email/templates.ts), in Spanish.
import type { Widen } from '../widen';
import type { emailLayout as english } from '../en/email-layout';

export const emailLayout: Widen<typeof english> = {
  buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  tagline: 'Limpiezas del mismo día, listas a tiempo',
};
