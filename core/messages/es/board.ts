// The Spanish text of the host's turnover board (issue 37): /host/turnovers, every property's turnovers in one place.
import type { Widen } from '../widen';
import type { board as english } from '../en/board';
export const board: Widen<typeof english> = {
  pageTitle: 'Limpiezas',
  title: 'Limpiezas',
  subtitle: 'Las limpiezas de todas tus propiedades en un solo lugar, primero las que necesitan tu atención.',
  loading: 'Cargando limpiezas…',
  loadFailed: 'No se pudieron cargar las limpiezas.',
  retry: 'Reintentar',
  noProperties: 'Publica un trabajo para ver aquí sus limpiezas.',
  range: {
    label: 'Mostrar',
    week: 'Semana',
    next30: 'Próximos 30 días',
  },
  week: {
    previous: 'Semana anterior',
    next: 'Semana siguiente',
    current: 'Esta semana',
    /** "Nov 23 – Nov 29" */
    span: '{from} – {to}',
  },
  filters: {
    property: 'Propiedad',
    allProperties: 'Todas las propiedades',
    state: 'Estado',
    allStates: 'Todos los estados',
    clear: 'Borrar filtros',
    states: {
      at_risk: 'Necesita atención',
      offered: 'Ofrecida',
      confirmed: 'Confirmada',
      unfilled: 'Sin cubrir',
      completed: 'Completada',
      missed: 'No realizada',
      cancelled: 'Cancelada',
    },
  },
  atRisk: {
    heading: 'Necesita atención',
    allClear: 'Nada necesita tu atención ahora: cada limpieza que se muestra tiene un profesional.',
  },
  groups: {
    today: 'Hoy',
    tomorrow: 'Mañana',
    this_week: 'Esta semana',
    later: 'Más adelante',
    earlier: 'Antes',
  },
  agendaLabel: 'Limpiezas por día',
  empty: 'No hay limpiezas en estos días.',
  emptyOthers: 'No hay otras limpiezas en estos días.',
  emptyFiltered: 'Ninguna limpieza coincide con estos filtros.',
  truncated: 'Se muestran las primeras {count} limpiezas. Elige una propiedad o un estado para ver el resto.',
  row: {
    offeredTo: 'Ofrecida a {name}',
    open: 'Abrir las limpiezas de {property}',
  },
  grid: {
    label: 'Semana del {from}',
    today: 'Hoy',
    nothing: 'Sin limpiezas',
  },
  /** Why a turnover needs the host (core/board.ts turnoverRisks), most severe first. */
  risks: {
    missed: 'No realizada: nadie la limpió',
    notStarted: 'Sin iniciar: {name} debía empezar a las {time}',
    notStartedNobody: 'Sin iniciar: debía empezar a las {time}',
    unfilled: 'Sin cubrir: todavía nadie la tiene',
    unfilledOpen: 'Sin cubrir: abierta a profesionales cercanos, todavía nadie',
    problem: 'Problema reportado',
    problems: '{count} problemas reportados',
    waiting: 'Esperando a {name}, quedan {left}',
    waitingDue: 'Esperando a {name}, la respuesta vence ahora',
    waitingNoDeadline: 'Esperando la respuesta de {name}',
  },
  /** How long is left, short: "25 min", "3 h 10 min", "2 days" (days are 2 or more). */
  timeLeft: {
    minutes: '{count} min',
    hours: '{count} h',
    hoursMinutes: '{hours} h {minutes} min',
    days: '{count} días',
  },
} as const;
