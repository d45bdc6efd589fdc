// The Spanish text of issue 37: a missed turnover on its host's card (what happened, and the three
// ways on: reopen to the team, open to nearby cleaners, mark handled) and the API's refusals of those actions.
import type { Widen } from '../widen';
import type { missedTurnovers as english } from '../en/missed-turnovers';

export const missedTurnovers: Widen<typeof english> = {
  card: {
    notStartedHeading: 'Todavía sin iniciar',
    notStartedDetail:
      '{name} la confirmó pero no la ha iniciado: la salida de los huéspedes fue a las {start}. Si no se inicia antes de las {end}, se marca como no realizada.',
    heading: 'No realizada: nunca se inició',
    detail: '{name} la confirmó pero nunca la inició antes de que terminara el horario.',
    detailNobody: 'Nunca se inició antes de que terminara el horario.',
    handled: 'Marcada como resuelta el {when}.',
    reopenTeam: 'Volver a ofrecer al equipo',
    reopenTeamTitle: '¿Volver a ofrecerla al equipo?',
    reopenTeamDescription:
      'Su horario ya pasó, así que recibe uno nuevo: empieza en aproximadamente una hora y dura lo mismo que el primero. Se ofrece a tu equipo en orden, desde el primer profesional.',
    reopenTeamConfirm: 'Volver a ofrecer al equipo',
    reopenNearby: 'Abrir a profesionales cercanos',
    reopenNearbyTitle: '¿Abrirla a profesionales cercanos?',
    reopenNearbyDescription:
      'Su horario ya pasó, así que recibe uno nuevo: empieza en aproximadamente una hora y dura lo mismo que el primero. Los profesionales cerca de la propiedad pueden pedirla; tú eliges a quién se le da.',
    reopenNearbyConfirm: 'Abrir a profesionales cercanos',
    reopening: 'Volviendo a ofrecer…',
    reopened: 'Se volvió a ofrecer: le estamos preguntando al equipo.',
    openedNearby: 'Abierta a profesionales cercanos.',
    markHandled: 'Marcar como resuelta',
    markHandledTitle: '¿Marcar esta limpieza no realizada como resuelta?',
    markHandledDescription:
      'Seguirá registrada como no realizada; solo sale de la lista de pendientes que necesitan tu atención. Úsalo cuando la hayas solucionado de otra forma.',
    markHandledConfirm: 'Marcar como resuelta',
    marking: 'Guardando…',
    markedHandled: 'Marcada como resuelta.',
    keep: 'Volver',
  },
  errors: {
    notMissed:
      'Solo una limpieza no realizada se puede volver a ofrecer o marcar como resuelta. Vuelve a cargar la página para ver cómo está.',
    alreadyHandled: 'Esta limpieza no realizada ya está marcada como resuelta.',
    noTeam:
      'Tu equipo no tiene a nadie a quien ofrecerla: agrega a un profesional al equipo o ábrela a profesionales cercanos.',
  },
} as const;
