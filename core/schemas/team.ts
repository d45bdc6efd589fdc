// Contracts of a job's team (issue 17): the hired cleaners in the host's order, shared by the
// Turnovers page and the server. Rules in core/team.ts.
import { z } from 'zod';
import { TEAM_DIRECTIONS } from '../team';
import { ReliabilityRecord } from './reliability';

/** The :jobId and :cleanerId of /api/host/jobs/{jobId}/team/{cleanerId}. */
export const TeamMemberParams = z.object({
  jobId: z.uuid({ message: 'Invalid job ID provided' }),
  cleanerId: z.uuid({ message: 'Invalid cleaner ID provided' }),
});

/** POST /api/host/jobs/{jobId}/team/{cleanerId}/move: one place up or down. */
export const MoveTeamMemberInput = z.object({ direction: z.enum(TEAM_DIRECTIONS) });
export type MoveTeamMemberInput = z.infer<typeof MoveTeamMemberInput>;

export const TeamRoleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('primary') }),
  z.object({ kind: z.literal('backup'), number: z.number().int() }),
]);

export const TeamMember = z.object({
  cleanerUserId: z.string(),
  name: z.string(),
  /** 1 for the primary, then 2, 3... */
  position: z.number().int(),
  role: TeamRoleSchema,
  /** When the cleaner was hired on the job (ISO). */
  hiredAt: z.string(),
  /** Their record at this property (this job's offers and turnovers only; core/team.ts TeamRecord). */
  reliability: z.object({
    offered: z.number().int(),
    answered: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    declined: z.number().int(),
    lateCancellations: z.number().int(),
    completed: z.number().int(),
    missed: z.number().int(),
  }),
  /** Issue 39: their reliability record across every host (core/reliability.ts). */
  record: ReliabilityRecord,
});
export type TeamMember = z.infer<typeof TeamMember>;

/** A hired cleaner the host removed from the team: they can be added back (to the end). */
export const RemovedTeamMember = z.object({
  cleanerUserId: z.string(),
  name: z.string(),
  hiredAt: z.string(),
  removedAt: z.string(),
});
export type RemovedTeamMember = z.infer<typeof RemovedTeamMember>;

/** GET /api/host/jobs/{jobId}/team, and the answer of every change to it. */
export const TeamResponse = z.object({
  members: z.array(TeamMember),
  removed: z.array(RemovedTeamMember),
  /**
   * Issue 37: while set (ISO), a team change holds the job's offers until then, or until the host
   * sends them ('Send offers'); null when nothing waits.
   */
  offersHeldUntil: z.string().nullable(),
});
export type TeamResponse = z.infer<typeof TeamResponse>;
