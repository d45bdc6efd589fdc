// The starter checklist for a short-term rental (issue 37, item 9): offered on a playbook whose
// checklist is empty, so a host's first property does not start from a blank page. Defined once
// here; the server adds it (POST /api/host/jobs/{id}/playbook/starter), the page offers it.

export type StarterItem = { area: string; label: string; photoRequired: boolean };

export const STARTER_CHECKLIST: readonly StarterItem[] = [
  { area: 'Kitchen', label: 'Empty dishwasher and wipe counters', photoRequired: true },
  { area: 'Kitchen', label: 'Clean stove top, microwave and sink', photoRequired: false },
  { area: 'Kitchen', label: 'Empty the fridge of guest food', photoRequired: false },
  { area: 'Bathrooms', label: 'Clean toilet, shower and sink', photoRequired: true },
  { area: 'Bathrooms', label: 'Restock toilet paper and towels', photoRequired: false },
  { area: 'Bathrooms', label: 'Mop the floor', photoRequired: false },
  { area: 'Bedrooms', label: 'Make beds with fresh linens', photoRequired: true },
  { area: 'Bedrooms', label: 'Check under beds for left items', photoRequired: false },
  { area: 'Bedrooms', label: 'Dust surfaces and empty bins', photoRequired: false },
  { area: 'Living areas', label: 'Vacuum floors and under cushions', photoRequired: false },
  { area: 'Living areas', label: 'Straighten furniture and pillows', photoRequired: true },
  { area: 'Outside/Entry', label: 'Take out trash and recycling', photoRequired: false },
  { area: 'Outside/Entry', label: 'Sweep the entry and check the lock', photoRequired: false },
  { area: 'Outside/Entry', label: 'Turn off lights and set the thermostat', photoRequired: false },
];
