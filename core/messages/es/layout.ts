// The Spanish text of the frame around every page: header menus, footer, skip link, page titles (spec §2).
import type { Widen } from '../widen';
import type { layout as english } from '../en/layout';
export const layout: Widen<typeof english> = {
  skipToContent: 'Ir al contenido principal',
  homeLink: 'Inicio de TurnReady',
  loadingPage: 'Cargando la página...',
  /** Issue 38: a page read from the phone's saved copy without signal; {time} is when it was saved. */
  offlineCopy: 'Sin conexión: se muestra lo guardado a las {time}',
  /** document.title of every page but the home page. */
  pageTitle: '{page} | TurnReady',
  defaultTitle: 'TurnReady: limpieza entre huéspedes el mismo día para alquileres de corto plazo',
  header: {
    accountNav: 'Cuenta',
    signUp: 'Crear cuenta',
    signUpAsHost: 'Crear cuenta de anfitrión',
    signUpAsCleaner: 'Crear cuenta de profesional',
    login: 'Iniciar sesión',
    menu: 'Menú',
    hostAccount: 'Cuenta de anfitrión',
    cleanerAccount: 'Cuenta de profesional',
    noProfile: 'Termina de configurar tu cuenta',
    cleaner: {
      myProfile: 'Mi perfil',
      myApplications: 'Mis solicitudes',
      browseJobs: 'Buscar trabajos',
      billing: 'Facturación',
      /** Issue 42: the pay records (/cleaner/earnings). */
      earnings: 'Ingresos',
    },
    host: {
      viewDashboard: 'Ver panel',
      editProfile: 'Editar perfil',
      editJobs: 'Editar trabajos',
      addNewJob: 'Publicar trabajo',
      viewApplicants: 'Ver solicitantes',
      billing: 'Facturación',
      /** Issue 42: the pay records (/host/payments). */
      payments: 'Pagos',
    },
    logout: 'Cerrar sesión',
    /** Issue 40: the header's link to the conversations (and the account menu's entry), with its unread count. */
    messages: 'Mensajes',
    messagesWithUnread: 'Mensajes, {count} sin leer',
    /** Issue 39: the link to /support, for the accounts in SUPPORT_ADMIN_EMAILS only. */
    support: 'Soporte',
  },
  footer: {
    nav: 'Pie de página',
    tagline:
      'El mercado de limpiezas entre huéspedes el mismo día: anfitriones de alquileres de corto plazo y profesionales de limpieza independientes de su zona.',
    forHosts: 'Para anfitriones',
    postAJob: 'Publicar un trabajo',
    viewPricing: 'Ver precios',
    dashboard: 'Panel',
    forCleaners: 'Para profesionales',
    joinAsCleaner: 'Unirme como profesional',
    newsletter: 'Boletín para profesionales',
    resources: 'Recursos de limpieza',
    support: 'Soporte',
    contactUs: 'Contáctanos',
    terms: 'Términos',
    privacy: 'Privacidad',
    opensInNewTab: '(se abre en una pestaña nueva)',
    copyright: '© 2024 TurnReady. Todos los derechos reservados.',
    madeFor: 'Hecho para anfitriones y profesionales de limpieza en todo Estados Unidos.',
  },
  /** A signed-in user who opens the other role's page is taken to their own home with this toast. */
  otherRole: {
    hostPageTitle: 'Esa página es para anfitriones',
    cleanerPageTitle: 'Esa página es para profesionales de limpieza',
    signedInAsHost: 'Iniciaste sesión como anfitrión, así que aquí tienes tus páginas de anfitrión.',
    signedInAsCleaner: 'Iniciaste sesión como profesional, así que aquí tienes tus páginas de profesional.',
  },
  /** Issue 41: the language switchers (header menu, footer) and the profile pages' Language field; the languages' names are in core/locale.ts. */
  language: {
    label: 'Idioma',
    hint: 'El idioma en que TurnReady te habla: páginas, correos y notificaciones.',
    saveFailed: 'No se pudo guardar tu idioma. Inténtalo de nuevo.',
  },
} as const;
