// Applicant management texts (spec §2 applicants pages, §4, §6, §8).
export const applicants = {} as const;
