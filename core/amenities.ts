// Amenity ids (spec §3). Their labels live in the message catalog (jobs.amenities).
export const AMENITIES = [
  'pet_friendly',
  'hot_tub',
  'laundry_in_unit',
  'cleaning_supplies_provided',
  'same_day_turns_accepted',
] as const;
export type Amenity = (typeof AMENITIES)[number];
