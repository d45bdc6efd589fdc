// The Spanish text of the reliability record (issue 39): what a cleaner and a host did, counted from events.
import type { Widen } from '../widen';
import type { reliability as english } from '../en/reliability';
export const reliability: Widen<typeof english> = {
  cleanerTitle: 'Confiabilidad',
  hostTitle: 'Confiabilidad del anfitrión',
  recent: 'Últimos 12 meses',
  total: 'Desde que se unió',
  /** When everything since joining happened in the last 12 months: one line, not the same twice. */
  recentIsAll: 'Últimos 12 meses (todo desde que se unió)',
  noCleanerHistory: 'Todavía no hay ofertas ni limpiezas.',
  noHostHistory: 'No hay cancelaciones tardías ni inasistencias marcadas.',
  completed: { one: '{count} limpieza completada', other: '{count} limpiezas completadas' },
  onTime: '{onTime} de {starts} iniciadas a tiempo',
  answered: '{answered} de {offers} ofertas respondidas a tiempo',
  confirmedDeclined: 'confirmadas: {confirmed}, rechazadas: {declined}',
  lapsed: { one: '{count} sin respuesta', other: '{count} sin respuesta' },
  cancelled: {
    one: '{count} cancelada después de confirmarla (con menos de 24 h: {late})',
    other: '{count} canceladas después de confirmarlas (con menos de 24 h: {late})',
  },
  noShows: {
    one: '{count} inasistencia (disputadas: {contested})',
    other: '{count} inasistencias (disputadas: {contested})',
  },
  hostCancelled: {
    one: '{count} limpieza cancelada con menos de 48 h de anticipación',
    other: '{count} limpiezas canceladas con menos de 48 h de anticipación',
  },
  noShowsMarked: {
    one: '{count} inasistencia marcada (disputadas: {contested})',
    other: '{count} inasistencias marcadas (disputadas: {contested})',
  },
} as const;
