// The support queue's rules (issue 39): case statuses, the kinds of logged action, and the length
// of what support and reporters write. The subjects (what a case is about) are the features'.

export const SUPPORT_CASE_STATUSES = ['open', 'closed'] as const;
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

/** What the audit log records: a decision on a case, a suspension, a reinstatement. */
export const SUPPORT_ACTION_KINDS = ['decide', 'suspend', 'reinstate'] as const;
export type SupportActionKind = (typeof SUPPORT_ACTION_KINDS)[number];

/** Support's reason for any action: required, plain text. */
export const SUPPORT_REASON_MAX = 500;
/** A case's details as filed by the reporter (the conversation report allows 1,000). */
export const SUPPORT_DETAILS_MAX = 1000;

/** The comma-separated SUPPORT_ADMIN_EMAILS setting, as the server compares it: trimmed, lower case. */
export function parseAdminEmails(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether an account's email is one of the support admins'. */
export function isSupportAdmin(email: string, admins: readonly string[]): boolean {
  return admins.includes(email.trim().toLowerCase());
}
