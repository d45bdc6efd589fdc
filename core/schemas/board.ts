// The host's turnover board (issue 37): GET /api/host/turnover-board, every property's turnovers in
// one answer, the ones at risk first with their reasons (core/board.ts decides them).
import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';
import { format } from '../messages/format';
import { BOARD_RANGES, BOARD_STATES } from '../board';
import { COVER_STATES } from '../offers';
import { TURNOVER_STATUSES } from '../turnovers';
import { LocalDate } from './turnovers';
import { turnoverWhen } from './turnover-when';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The page's filters, as its address keeps them. Left out: this week, every property, every state. */
export const TurnoverBoardQuery = z.object({
  range: z.preprocess(blankToUndefined, z.enum(BOARD_RANGES, { message: errorText.schema.boardRange }).default('week')),
  /** Any day of the week to show (range "week"); left out: the current week. */
  week: z.preprocess(blankToUndefined, LocalDate.optional()),
  jobId: z.preprocess(blankToUndefined, z.uuid({ message: errorText.schema.jobIdInvalid }).optional()),
  state: z.preprocess(
    blankToUndefined,
    z
      .enum(BOARD_STATES, { message: format(errorText.schema.boardState, { states: BOARD_STATES.join(', ') }) })
      .optional(),
  ),
});
export type TurnoverBoardQuery = z.infer<typeof TurnoverBoardQuery>;

/** A reason a turnover is at risk, in data: the page words it ("waiting for Ana, 25 min left"). */
export const BoardRisk = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('missed') }),
  z.object({ kind: z.literal('not_started'), cleanerName: z.string().nullable(), since: z.string() }),
  z.object({ kind: z.literal('unfilled'), openToNearby: z.boolean() }),
  z.object({ kind: z.literal('problem'), count: z.number().int() }),
  z.object({ kind: z.literal('waiting'), cleanerName: z.string(), deadlineAt: z.string().nullable() }),
]);
export type BoardRisk = z.infer<typeof BoardRisk>;

export const BoardTurnover = z.object({
  id: z.string(),
  jobId: z.string(),
  ...turnoverWhen,
  /** The property as the host names it (core/places.ts placeName): its address, or 'City, ST'. */
  property: z.string(),
  status: z.enum(TURNOVER_STATUSES),
  cover: z.enum(COVER_STATES),
  /** Who has it (confirmed, or started and done), or null. */
  cleaner: z.string().nullable(),
  /** Who it is offered to while it waits for an answer, or null. */
  offeredTo: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Empty: it is fine. Otherwise every reason, most severe first. */
  risks: z.array(BoardRisk),
});
export type BoardTurnover = z.infer<typeof BoardTurnover>;

export const TurnoverBoardResponse = z.object({
  range: z.enum(BOARD_RANGES),
  /** The dates shown, first and last included ("YYYY-MM-DD"). */
  from: z.string(),
  to: z.string(),
  /** Today where the host's properties are (the first property's zone), and the server's time: the page counts from them. */
  today: z.string(),
  now: z.string(),
  /** Every active property of the host, for the filter (name as on the rows). */
  properties: z.array(z.object({ id: z.string(), name: z.string(), timeZone: z.string() })),
  /**
   * At risk, the most severe reason first, then the soonest: over the next 30 days whichever week is
   * shown (and in that week), and earlier days' while a risk is unhandled.
   */
  atRisk: z.array(BoardTurnover),
  /** The rest of the range from today on, soonest first. */
  turnovers: z.array(BoardTurnover),
  /** More turnovers matched than one answer holds (BOARD_ROW_CAP): narrow the filters. */
  truncated: z.boolean(),
});
export type TurnoverBoardResponse = z.infer<typeof TurnoverBoardResponse>;
