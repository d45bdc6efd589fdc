// The Spanish text of the legal pages' shared texts and Contact Us (spec §1, §2 "Static pages"). The
// documents themselves (Terms of Service, Privacy Policy) are in legal-documents.ts: lists of
// sections; in a paragraph or item, `{supportEmail}` becomes a link to the support address and
// `{privacyPolicy}`, `{termsOfService}` links to those pages.
import type { Widen } from '../widen';
import type { legal as english } from '../en/legal';
export const legal: Widen<typeof english> = {
  lastUpdated: 'Última actualización: 19 de junio de 2025',
  contents: 'Contenido',
  backToTop: 'Volver arriba',
  supportEmailFallback: 'nuestro equipo de soporte',
  termsOfService: 'Términos del servicio',
  privacyPolicy: 'Política de privacidad',
  contact: {
    title: 'Contáctanos',
    lead: '¿Tienes preguntas sobre TurnReady? Nuestro equipo de soporte ayuda a anfitriones y profesionales de limpieza por correo.',
    emailTitle: 'Escríbele a nuestro equipo de soporte',
    emailLine: 'Escríbenos a {email}',
    emailButton: 'Escribir a soporte',
    loading: 'Cargando el correo de soporte...',
    loadError: 'No pudimos cargar nuestra dirección de correo de soporte.',
    retry: 'Reintentar',
    responseTitle: 'Tiempo de respuesta',
    response: 'Respondemos en 24 a 48 horas en días hábiles.',
    urgentTitle: 'Asuntos urgentes',
    urgent: "Para asuntos urgentes, escribe 'URGENTE' en el asunto y daremos prioridad a tu mensaje.",
    urgentButton: 'Enviar un correo urgente',
    urgentSubject: 'URGENTE: ',
    hosts: {
      title: 'Para anfitriones',
      lead: 'Podemos ayudarte con:',
      items: [
        'Publicar, editar o eliminar trabajos',
        'Revisar y contactar a los solicitantes',
        'Planes, facturación y cambios de suscripción',
        'Configuración de la cuenta y del perfil',
      ],
      tip: 'Incluye la dirección de la propiedad o el trabajo sobre el que escribes para que podamos ayudarte más rápido.',
    },
    cleaners: {
      title: 'Para profesionales de limpieza',
      lead: 'Podemos ayudarte con:',
      items: [
        'Crear o actualizar tu perfil',
        'Encontrar trabajos y dar seguimiento a tus solicitudes',
        'El plan Destacado, incluido cambiar a un plan menor',
        'Acceso a la cuenta y problemas para iniciar sesión',
      ],
      tip: 'Escríbenos desde el correo electrónico de tu cuenta de TurnReady para que podamos encontrarla rápido.',
    },
    legalTitle: 'Políticas',
    legalBody: 'Lee cómo funciona TurnReady y cómo tratamos tus datos:',
  },
} as const;
