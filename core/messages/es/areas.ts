// Service areas (issue 43): ZIP codes, the service radius and distances.
import type { Widen } from '../widen';
import type { areas as english } from '../en/areas';
export const areas: Widen<typeof english> = {
  zip: {
    label: 'ZIP code',
    jobLabel: 'Property ZIP code',
    homeLabel: 'Home ZIP code',
    required: 'ZIP code is required',
    invalid: 'Enter a 5-digit ZIP code',
    unknown: 'We could not find this ZIP code',
    wrongState: 'This ZIP code is not in {state}',
    jobHint: 'Used to show cleaners how far the property is. The street address stays private.',
    missingOnJob: 'Add the property’s ZIP code so nearby cleaners can find this job.',
  },
  radius: {
    label: 'Service radius (miles)',
    hint: 'How far you will drive to a property: 5 to 100 miles.',
    invalid: 'Choose a radius between 5 and 100 miles',
  },
  browse: {
    within: 'Within',
    miles: '{miles} miles',
    any: 'Any distance',
    noHome: 'Add your home ZIP code on your profile to see how far each job is.',
  },
  distance: {
    away: '{miles} mi away',
    underOne: 'Under 1 mi away',
  },
} as const;
