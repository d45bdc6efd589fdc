// How a property is named wherever it shows, on a page, in a notification or in an email: a job's
// street address is optional (spec), so without one the city and state stand for it.
type Place = { propertyAddress?: string | null; city: string; state: string };

/** The address alone, or 'City, ST' without one: cards, headings, notifications, a calendar's name. */
export const placeName = (p: Place): string => p.propertyAddress || `${p.city}, ${p.state}`;

/** 'Address, City, ST', or 'City, ST' without an address: where somebody must find or place it. */
export const fullAddress = (p: Place): string =>
  p.propertyAddress ? `${p.propertyAddress}, ${p.city}, ${p.state}` : `${p.city}, ${p.state}`;
