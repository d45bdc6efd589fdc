// The Spanish text of service areas (issue 43): ZIP codes, the service radius and distances.
import type { Widen } from '../widen';
import type { areas as english } from '../en/areas';
export const areas: Widen<typeof english> = {
  zip: {
    label: 'Código postal (ZIP)',
    jobLabel: 'Código postal (ZIP) de la propiedad',
    homeLabel: 'Código postal (ZIP) de tu casa',
    required: 'El código postal es obligatorio',
    invalid: 'Escribe un código postal de 5 dígitos',
    unknown: 'No encontramos este código postal',
    wrongState: 'Este código postal no está en {state}',
    jobHint:
      'Sirve para mostrar a los profesionales a qué distancia está la propiedad. La dirección sigue siendo privada.',
    missingOnJob:
      'Agrega el código postal de la propiedad para que los profesionales cercanos encuentren este trabajo.',
  },
  radius: {
    label: 'Radio de servicio (millas)',
    hint: 'Hasta dónde vas en carro a una propiedad: de 5 a 100 millas.',
    invalid: 'Elige un radio de entre 5 y 100 millas',
  },
  browse: {
    within: 'A menos de',
    miles: '{miles} millas',
    any: 'Cualquier distancia',
    noHome: 'Agrega el código postal de tu casa en tu perfil para ver a qué distancia está cada trabajo.',
  },
  distance: {
    away: 'A {miles} mi',
    underOne: 'A menos de 1 mi',
  },
} as const;
