// A date as the forms and contracts write it: YYYY-MM-DD in the browser's (or server's) own time
// zone. Without zod, so the job form can show today's date before its contract loads (issue 19).
export const isoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
