// The Spanish text of the emails the billing events send (server/billing/webhook.ts). Kept apart from
// the page texts. {plan} is the plan's name (Pro, Premium, Destacado); {date} a long date, or
// cancellationScheduled.periodEnd, so it always follows "el"; {price} like $29.
import type { Widen } from '../widen';
import type { billingEmails as english } from '../en/billing-emails';
export const billingEmails: Widen<typeof english> = {
  planNames: { pro: 'Pro', premium: 'Premium', highlight: 'Destacado' },
  footnote:
    'Recibes este correo porque tienes una suscripción en TurnReady. La facturación es mensual; no hay reembolsos por meses parciales.',
  billingAction: 'Abrir facturación',
  planActivated: {
    subject: 'Tu plan {plan} está activo',
    preheader: 'Gracias por suscribirte a TurnReady {plan}.',
    heading: 'Tu plan {plan} está activo',
    greeting: 'Hola, {name}: gracias por suscribirte.',
    host: 'Tu plan {plan} ({price}/mes) está activo: ahora puedes publicar hasta {jobs} trabajos a la vez y ver a todos los solicitantes completos.',
    highlight:
      'Tu plan Destacado ({price}/mes) está activo: ahora tus solicitudes aparecen primero para los anfitriones, con una marca de verificación.',
    renewal:
      'Se renueva cada mes hasta que lo canceles. Puedes cambiarlo o cancelarlo cuando quieras desde tu página de facturación.',
  },
  cancellationScheduled: {
    periodEnd: 'último día del período de facturación',
    subject: 'Tu plan {plan} termina el {date}',
    preheader: 'Conservas {plan} hasta el {date}.',
    heading: 'Tu plan {plan} está cancelado',
    greeting: 'Hola, {name}: cancelamos tu plan {plan} como lo pediste.',
    host: 'Conservas sus límites hasta el {date}, el final del período que pagaste. Después pasas al plan Gratis con {freeJobs} trabajo abierto: tu trabajo más antiguo sigue abierto, y los más nuevos quedan en pausa hasta que elijas en tu panel cuál sigue abierto o vuelvas a mejorar tu plan.',
    highlight:
      'Tus solicitudes siguen apareciendo primero hasta el {date}, el final del período que pagaste. Después se muestran en el orden habitual.',
    changedMind: '¿Cambiaste de opinión? Hasta entonces puedes conservar tu plan desde tu página de facturación.',
  },
  planEnded: {
    subject: 'Tu plan {plan} terminó',
    preheader: 'Ahora tienes el plan Gratis.',
    heading: 'Tu plan {plan} terminó',
    greeting: 'Hola, {name}: tu plan {plan} terminó y ahora tienes el plan Gratis.',
    host: 'Puedes tener {freeJobs} trabajo abierto (los demás quedan en pausa; tú eliges en tu panel cuál sigue abierto) y ver completos a los primeros {preview} solicitantes de cada trabajo; para publicar más, vuelve a mejorar tu plan cuando quieras.',
    highlight:
      'Ahora tus solicitudes se muestran en el orden habitual. Puedes volver a destacar tu perfil cuando quieras.',
  },
  secondPlanCanceled: {
    subject: 'Se canceló tu segunda suscripción {plan}',
    preheader: 'Una cuenta tiene un solo plan de pago a la vez.',
    heading: 'Cancelamos una segunda suscripción',
    greeting: 'Hola, {name}: se inició una segunda suscripción a {plan} en tu cuenta cuando ya tenías el plan {kept}.',
    host: 'Una cuenta tiene un solo plan de pago de anfitrión a la vez, así que cancelamos el segundo de inmediato: conservas tu plan {kept} y no se te volverá a cobrar {plan}. Para cambiar de plan, usa Cambiar plan en tu página de facturación.',
    highlight:
      'Una cuenta tiene un solo plan Destacado a la vez, así que cancelamos el segundo de inmediato: tu perfil sigue destacado y no se te volverá a cobrar.',
  },
  paymentFailed: {
    subject: 'Acción necesaria: no se pudo procesar tu pago de {plan}',
    preheader: 'Actualiza tu tarjeta para conservar tu plan {plan}.',
    heading: 'No pudimos cobrar a tu tarjeta',
    greeting: 'Hola, {name}: no se pudo procesar el pago de {amount} de tu plan {plan}.',
    body: 'Actualiza tu método de pago desde tu página de facturación. Lo intentaremos de nuevo; si el pago sigue fallando, tu plan termina y vuelves al plan Gratis.',
    action: 'Actualizar método de pago',
  },
} as const;
