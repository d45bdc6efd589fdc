// Issue 42: the pay records API's contracts (server/features/pay/routes.ts; decision 050 describes
// each route). Money is integer cents in every field named …Cents.
import { z } from 'zod';
import {
  PAY_ADJUSTMENT_KINDS,
  PAY_ADJUSTMENT_STATUSES,
  PAY_AMOUNT_MAX_CENTS,
  PAY_LINE_KINDS,
  PAY_LINE_STATUSES,
  PAY_LINES_PER_PAYMENT_MAX,
  PAY_METHODS,
  PAY_NOTE_MAX,
  PAY_PAYMENT_STATUSES,
  PAY_QUANTITY_MAX,
  PAY_REFERENCE_MAX,
  PAY_YEAR_MAX,
  PAY_YEAR_MIN,
} from '../pay';

const Cents = z.number().int();
const LocalDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A date as YYYY-MM-DD.');
export const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.');
const Year = z.coerce.number().int().min(PAY_YEAR_MIN).max(PAY_YEAR_MAX);

export const PayPerson = z.object({ userId: z.string(), name: z.string() });
export type PayPerson = z.infer<typeof PayPerson>;

export const PayAdjustment = z.object({
  id: z.string(),
  lineId: z.string(),
  turnoverId: z.string(),
  kind: z.enum(PAY_ADJUSTMENT_KINDS),
  quantity: z.number().int().nullable(),
  amountCents: Cents,
  signedCents: Cents,
  note: z.string(),
  status: z.enum(PAY_ADJUSTMENT_STATUSES),
  proposedBy: z.enum(['host', 'cleaner']),
  proposedAt: z.string(),
  answeredAt: z.string().nullable(),
  receiptPhotoId: z.string().nullable(),
  unconfirmed: z.boolean(),
  canAnswer: z.boolean(),
  canWithdraw: z.boolean(),
});
export type PayAdjustment = z.infer<typeof PayAdjustment>;

export const PayLine = z.object({
  id: z.string(),
  turnoverId: z.string(),
  kind: z.enum(PAY_LINE_KINDS),
  date: z.string(),
  jobId: z.string(),
  property: z.string(),
  host: PayPerson,
  cleaner: PayPerson,
  baseCents: Cents,
  adjustmentsCents: Cents,
  totalCents: Cents,
  payStatus: z.enum(PAY_LINE_STATUSES),
  paymentId: z.string().nullable(),
  adjustments: z.array(PayAdjustment),
});
export type PayLine = z.infer<typeof PayLine>;

export const PayPayment = z.object({
  id: z.string(),
  host: PayPerson,
  cleaner: PayPerson,
  method: z.enum(PAY_METHODS),
  appBusiness: z.boolean(),
  possibly1099K: z.boolean(),
  paidOn: z.string(),
  reference: z.string(),
  amountCents: Cents,
  lineIds: z.array(z.string()),
  status: z.enum(PAY_PAYMENT_STATUSES),
  markedAt: z.string(),
  receivedAt: z.string().nullable(),
  unconfirmed: z.boolean(),
});
export type PayPayment = z.infer<typeof PayPayment>;

export const PairSummary = z.object({
  with: PayPerson,
  role: z.enum(['host', 'cleaner']),
  owedCents: Cents,
  awaitingConfirmationCents: Cents,
  pendingAdjustments: z.number().int(),
  unconfirmed: z.number().int(),
  w9Received: z.boolean(),
  lastTurnoverDate: z.string().nullable(),
});
export type PairSummary = z.infer<typeof PairSummary>;
export const PairsResponse = z.object({ pairs: z.array(PairSummary) });

export const LedgerQuery = z.object({ with: z.uuid(), month: Month.optional() });
export const LedgerResponse = z.object({
  with: PayPerson,
  lines: z.array(PayLine),
  payments: z.array(PayPayment),
  owedCents: Cents,
  w9Received: z.boolean(),
});
export type LedgerResponse = z.infer<typeof LedgerResponse>;

export const PayTurnoverParams = z.object({ turnoverId: z.uuid() });
export const TurnoverPayResponse = z.object({
  line: PayLine.nullable(),
  canMarkPaid: z.boolean(),
  canProposeKinds: z.array(z.enum(PAY_ADJUSTMENT_KINDS)),
});
export type TurnoverPayResponse = z.infer<typeof TurnoverPayResponse>;

export const ProposeAdjustmentInput = z.object({
  kind: z.enum(PAY_ADJUSTMENT_KINDS),
  amountCents: z.number().int().min(1).max(PAY_AMOUNT_MAX_CENTS),
  quantity: z.number().int().min(1).max(PAY_QUANTITY_MAX).nullable().optional(),
  note: z.string().trim().max(PAY_NOTE_MAX).default(''),
});
export type ProposeAdjustmentInput = z.input<typeof ProposeAdjustmentInput>;

export const LineResponse = z.object({ line: PayLine });
export const AdjustmentParams = z.object({ id: z.uuid() });
export const AdjustmentResponse = z.object({ adjustment: PayAdjustment });

export const MarkPaidInput = z.object({
  cleanerUserId: z.uuid(),
  lineIds: z.array(z.uuid()).min(1).max(PAY_LINES_PER_PAYMENT_MAX),
  method: z.enum(PAY_METHODS),
  appBusiness: z.boolean().default(false),
  paidOn: LocalDate,
  reference: z.string().trim().max(PAY_REFERENCE_MAX).default(''),
});
export type MarkPaidInput = z.input<typeof MarkPaidInput>;
export const PaymentParams = z.object({ id: z.uuid() });
export const PaymentResponse = z.object({ payment: PayPayment });

export const W9Params = z.object({ cleanerUserId: z.uuid() });
export const W9Input = z.object({ received: z.boolean() });
export const W9Response = z.object({ w9Received: z.boolean() });

export const MonthlyQuery = z.object({ with: z.uuid(), month: Month });
export const MonthlyStatement = z.object({
  month: z.string(),
  host: PayPerson,
  cleaner: PayPerson,
  lines: z.array(PayLine),
  payments: z.array(PayPayment),
  openingBalanceCents: Cents,
  earnedCents: Cents,
  paidCents: Cents,
  closingBalanceCents: Cents,
  possibly1099KCents: Cents,
});
export type MonthlyStatement = z.infer<typeof MonthlyStatement>;

export const YearQuery = z.object({ year: Year });
const CleanerYearFigures = z.object({
  earnedCents: Cents,
  paidCents: Cents,
  receivedCents: Cents,
  possibly1099KCents: Cents,
  otherCents: Cents,
});
export const CleanerYear = z.object({
  year: z.number().int(),
  payers: z.array(CleanerYearFigures.extend({ host: PayPerson })),
  totals: CleanerYearFigures,
});
export type CleanerYear = z.infer<typeof CleanerYear>;
const HostYearFigures = z.object({
  earnedCents: Cents,
  paidCents: Cents,
  possibly1099KCents: Cents,
  necCents: Cents,
});
export const HostYear = z.object({
  year: z.number().int(),
  thresholdCents: Cents,
  thresholdEstimated: z.boolean(),
  cleaners: z.array(
    HostYearFigures.extend({ cleaner: PayPerson, overThreshold: z.boolean(), w9Received: z.boolean() }),
  ),
  totals: HostYearFigures,
});
export type HostYear = z.infer<typeof HostYear>;

export const ExpensesQuery = z.object({ month: Month, jobId: z.uuid().optional() });
