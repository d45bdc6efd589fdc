// The Spanish text of the cleaning-fee calculator (spec §2 Home, §5 quote validation, §8 quote): a
// faithful translation of the English the spec gives word for word; the rest of the section, the
// breakdown items and the quote email are ours.
import type { Widen } from '../widen';
import type { calculator as english } from '../en/calculator';
export const calculator: Widen<typeof english> = {
  emailRequiredTitle: 'Falta el correo electrónico',
  emailRequiredDescription: 'Escribe tu correo electrónico para recibir la cotización.',
  invalidEmailTitle: 'Correo electrónico no válido',
  invalidEmailDescription: 'Escribe un correo electrónico válido.',
  sentTitle: '¡Cotización enviada!',
  sentDescription: 'Te enviamos la cotización por correo. Revisa tu bandeja de entrada.',
  failedTitle: 'Error',
  failedDescription: 'No se pudo enviar la cotización. Inténtalo de nuevo.',
  rateGuidance: 'profesionales independientes $25–$35/h, empresas $50–$70/h',

  section: {
    eyebrow: 'Calculadora de tarifas de limpieza',
    title: '¿Cuánto debería costar una limpieza?',
    lead: 'Describe tu propiedad y elige una tarifa por hora. Calculamos cuánto tarda una limpieza entre huéspedes y cuánto cuesta, y luego te enviamos la cotización por correo.',
    propertyTitle: 'Tu propiedad',
    roomsLegend: 'Espacios y características',
    floorsLegend: 'Pisos',
    rateLegend: 'Precio',
    heroLink: 'Calcula tu tarifa de limpieza',
  },

  /** The inputs of spec §3, in the order the form shows them. */
  fields: {
    beds: 'Camas',
    bedrooms: 'Habitaciones',
    halfBathrooms: 'Medios baños',
    fullBathrooms: 'Baños completos',
    livingRooms: 'Salas',
    kitchens: 'Cocinas',
    exteriorFeatures: 'Áreas exteriores',
    extraSpaces: 'Espacios adicionales',
    carpetSqFt: 'Área alfombrada',
    hardFloorsSqFt: 'Área de piso duro',
    hourlyRate: 'Tarifa por hora',
    petAllowance: 'Se aceptan mascotas',
  },
  hints: {
    exteriorFeatures: 'Patios, balcones, terrazas, jacuzzis',
    extraSpaces: 'Oficinas, tapancos, lavanderías o salas de juegos',
    petAllowance: 'Suma tiempo por el pelo de las mascotas y los accidentes.',
  },
  stepper: {
    increase: 'Aumentar {field}',
    decrease: 'Disminuir {field}',
  },
  units: {
    sqFt: 'sq ft',
    sqFtValue: '{value} sq ft',
    perHour: '/h',
    rateValue: '{value} por hora',
  },

  /** Inline messages for the inputs: the form and the API say the same thing (core/schemas/calculator.ts). */
  validation: {
    wholeNumber: 'Escribe un número entero, 0 o más.',
    countTooLarge: 'Escribe un número de 0 a {max}.',
    area: 'Escribe un número entero de pies cuadrados de 0 a {max}.',
    rate: 'Escribe una tarifa en dólares enteros de ${min} a ${max}.',
    nameTooLong: 'Usa como máximo {max} caracteres para el nombre.',
    recipientLimit: 'A esta dirección ya se le enviaron {max} cotizaciones hoy. Inténtalo de nuevo mañana.',
  },

  estimate: {
    title: 'Tu estimación',
    timeLabel: 'Tiempo estimado',
    priceLabel: 'Precio estimado',
    atRate: 'a {rate}/h',
    teaser: 'Escribe tu correo electrónico para recibir la cotización completa con el desglose línea por línea.',
    signedInNote: 'La cotización se actualiza al cambiar los datos. Envíatela por correo para guardarla.',
  },
  quote: {
    title: 'Tu cotización',
    breakdownTitle: 'Desglose',
    totalLabel: 'Total',
    empty: 'Agrega espacios, pisos o mascotas arriba para armar tu cotización.',
    liveNote:
      'La cotización se actualiza al cambiar los datos. Vuelve a enviarla para recibir la nueva versión por correo.',
  },

  /** Time as hours and minutes (spec §2). */
  duration: {
    hoursMinutes: '{hours} h {minutes} min',
    hours: '{hours} h',
    minutes: '{minutes} min',
  },

  /** One breakdown line per non-zero item: the item text and its minutes (spec §7 send-quote-email). */
  items: {
    beds: { one: '1 cama', other: '{count} camas' },
    bedrooms: { one: '1 habitación', other: '{count} habitaciones' },
    halfBathrooms: { one: '1 medio baño', other: '{count} medios baños' },
    fullBathrooms: { one: '1 baño completo', other: '{count} baños completos' },
    livingRooms: { one: '1 sala', other: '{count} salas' },
    kitchens: { one: '1 cocina', other: '{count} cocinas' },
    exteriorFeatures: { one: '1 área exterior', other: '{count} áreas exteriores' },
    extraSpaces: { one: '1 espacio adicional', other: '{count} espacios adicionales' },
    carpetSqFt: { one: 'Alfombra, {count} sq ft', other: 'Alfombra, {count} sq ft' },
    hardFloorsSqFt: { one: 'Piso duro, {count} sq ft', other: 'Piso duro, {count} sq ft' },
    petAllowance: { one: 'Se aceptan mascotas', other: 'Se aceptan mascotas' },
  },

  form: {
    title: 'Enviarme esta cotización por correo',
    email: 'Correo electrónico',
    name: 'Nombre (opcional)',
    tips: 'Enviarme consejos de limpieza',
    submit: 'Enviar cotización',
    submitting: 'Enviando...',
    privacy: 'Usamos tu correo para enviarte esta cotización, y consejos de limpieza solo si los pides.',
  },

  email: {
    subject: 'Tu cotización de limpieza de TurnReady: {price}',
    preheader: 'Aprox. {time} a {rate}/h.',
    heading: 'Tu cotización de limpieza',
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    why: 'Alguien escribió esta dirección de correo en la calculadora de tarifas de limpieza de TurnReady y pidió esta cotización. Si no fuiste tú, puedes ignorar este correo: no te inscribimos en nada.',
    intro:
      'Esta es la estimación de la limpieza entre huéspedes hecha con la calculadora de tarifas de limpieza de TurnReady.',
    time: 'Tiempo estimado: {time}',
    price: 'Precio estimado: {price} a {rate}/h',
    breakdown: 'Desglose:',
    line: '• {item}: {minutes} min',
    noItems: 'No se ingresaron espacios, pisos ni mascotas.',
    action: 'Publicar un trabajo de limpieza',
    footnote:
      'Esto es una estimación: el precio final lo acuerdan tú y tu profesional de limpieza. Recibiste este correo porque esta dirección se escribió en la calculadora de tarifas de limpieza de TurnReady; una dirección recibe como máximo {max} cotizaciones al día.',
  },
} as const;
