// The Spanish text of the turnovers' links and menu entries (core/messages/en/turnover-links.ts):
// a file of their own because the header's account menu shows one on every page, and the web's
// shared catalog (web/src/lib/i18n.tsx) takes them without the rest of the turnover texts.
import type { Widen } from '../widen';
import type { links as english } from '../en/turnover-links';
export const links: Widen<typeof english> = {
  hostMenu: 'Limpiezas',
  cleanerMenu: 'Agenda',
  jobCard: 'Limpiezas',
  nextTurnover: 'Próxima limpieza: {when}',
  noNextTurnover: 'No hay limpiezas próximas',
  cleanerSchedule: 'Agenda',
  chooseJob: 'Elige un trabajo para ver sus limpiezas y calendarios.',
  noJobs:
    'Aún no tienes trabajos. Publica un trabajo, contrata a un profesional de limpieza y luego agrega aquí sus calendarios.',
};
