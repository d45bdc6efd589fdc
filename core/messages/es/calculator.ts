// Cleaning-fee calculator texts (spec §2 Home, §5 quote validation, §8 quote), word for word where
// the spec gives them; the rest of the section, the breakdown items and the quote email are ours.
import type { Widen } from '../widen';
import type { calculator as english } from '../en/calculator';
export const calculator: Widen<typeof english> = {
  emailRequiredTitle: 'Email Required',
  emailRequiredDescription: 'Please enter your email to receive the quote.',
  invalidEmailTitle: 'Invalid Email',
  invalidEmailDescription: 'Please enter a valid email address.',
  sentTitle: 'Quote Sent!',
  sentDescription: "We've emailed your quote. Check your inbox.",
  failedTitle: 'Error',
  failedDescription: 'Failed to send quote. Please try again.',
  rateGuidance: 'solo cleaners $25–$35/hr, companies $50–$70/hr',

  section: {
    eyebrow: 'Cleaning-fee calculator',
    title: 'What should a turnover cost?',
    lead: 'Describe your property and pick an hourly rate. We estimate how long a turnover clean takes and what it costs, then email you the quote.',
    propertyTitle: 'Your property',
    roomsLegend: 'Rooms and features',
    floorsLegend: 'Floors',
    rateLegend: 'Pricing',
    heroLink: 'Estimate your cleaning fee',
  },

  /** The inputs of spec §3, in the order the form shows them. */
  fields: {
    beds: 'Beds',
    bedrooms: 'Bedrooms',
    halfBathrooms: 'Half bathrooms',
    fullBathrooms: 'Full bathrooms',
    livingRooms: 'Living rooms',
    kitchens: 'Kitchens',
    exteriorFeatures: 'Exterior features',
    extraSpaces: 'Extra spaces',
    carpetSqFt: 'Carpet area',
    hardFloorsSqFt: 'Hard floor area',
    hourlyRate: 'Hourly rate',
    petAllowance: 'Pets allowed',
  },
  hints: {
    exteriorFeatures: 'Patios, balconies, decks, hot tubs',
    extraSpaces: 'Offices, lofts, laundry or game rooms',
    petAllowance: 'Adds time for pet hair and accidents.',
  },
  stepper: {
    increase: 'Increase {field}',
    decrease: 'Decrease {field}',
  },
  units: {
    sqFt: 'sq ft',
    sqFtValue: '{value} sq ft',
    perHour: '/hr',
    rateValue: '{value} per hour',
  },

  /** Inline messages for the inputs: the form and the API say the same thing (core/schemas/calculator.ts). */
  validation: {
    wholeNumber: 'Enter a whole number, 0 or more.',
    countTooLarge: 'Enter a number from 0 to {max}.',
    area: 'Enter a whole number of square feet from 0 to {max}.',
    rate: 'Enter a whole dollar rate from ${min} to ${max}.',
    nameTooLong: 'Use at most {max} characters for the name.',
    recipientLimit: 'This address has already been sent {max} quotes today. Please try again tomorrow.',
  },

  estimate: {
    title: 'Your estimate',
    timeLabel: 'Estimated time',
    priceLabel: 'Estimated price',
    atRate: 'at {rate}/hr',
    teaser: 'Enter your email to get the full quote with a line-by-line breakdown.',
    signedInNote: 'The quote updates as you change the details. Email it to yourself to keep it.',
  },
  quote: {
    title: 'Your quote',
    breakdownTitle: 'Breakdown',
    totalLabel: 'Total',
    empty: 'Add rooms, floors or pets above to build your quote.',
    liveNote: 'The quote updates as you change the details. Send it again to email the new version.',
  },

  /** Time as hours and minutes (spec §2). */
  duration: {
    hoursMinutes: '{hours} hr {minutes} min',
    hours: '{hours} hr',
    minutes: '{minutes} min',
  },

  /** One breakdown line per non-zero item: the item text and its minutes (spec §7 send-quote-email). */
  items: {
    beds: { one: '1 bed', other: '{count} beds' },
    bedrooms: { one: '1 bedroom', other: '{count} bedrooms' },
    halfBathrooms: { one: '1 half bathroom', other: '{count} half bathrooms' },
    fullBathrooms: { one: '1 full bathroom', other: '{count} full bathrooms' },
    livingRooms: { one: '1 living room', other: '{count} living rooms' },
    kitchens: { one: '1 kitchen', other: '{count} kitchens' },
    exteriorFeatures: { one: '1 exterior feature', other: '{count} exterior features' },
    extraSpaces: { one: '1 extra space', other: '{count} extra spaces' },
    carpetSqFt: { one: 'Carpet, {count} sq ft', other: 'Carpet, {count} sq ft' },
    hardFloorsSqFt: { one: 'Hard floors, {count} sq ft', other: 'Hard floors, {count} sq ft' },
    petAllowance: { one: 'Pets allowed', other: 'Pets allowed' },
  },

  form: {
    title: 'Email me this quote',
    email: 'Email',
    name: 'Name (optional)',
    tips: 'Send me cleaning tips',
    submit: 'Send Quote',
    submitting: 'Sending...',
    privacy: 'We use your email to send this quote, and cleaning tips only if you ask for them.',
  },

  email: {
    subject: 'Your TurnReady cleaning quote: {price}',
    preheader: 'About {time} at {rate}/hr.',
    heading: 'Your cleaning quote',
    greeting: 'Hi {name},',
    greetingNoName: 'Hi,',
    why: 'Someone entered this email address in the cleaning-fee calculator on TurnReady and asked for this quote. If that was not you, you can ignore this email: you have not been signed up for anything.',
    intro: 'Here is the turnover cleaning estimate made with the TurnReady cleaning-fee calculator.',
    time: 'Estimated time: {time}',
    price: 'Estimated price: {price} at {rate}/hr',
    breakdown: 'Breakdown:',
    line: '• {item}: {minutes} min',
    noItems: 'No rooms, floors or pets were entered.',
    action: 'Post a cleaning job',
    footnote:
      'This is an estimate: the final price is agreed between you and your cleaner. You received this email because this address was entered in the cleaning-fee calculator on TurnReady; an address gets at most {max} quotes a day.',
  },
} as const;
