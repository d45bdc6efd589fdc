// Issue 42: the pay records' texts other pages show (the balance on the host's team list), apart
// from the pay catalog (pay.ts) so that page loads only these.
export const payLinks = {
  owed: 'Owed {amount}',
  settled: 'Nothing owed',
} as const;
