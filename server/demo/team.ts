// The demo job's team: cleaners hired through their applications, in hiring order (the first the
// primary), each told as a hire tells them. The applications are already 'accepted' (the spec's
// Hire); joining the team goes through the team feature's own verb, which keeps positions 1..n.
import { applicants as applicantText } from '@core/messages/en/applicants';
import { format } from '@core/messages/format';
import { placeName } from '@core/places';
import type { Tx } from '../db/client';
import { appendToTeam } from '../features/team';
import { notify } from './notify';

type DemoJob = { id: string; propertyAddress: string | null; city: string; state: string };
export type Hire = { cleanerUserId: string; applicationId: string; hiredAt: Date };

/** Adds the hires to the job's team in order, each with their "You're hired!" in the bell. */
export async function hireTeam(tx: Tx, job: DemoJob, hires: readonly Hire[]): Promise<void> {
  const n = applicantText.cleanerNotification;
  for (const h of hires) {
    await appendToTeam(tx, job.id, h.cleanerUserId);
    await notify(tx, {
      userId: h.cleanerUserId,
      type: 'application_status',
      title: n.hiredTitle,
      message: format(n.hiredMessage, { place: placeName(job) }),
      data: { job_id: job.id, application_id: h.applicationId, kind: 'hired' },
      read: true,
      createdAt: h.hiredAt,
    });
  }
}
