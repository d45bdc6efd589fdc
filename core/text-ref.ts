// A text kept as what it says rather than in which words (issue 41): its shape, shared by the
// database schema (notifications.texts) and the server's renderer (server/i18n/text-ref.ts).

export type TextArg =
  | string
  | number
  | TextRef
  /** A local date "2026-03-14", as "Sat, Mar 14, 2026". */
  | { day: string }
  /** An instant's time of day in a zone, "11:00 AM" (with `zone`, "4:00 PM CST"). */
  | { clock: string; tz: string; zone?: boolean }
  /** An instant with its day and zone, "Thu, Dec 3, 4:00 PM CST". */
  | { moment: string; tz: string }
  /** An offer's time left to answer as it was when the text was made, " (answer within 40 min)". */
  | { left: string; from: string }
  /** Several values joined ("2 new, 1 moved"; a list of days). */
  | { join: TextArg[]; sep: string };

/** A catalog text by its dotted key ("turnoverEmails.changed.notificationTitle"); `count` picks a plural form. */
export type TextRef = { key: string; params?: Record<string, TextArg>; count?: number };
