// Contracts of the playbook and the proof of clean (issue 18), shared by the pages and the server.
// Rules (windows, limits, what 'Complete' needs) are in core/playbook.ts; instants are ISO strings.
import { z } from 'zod';
import { playbook as text } from '../messages/en/playbook';
import { LIBRARY_KEYS } from '../checklist-library';
import { LOCALES } from '../locale';
import { MAX_CHECKLIST_ITEMS, PROBLEM_KINDS, RUN_NOTES_MAX, START_REFUSALS } from '../playbook';
import { TurnoverItem } from './turnovers';

const v = text.validation;
const lib = text.library.validation;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** Free text a user may clear: blank or null clears it; left out, it stays. */
const clearableText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, message).nullable().optional());

export const ItemLabel = z.string({ error: v.itemRequired }).trim().min(1, v.itemRequired).max(200, v.itemTooLong);
export const ItemArea = z.string().trim().max(60, v.areaTooLong);

/** A stored photo as a page shows it: served by authorized routes (GET /api/photos/{id} and /thumb). */
export const PhotoRef = z.object({
  id: z.string(),
  /** Full size (longest side 2048 px), metadata stripped. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  /** Issue 37: when it was taken (its EXIF time when plausible, else when it arrived); null for reference photos. */
  takenAt: z.string().nullable(),
});
export type PhotoRef = z.infer<typeof PhotoRef>;

// --- The host's playbook ------------------------------------------------------------------------

/**
 * Issue 41 (core/checklist-library.ts): an item's words as the reader reads them. `key`: the library
 * item it is (its `label` then in the reader's language, and `lang` theirs), or null for words the
 * host typed, answered as typed with `lang`, the language they were written in. `area`: a library
 * room in the reader's language, any other area as typed.
 */
const ItemWords = {
  area: z.string(),
  label: z.string(),
  key: z.string().nullable(),
  lang: z.enum(LOCALES),
};

export const PlaybookItem = z.object({
  id: z.string(),
  ...ItemWords,
  photoRequired: z.boolean(),
  position: z.number().int(),
  referencePhoto: PhotoRef.nullable(),
});
export type PlaybookItem = z.infer<typeof PlaybookItem>;

/** One time a cleaner opened the access instructions. */
export const AccessViewItem = z.object({ cleanerName: z.string(), viewedAt: z.string(), turnoverDate: z.string() });
export type AccessViewItem = z.infer<typeof AccessViewItem>;

/** GET /api/host/jobs/{id}/playbook: the host's whole playbook, access instructions and who read them (newest first). */
export const PlaybookResponse = z.object({
  job: z.object({
    id: z.string(),
    city: z.string(),
    state: z.string(),
    propertyAddress: z.string().nullable(),
    timeZone: z.string(),
  }),
  items: z.array(PlaybookItem),
  supplies: z.string().nullable(),
  accessInstructions: z.string().nullable(),
  accessViews: z.array(AccessViewItem),
  /** The host's other jobs whose checklist or supplies can be copied here ('Copy from another property'). */
  copySources: z.array(
    z.object({
      id: z.string(),
      city: z.string(),
      state: z.string(),
      propertyAddress: z.string().nullable(),
      itemCount: z.number().int(),
      hasSupplies: z.boolean(),
    }),
  ),
});
export type PlaybookResponse = z.infer<typeof PlaybookResponse>;

/** PUT /api/host/jobs/{id}/playbook: where supplies are and the access instructions. */
export const PlaybookDetailsInput = z.object({
  supplies: clearableText(2000, v.suppliesTooLong),
  accessInstructions: clearableText(2000, v.accessTooLong),
});
export type PlaybookDetailsInput = z.infer<typeof PlaybookDetailsInput>;

/** POST /api/host/jobs/{id}/playbook/copy: another of the host's jobs' checklist and supplies (never its access instructions). */
export const CopyPlaybookInput = z.object({ fromJobId: z.uuid({ message: 'Invalid job ID provided' }) });
export type CopyPlaybookInput = z.infer<typeof CopyPlaybookInput>;

/** POST /api/host/jobs/{id}/playbook/items: 'Add item' (at the end of its area, or of the list). */
export const AddPlaybookItemInput = z.object({
  label: ItemLabel,
  area: ItemArea.default(''),
  photoRequired: z.boolean().default(false),
});
export type AddPlaybookItemInput = z.input<typeof AddPlaybookItemInput>;

/**
 * POST /api/host/jobs/{id}/playbook/library: items of the checklist library, each after the last item
 * of its room (or at the end for a new room); keys already on the checklist are left as they are.
 */
export const AddLibraryItemsInput = z.object({
  keys: z
    .array(z.enum(LIBRARY_KEYS as [string, ...string[]], { error: lib.unknownKey }), { error: lib.chooseItems })
    .min(1, lib.chooseItems)
    .max(MAX_CHECKLIST_ITEMS, lib.chooseItems),
});
export type AddLibraryItemsInput = z.infer<typeof AddLibraryItemsInput>;

/** PATCH /api/host/playbook-items/{id}: new words become the host's own, in the editor's language (issue 41). */
export const EditPlaybookItemInput = z.object({
  label: ItemLabel.optional(),
  area: ItemArea.optional(),
  photoRequired: z.boolean().optional(),
});
export type EditPlaybookItemInput = z.infer<typeof EditPlaybookItemInput>;

/** POST /api/host/playbook-items/{id}/move: one place up or down the checklist. */
export const MovePlaybookItemInput = z.object({ direction: z.enum(['up', 'down']) });
export type MovePlaybookItemInput = z.infer<typeof MovePlaybookItemInput>;

/** The checklist after a change that reorders it. */
export const PlaybookItemsResponse = z.object({ items: z.array(PlaybookItem) });
export type PlaybookItemsResponse = z.infer<typeof PlaybookItemsResponse>;

export const PlaybookItemIdParams = z.object({ id: z.uuid({ message: 'Invalid checklist item ID provided' }) });
export const PhotoIdParams = z.object({ id: z.uuid({ message: 'Invalid photo ID provided' }) });

// --- The run (cleaner) and its report (host) ---------------------------------------------------

/** A checklist item of a turnover: before 'Start', the playbook's items (not tickable); after, the run's copy. */
export const RunTask = z.object({
  id: z.string(),
  ...ItemWords,
  photoRequired: z.boolean(),
  referencePhoto: PhotoRef.nullable(),
  doneAt: z.string().nullable(),
  photos: z.array(PhotoRef),
});
export type RunTask = z.infer<typeof RunTask>;

export const RunProblem = z.object({
  id: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  description: z.string(),
  createdAt: z.string(),
  /** Issue 37: the host's 'Acknowledge' and 'Mark resolved' (the cleaner sees both). */
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  photos: z.array(PhotoRef),
});
export type RunProblem = z.infer<typeof RunProblem>;

/** What the run has: shared by the cleaner's page and the host's report. */
const RunFields = {
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Issue 37: started before check-out, when the cleaner confirmed "The guests have left" (else null). */
  guestsLeftConfirmedAt: z.string().nullable(),
  notes: z.string().nullable(),
  /** Before 'Start': the playbook's current checklist, to read ahead. */
  tasks: z.array(RunTask),
  problems: z.array(RunProblem),
};

/** GET /api/cleaner/turnovers/{id}: the cleaner's turnover page. Never carries the access instructions (see TurnoverAccess). */
export const CleanerTurnoverResponse = z.object({
  turnover: TurnoverItem,
  supplies: z.string().nullable(),
  access: z.object({
    state: z.enum(['not_yet', 'open', 'closed']),
    opensAt: z.string(),
    closesAt: z.string(),
    /** The host wrote some (without saying what). */
    provided: z.boolean(),
  }),
  /** Whether 'Start' works now, and why not: core/playbook.ts startRefusal. */
  start: z.object({
    /** before_checkout: 'Start' works once the cleaner confirms the guests have left. */
    refusal: z.enum(START_REFUSALS).nullable(),
    /** The earliest start (with the guests confirmed gone); `opensAt` is check-out. */
    earlyOpensAt: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
  }),
  ...RunFields,
});
export type CleanerTurnoverResponse = z.infer<typeof CleanerTurnoverResponse>;

/** GET /api/cleaner/turnovers/{id}/access: the access instructions (the read is recorded); 403 ACCESS_NOT_OPEN outside the window. */
export const TurnoverAccessResponse = z.object({ accessInstructions: z.string().nullable(), closesAt: z.string() });
export type TurnoverAccessResponse = z.infer<typeof TurnoverAccessResponse>;

/** POST /api/cleaner/turnovers/{id}/start: `guestsLeft` confirms "The guests have left", needed before check-out. */
export const StartTurnoverInput = z.object({ guestsLeft: z.boolean().optional() });
export type StartTurnoverInput = z.infer<typeof StartTurnoverInput>;

/** PUT /api/cleaner/turnovers/{id}/tasks/{taskId}: tick or untick. */
export const TickTaskInput = z.object({ done: z.boolean() });
export type TickTaskInput = z.infer<typeof TickTaskInput>;

/**
 * PUT /api/cleaner/turnovers/{id}/notes: saved as typed. Issue 38: `typedAt`, when the text was
 * typed on the device; a save typed before the notes the server holds changes nothing (a queued
 * save sent late never overwrites newer notes), and the answer carries the notes kept.
 */
export const RunNotesInput = z.object({
  notes: clearableText(RUN_NOTES_MAX, v.notesTooLong),
  typedAt: z
    .string()
    .max(40)
    .refine((s) => !Number.isNaN(Date.parse(s)), v.typedAt)
    .optional(),
});
export type RunNotesInput = z.infer<typeof RunNotesInput>;
export const RunNotesResponse = z.object({ notes: z.string().nullable(), savedAt: z.string() });
export type RunNotesResponse = z.infer<typeof RunNotesResponse>;

/** POST /api/cleaner/turnovers/{id}/problems: 'Report a problem' (photos follow on its own route). */
export const ReportProblemInput = z.object({
  kind: z.enum(PROBLEM_KINDS, { error: v.problemKind }),
  description: z.string({ error: v.problemRequired }).trim().min(1, v.problemRequired).max(2000, v.problemTooLong),
});
export type ReportProblemInput = z.infer<typeof ReportProblemInput>;

export const TaskParams = z.object({
  id: z.uuid({ message: 'Invalid turnover ID provided' }),
  taskId: z.uuid({ message: 'Invalid checklist item ID provided' }),
});
export const ProblemParams = z.object({
  id: z.uuid({ message: 'Invalid turnover ID provided' }),
  problemId: z.uuid({ message: 'Invalid problem ID provided' }),
});

/** A photo upload (multipart, one or more files): what was stored, and each file refused with why. */
export const PhotoUploadResponse = z.object({
  photos: z.array(PhotoRef),
  rejected: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponse>;

/** GET /api/host/turnovers/{id}/report: the run as its host reads it (live while in progress). */
export const TurnoverReportResponse = z.object({
  turnover: TurnoverItem,
  cleaner: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** How long photos are kept (months), said on the report. */
  retentionMonths: z.number().int(),
  /** Issue 37 (core/playbook.ts reportFlags): a start before check-out, a clean far shorter than usual. */
  flags: z.object({
    earlyStart: z.object({ guestsLeftAt: z.string(), checkoutAt: z.string() }).nullable(),
    shortClean: z.object({ minutes: z.number().int(), usualMinutes: z.number().int().nullable() }).nullable(),
  }),
  ...RunFields,
});
export type TurnoverReportResponse = z.infer<typeof TurnoverReportResponse>;
