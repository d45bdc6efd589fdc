// Issue 37, item 9: a playbook need not start empty. 'Use the starter checklist' fills an empty
// checklist; 'Copy from another property' brings another of the host's jobs' checklist and supplies,
// never its access instructions, and never from another host's job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playbook as text } from '@core/messages/en/playbook';
import { jobs as jobText } from '@core/messages/en/jobs';
import { STARTER_CHECKLIST, starterItems } from '@core/playbook-starter';
import type { PlaybookResponse } from '@core/schemas/playbook';
import { createTestApp, type TestApp } from '../../test/app';
import { createHost, createJob } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = 'Door code 7719#, lockbox by the gate';

async function hostWithJobs(count: number) {
  const host = await createHost(t.database.db);
  const client = await signedInClient(t.app, host);
  const jobs = [];
  for (let i = 0; i < count; i++) jobs.push(await createJob(t.database.db, host.userId));
  return { host, client, jobs };
}

describe('the starter checklist', () => {
  it('fills an empty checklist, and is refused once the checklist has items', async () => {
    const { client, jobs } = await hostWithJobs(1);
    const res = await client.post(`/api/host/jobs/${jobs[0]!.id}/playbook/starter`, {});
    expect(res.status).toBe(200);
    const body = res.body as PlaybookResponse;
    expect(body.items.map(({ key, area, label, photoRequired }) => ({ key, area, label, photoRequired }))).toEqual(
      starterItems('en'),
    );
    expect(body.items.some((i) => i.label === 'Make beds with fresh linens' && i.photoRequired)).toBe(true);

    const again = await client.post(`/api/host/jobs/${jobs[0]!.id}/playbook/starter`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: text.errors.checklistNotEmpty } });
    const page = await client.get(`/api/host/jobs/${jobs[0]!.id}/playbook`);
    expect((page.body as PlaybookResponse).items).toHaveLength(STARTER_CHECKLIST.length);
  });
});

describe('copy from another property', () => {
  it("appends the other job's items and supplies, never its access instructions or reference photos", async () => {
    const { client, jobs } = await hostWithJobs(2);
    const [from, to] = [jobs[0]!.id, jobs[1]!.id];
    for (const [label, area, photoRequired] of [
      ['Wipe counters', 'Kitchen', false],
      ['Scrub tub', 'Bathroom', true],
    ] as const)
      expect((await client.post(`/api/host/jobs/${from}/playbook/items`, { label, area, photoRequired })).status).toBe(
        201,
      );
    await client.request('PUT', `/api/host/jobs/${from}/playbook`, {
      supplies: 'Linens in the hall closet',
      accessInstructions: SECRET,
    });
    expect((await client.post(`/api/host/jobs/${to}/playbook/items`, { label: 'Water plants', area: '' })).status).toBe(
      201,
    );

    const page = (await client.get(`/api/host/jobs/${to}/playbook`)).body as PlaybookResponse;
    expect(page.copySources).toEqual([expect.objectContaining({ id: from, itemCount: 2, hasSupplies: true })]);

    const res = await client.post(`/api/host/jobs/${to}/playbook/copy`, { fromJobId: from });
    expect(res.status).toBe(200);
    const body = res.body as PlaybookResponse;
    expect(body.items.map((i) => [i.label, i.area, i.photoRequired, i.position])).toEqual([
      ['Water plants', '', false, 1],
      ['Wipe counters', 'Kitchen', false, 2],
      ['Scrub tub', 'Bathroom', true, 3],
    ]);
    expect(body.items.every((i) => i.referencePhoto === null)).toBe(true);
    expect(body.supplies).toBe('Linens in the hall closet');
    expect(body.accessInstructions).toBeNull();
    expect(JSON.stringify(body)).not.toContain('7719#');

    // Supplies already written stay as they are.
    await client.request('PUT', `/api/host/jobs/${to}/playbook`, { supplies: 'Garage shelf' });
    const twice = (await client.post(`/api/host/jobs/${to}/playbook/copy`, { fromJobId: from }))
      .body as PlaybookResponse;
    expect(twice.supplies).toBe('Garage shelf');
    expect(twice.items).toHaveLength(5);
  });

  it("refuses another host's job with the own-job 404, either way round, and the same job with 409", async () => {
    const mine = await hostWithJobs(1);
    const theirs = await hostWithJobs(1);
    await theirs.client.post(`/api/host/jobs/${theirs.jobs[0]!.id}/playbook/items`, { label: 'Secret', area: '' });
    const from = await mine.client.post(`/api/host/jobs/${mine.jobs[0]!.id}/playbook/copy`, {
      fromJobId: theirs.jobs[0]!.id,
    });
    expect(from.status).toBe(404);
    expect(from.body).toMatchObject({ error: { message: jobText.errors.notFoundDescription } });
    const into = await mine.client.post(`/api/host/jobs/${theirs.jobs[0]!.id}/playbook/copy`, {
      fromJobId: mine.jobs[0]!.id,
    });
    expect(into.status).toBe(404);
    const starter = await mine.client.post(`/api/host/jobs/${theirs.jobs[0]!.id}/playbook/starter`, {});
    expect(starter.status).toBe(404);
    expect((await mine.client.get(`/api/host/jobs/${mine.jobs[0]!.id}/playbook`)).body).toMatchObject({ items: [] });
    const same = await mine.client.post(`/api/host/jobs/${mine.jobs[0]!.id}/playbook/copy`, {
      fromJobId: mine.jobs[0]!.id,
    });
    expect(same.status).toBe(409);
  });
});
