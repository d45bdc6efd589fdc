// The Spanish text of the support queue (issue 39): the /support page, its API errors, and what a
// suspended account is told when it tries to sign in.
import { conversations } from './conversations';
import type { Widen } from '../widen';
import type { support as english } from '../en/support';

export const support: Widen<typeof english> = {
  title: 'Soporte',
  loading: 'Cargando...',
  loadFailed: 'No se pudo cargar la cola de soporte.',
  retry: 'Reintentar',
  unavailable: 'Esta página no está disponible.',
  tabs: { open: 'Casos abiertos', closed: 'Casos cerrados', accounts: 'Cuentas' },
  noOpen: 'No hay casos abiertos.',
  noClosed: 'Todavía no hay casos cerrados.',
  reported: 'Reportado por {name} · {when}',
  reportedByGone: 'Reportado · {when}',
  reason: 'Motivo indicado: {reason}',
  /** Reporters' reasons by code, where a kind's reasons are known (others show as filed). */
  reasons: { ...conversations.report.reasons } as Record<string, string>,
  gone: 'Lo que se reportó ya no existe.',
  people: 'Personas',
  roles: { host: 'Anfitrión', cleaner: 'Profesional' },
  decisionReason: 'Tu motivo (obligatorio, queda registrado)',
  decided: '{decision} por {email} · {when}',
  decidedReason: 'Motivo: {reason}',
  kinds: {
    conversation: 'Conversación reportada',
    review: 'Reseña reportada',
    no_show_contest: 'Inasistencia disputada',
  } as Record<string, string>,
  otherKind: 'Caso',
  accounts: {
    search: 'Buscar una cuenta por correo electrónico',
    searchButton: 'Buscar',
    notFound: 'No hay ninguna cuenta con ese correo electrónico.',
    suspended: 'Suspendida el {when}: {reason}',
    active: 'Activa',
    suspend: 'Suspender cuenta',
    reinstate: 'Reactivar cuenta',
    reason: 'Motivo (obligatorio, queda registrado)',
    history: 'Acciones sobre esta cuenta',
    noHistory: 'Todavía no hay acciones de soporte sobre esta cuenta.',
    done: { suspend: 'Cuenta suspendida; sus sesiones se cerraron.', reinstate: 'Cuenta reactivada.' },
  },
  actionDone: 'Caso cerrado.',
  log: '{what} por {email} · {when} · {reason}',
  actionKinds: { decide: 'Decisión', suspend: 'Suspendida', reinstate: 'Reactivada' },
  errors: {
    caseNotFound: 'Este caso no existe.',
    caseClosed: 'Este caso ya está cerrado.',
    unknownAction: 'Esa no es una de las decisiones posibles para este caso.',
    accountNotFound: 'No hay ninguna cuenta con ese id.',
    alreadySuspended: 'Esta cuenta ya está suspendida.',
    notSuspended: 'Esta cuenta no está suspendida.',
    notYourself: 'No puedes suspender tu propia cuenta.',
    reasonRequired: 'Indica un motivo: queda registrado con la acción.',
    reasonTooLong: 'El motivo debe tener menos de {max} caracteres.',
  },
  /** Sign-in refused (server/features/session). */
  suspendedSignIn: 'Esta cuenta fue suspendida. Escribe a {email} si crees que es un error.',
  // The 'conversation' kind (server/features/messages/support-subject.ts).
  conversation: {
    title: 'Conversación entre {host} (anfitrión) y {cleaner} (profesional)',
    noMessages: '(sin mensajes)',
    line: '{when} {name}: {text}',
    photo: '[foto]',
    actions: { close: 'Cerrar sin acción', suspend: 'Suspender la cuenta reportada' },
    suspendReason: 'Conversación reportada: {reason}',
  },
} as const;
