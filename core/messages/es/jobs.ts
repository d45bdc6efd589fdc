// The Spanish text of the job form, job cards and job-limit texts (spec §2, §4, §5, §8): a faithful
// translation of the English the spec gives word for word.
import type { Widen } from '../widen';
import type { jobs as english } from '../en/jobs';
export const jobs: Widen<typeof english> = {
  amenities: {
    pet_friendly: 'Se aceptan mascotas',
    hot_tub: 'Jacuzzi',
    laundry_in_unit: 'Lavadora y secadora en la unidad',
    cleaning_supplies_provided: 'Insumos de limpieza incluidos',
    same_day_turns_accepted: 'Acepta limpiezas el mismo día',
  },
  validation: {
    stateRequired: 'El estado es obligatorio',
    cityRequired: 'La ciudad es obligatoria',
    bedroomsRequired: 'El número de habitaciones es obligatorio',
    bedroomsInvalid: 'Las habitaciones deben ser un número válido mayor que 0',
    bathroomsRequired: 'El número de baños es obligatorio',
    bathroomsInvalid: 'Los baños deben ser un número válido mayor que 0',
    squareFootageRequired: 'Los pies cuadrados son obligatorios',
    squareFootageInvalid: 'Los pies cuadrados deben ser un número válido mayor que 0',
    paymentRequired: 'El pago por limpieza es obligatorio',
    paymentInvalid: 'El pago debe ser un monto válido mayor que 0',
    startDateRequired: 'La fecha de inicio es obligatoria',
    startDateInPast: 'La fecha de inicio no puede estar en el pasado',
  },
  limit: {
    reachedTitle: 'Llegaste al límite de trabajos',
    reachedDescription:
      'Llegaste al máximo de {max} trabajos publicados de tu plan {tier}. Mejora tu plan para publicar más trabajos.',
    reachedPremium:
      'Llegaste al límite de trabajos de tu plan actual. Comunícate con soporte para ver opciones personalizadas.',
    dialogTitle: 'Llegaste a tu límite de trabajos publicados.',
    dialogDescription: 'Mejora tu plan para publicar más trabajos y ver todos los datos de los solicitantes.',
    cancel: 'Cancelar',
    upgradePlan: 'Mejorar plan',
  },
  errors: {
    notFoundTitle: 'Trabajo no encontrado',
    notFoundDescription: 'Este trabajo no existe o no tienes permiso para verlo.',
    loadFailed: 'No se pudieron cargar los trabajos. Inténtalo de nuevo.',
    loadUnexpected: 'Ocurrió un error inesperado al cargar los trabajos.',
  },
  tiers: { free: 'Gratis', pro: 'Pro', premium: 'Premium' },
} as const;
