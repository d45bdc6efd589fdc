// Issue 42: the pay records' texts other pages show (the balance on the host's team list).
import type { Widen } from '../widen';
import type { payLinks as english } from '../en/pay-links';

export const payLinks: Widen<typeof english> = {
  owed: 'Debes {amount}',
  settled: 'Nada pendiente',
};
