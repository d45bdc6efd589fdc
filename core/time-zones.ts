// The time zones a property can be in, by US state or territory (issue 16). The first zone of a
// state is its default; states split between two zones list both, so the host can choose.
// IANA names, so every date and time converts the same in the browser and on the server.
import type { UsStateCode } from './us-states';

/** A zone the host can pick, with the words the picker shows. */
export type TimeZoneOption = { readonly id: string; readonly label: string };

const Z = {
  eastern: { id: 'America/New_York', label: 'Eastern Time' },
  centralKy: { id: 'America/Chicago', label: 'Central Time (western Kentucky)' },
  easternKy: { id: 'America/Kentucky/Louisville', label: 'Eastern Time' },
  easternIn: { id: 'America/Indiana/Indianapolis', label: 'Eastern Time' },
  centralIn: { id: 'America/Chicago', label: 'Central Time (northwest and southwest Indiana)' },
  easternMi: { id: 'America/Detroit', label: 'Eastern Time' },
  centralMi: { id: 'America/Menominee', label: 'Central Time (Upper Peninsula border counties)' },
  central: { id: 'America/Chicago', label: 'Central Time' },
  centralFl: { id: 'America/Chicago', label: 'Central Time (the Panhandle west of the Apalachicola)' },
  centralTn: { id: 'America/Chicago', label: 'Central Time (Middle and West Tennessee)' },
  easternTn: { id: 'America/New_York', label: 'Eastern Time (East Tennessee)' },
  mountain: { id: 'America/Denver', label: 'Mountain Time' },
  mountainWest: (where: string) => ({ id: 'America/Denver', label: `Mountain Time (${where})` }),
  arizona: { id: 'America/Phoenix', label: 'Mountain Standard Time (no daylight saving)' },
  navajo: { id: 'America/Denver', label: 'Mountain Time (Navajo Nation, with daylight saving)' },
  boise: { id: 'America/Boise', label: 'Mountain Time' },
  pacificId: { id: 'America/Los_Angeles', label: 'Pacific Time (northern Idaho)' },
  pacific: { id: 'America/Los_Angeles', label: 'Pacific Time' },
  malheur: { id: 'America/Boise', label: 'Mountain Time (Malheur County)' },
  alaska: { id: 'America/Anchorage', label: 'Alaska Time' },
  aleutian: { id: 'America/Adak', label: 'Hawaii-Aleutian Time (western Aleutians)' },
  hawaii: { id: 'Pacific/Honolulu', label: 'Hawaii Time' },
  atlantic: { id: 'America/Puerto_Rico', label: 'Atlantic Time' },
  virginIslands: { id: 'America/St_Thomas', label: 'Atlantic Time' },
  samoa: { id: 'Pacific/Pago_Pago', label: 'Samoa Time' },
  chamorro: { id: 'Pacific/Guam', label: 'Chamorro Time' },
  saipan: { id: 'Pacific/Saipan', label: 'Chamorro Time' },
} as const;

const centralAnd = (where: string): readonly TimeZoneOption[] => [Z.central, Z.mountainWest(where)];

export const STATE_TIME_ZONES: Readonly<Record<UsStateCode, readonly TimeZoneOption[]>> = {
  AL: [Z.central],
  AK: [Z.alaska, Z.aleutian],
  AS: [Z.samoa],
  AZ: [Z.arizona, Z.navajo],
  AR: [Z.central],
  CA: [Z.pacific],
  CO: [Z.mountain],
  CT: [Z.eastern],
  DE: [Z.eastern],
  DC: [Z.eastern],
  FL: [Z.eastern, Z.centralFl],
  GA: [Z.eastern],
  GU: [Z.chamorro],
  HI: [Z.hawaii],
  ID: [Z.boise, Z.pacificId],
  IL: [Z.central],
  IN: [Z.easternIn, Z.centralIn],
  IA: [Z.central],
  KS: centralAnd('western Kansas'),
  KY: [Z.easternKy, Z.centralKy],
  LA: [Z.central],
  ME: [Z.eastern],
  MD: [Z.eastern],
  MA: [Z.eastern],
  MI: [Z.easternMi, Z.centralMi],
  MN: [Z.central],
  MS: [Z.central],
  MO: [Z.central],
  MT: [Z.mountain],
  NE: centralAnd('western Nebraska'),
  NV: [Z.pacific, Z.mountainWest('West Wendover')],
  NH: [Z.eastern],
  NJ: [Z.eastern],
  NM: [Z.mountain],
  NY: [Z.eastern],
  NC: [Z.eastern],
  ND: centralAnd('southwestern North Dakota'),
  MP: [Z.saipan],
  OH: [Z.eastern],
  OK: [Z.central],
  OR: [Z.pacific, Z.malheur],
  PA: [Z.eastern],
  PR: [Z.atlantic],
  RI: [Z.eastern],
  SC: [Z.eastern],
  SD: centralAnd('western South Dakota'),
  TN: [Z.centralTn, Z.easternTn],
  TX: [Z.central, Z.mountainWest('El Paso and Hudspeth counties')],
  VI: [Z.virginIslands],
  UT: [Z.mountain],
  VT: [Z.eastern],
  VA: [Z.eastern],
  WA: [Z.pacific],
  WV: [Z.eastern],
  WI: [Z.central],
  WY: [Z.mountain],
};

/** The zones a property in `state` can be in (none for an unknown code). */
export function timeZonesFor(state: string): readonly TimeZoneOption[] {
  return (STATE_TIME_ZONES as Record<string, readonly TimeZoneOption[] | undefined>)[state] ?? [];
}

/** The zone a new job in `state` gets until the host picks another. */
export function defaultTimeZone(state: string): string | undefined {
  return timeZonesFor(state)[0]?.id;
}

/** Whether `zone` is one of the zones offered for `state` (the server accepts no other). */
export function isTimeZoneOf(state: string, zone: string): boolean {
  return timeZonesFor(state).some((z) => z.id === zone);
}
