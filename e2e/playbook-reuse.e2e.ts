// A playbook need not start empty (issue 37, item 9), at phone size: a Pro host with two properties
// fills the first one's playbook, opens the second's, copies the checklist and supplies from the
// first (never its access instructions), and on a third, empty one uses the starter checklist.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { starterItems } from '@core/playbook-starter';
import { subscribe } from './support/billing-helpers';
import {
  baseUrl,
  expectNoSeriousA11yViolations,
  hostFirstJob,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
} from './support/browser';
import { browserForFile } from './support/file-setup';

const m = en.playbook.host;
const SHOTS = path.resolve('test-results/screenshots/playbook');
const ACCESS = 'Lockbox code 5532, side gate';
const browser = browserForFile();
const origin = () => ({ origin: baseUrl() });

describe('reusing a playbook', () => {
  it('copies another property’s checklist and supplies, and offers the starter checklist on an empty one', async () => {
    const host = await seedAccount('host', { job: hostFirstJob({ propertyAddress: '1 Harbor Rd' }) });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    await subscribe(context, 'pro');
    const jobIds: string[] = [];
    for (const propertyAddress of ['2 Dune Ct', '3 Reef St']) {
      const res = await context.request.post('/api/host/jobs', {
        data: hostFirstJob({ propertyAddress }),
        headers: origin(),
      });
      expect(res.status()).toBe(201);
      jobIds.push(((await res.json()) as { id: string }).id);
    }
    const { jobs } = (await (await context.request.get('/api/host/jobs')).json()) as {
      jobs: { id: string; propertyAddress: string }[];
    };
    const first = jobs.find((j) => j.propertyAddress === '1 Harbor Rd')!.id;
    for (const [label, area, photoRequired] of [
      ['Wipe counters', 'Kitchen', false],
      ['Scrub tub', 'Bathroom', true],
    ] as const) {
      const added = await context.request.post(`/api/host/jobs/${first}/playbook/items`, {
        data: { label, area, photoRequired },
        headers: origin(),
      });
      expect(added.status()).toBe(201);
    }
    const saved = await context.request.put(`/api/host/jobs/${first}/playbook`, {
      data: { supplies: 'Linens in the hall closet', accessInstructions: ACCESS },
      headers: origin(),
    });
    expect(saved.status()).toBe(200);

    // The second property: empty, so both the starter and the copy are offered.
    await page.goto(`/host/jobs/${jobIds[0]}/playbook`);
    await page.getByRole('button', { name: m.useStarter }).waitFor();
    const from = page.getByLabel(m.copyFrom);
    await expect
      .poll(() => from.locator('option').allTextContents())
      .toEqual([format(m.copySource, { place: '1 Harbor Rd', count: 2 })]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, 'reuse-empty-390.png'));
    await expectNoSeriousA11yViolations(page, 'playbook with the starter checklist and copy');

    await page.getByRole('button', { name: m.copy, exact: true }).click();
    await page.getByText('Scrub tub').waitFor();
    await page.getByText('Wipe counters').waitFor();
    await expect.poll(() => page.getByLabel(m.supplies).inputValue()).toBe('Linens in the hall closet');
    expect(await page.getByRole('textbox', { name: m.access }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: m.useStarter }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, 'reuse-copied-390.png'));

    // The third property: the starter checklist.
    await page.goto(`/host/jobs/${jobIds[1]}/playbook`);
    await page.getByRole('button', { name: m.useStarter }).click();
    await page.getByText('Make beds with fresh linens').waitFor();
    await page.getByText(starterItems().at(-1)!.label).waitFor();
    expect(await page.getByRole('button', { name: m.useStarter }).count()).toBe(0);
    await context.close();
  });
});
