// The Spanish text of the home page (spec §1, §2 "Home"): hero, how it works for each side, and why TurnReady.
import type { Widen } from '../widen';
import type { home as english } from '../en/home';
export const home: Widen<typeof english> = {
  hero: {
    eyebrow: 'Limpiezas entre huéspedes el mismo día para alquileres de corto plazo',
    title: 'Tu alquiler, listo para la entrada de los huéspedes.',
    lead: 'TurnReady conecta a anfitriones de alquileres de corto plazo con profesionales de limpieza independientes de su zona. Publica un trabajo con el pago a la vista y contrata a un equipo. Conecta tu calendario de reservas y cada salida de huéspedes se convierte en una limpieza: confirmada por tu profesional, cubierta por un suplente cuando hace falta y con fotos como comprobante de limpieza.',
    postJob: 'Publicar un trabajo',
    joinCleaner: 'Unirme como profesional',
    freeNote: 'Los anfitriones publican su primer trabajo gratis. Los profesionales se unen gratis.',
    example: {
      label: 'Ejemplo de trabajo publicado',
      title: 'Limpieza entre huéspedes',
      location: 'Asheville, NC',
      pay: '$95',
      payUnit: 'por limpieza',
      details: '2 habitaciones · 1 baño · 900 sq ft',
      checkout: 'Salida de huéspedes 11:00 AM',
      checkin: 'Entrada de huéspedes 4:00 PM',
      amenity: 'Acepta limpiezas el mismo día',
      applicants: '3 profesionales enviaron su solicitud',
    },
  },
  howItWorks: {
    title: 'Cómo funciona',
    lead: 'Un proceso sencillo para cada lado de la limpieza.',
    hosts: {
      title: 'Para anfitriones',
      steps: [
        {
          title: 'Publica un trabajo',
          body: 'Agrega los datos de tu propiedad y fija el pago por limpieza, para que los profesionales sepan exactamente cuánto vale el trabajo.',
        },
        {
          title: 'Revisa a los solicitantes',
          body: 'Compara la experiencia, las calificaciones, la disponibilidad y la presentación de los profesionales a medida que llegan sus solicitudes.',
        },
        {
          title: 'Contrata a tu equipo',
          body: 'Contrata a los profesionales que te gusten para la propiedad. El primero se encarga de cada limpieza; los demás son los suplentes, a quienes se les pregunta en orden cuando alguien no puede ir.',
        },
        {
          title: 'Conecta tu calendario',
          body: 'Agrega tu calendario de Airbnb, Vrbo o Booking.com: cada salida de huéspedes se convierte en una limpieza en tu tablero, y cada limpieza termina con la lista de tareas completa y fotos que puedes revisar.',
        },
      ],
      cta: 'Publicar un trabajo',
    },
    cleaners: {
      title: 'Para profesionales de limpieza',
      steps: [
        {
          title: 'Crea un perfil',
          body: 'Cuéntales a los anfitriones dónde trabajas, cuánta experiencia tienes y cuándo estás disponible.',
        },
        {
          title: 'Busca trabajos cerca de ti',
          body: 'Filtra los trabajos de limpieza activos por ciudad y estado, y mira el pago por limpieza antes de enviar tu solicitud.',
        },
        {
          title: 'Envía tu solicitud',
          body: 'Envía tu solicitud con un toque. Los anfitriones revisan tu perfil y contratan a los profesionales que quieren en su equipo.',
        },
        {
          title: 'Confirma y limpia',
          body: 'Las limpiezas llegan a tu agenda y a la app de calendario. Confirma cada una, sigue la lista de tareas del anfitrión y termina con fotos.',
        },
      ],
      cta: 'Unirme como profesional',
    },
  },
  trust: {
    title: 'Por qué anfitriones y profesionales usan TurnReady',
    points: [
      {
        title: 'El pago, a la vista',
        body: 'Cada trabajo indica su pago por limpieza, así que no hay regateos ni sorpresas.',
      },
      {
        title: 'Profesionales locales e independientes',
        body: 'Los profesionales de limpieza trabajan por su cuenta y eligen los trabajos y horarios que les convienen.',
      },
      {
        title: 'Un suplente y un comprobante para cada limpieza',
        body: 'Si tu profesional no puede ir, se le pregunta al instante al siguiente de tu equipo. Cada limpieza termina con una lista de tareas y fotos.',
      },
      {
        title: 'Personas reales en soporte',
        body: 'Las preguntas llegan a nuestro equipo de soporte, que responde en 24 a 48 horas en días hábiles.',
      },
    ],
    note: 'TurnReady no hace verificaciones de antecedentes. Revisa cada perfil y habla con el profesional antes de contratarlo.',
  },
  closing: {
    title: '¿Todo listo para tu próxima limpieza?',
    body: 'Publica tu primer trabajo gratis, o crea tu perfil de profesional y empieza a enviar solicitudes hoy.',
    postJob: 'Publicar un trabajo',
    joinCleaner: 'Unirme como profesional',
  },
} as const;
