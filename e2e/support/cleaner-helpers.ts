// Helpers for the cleaner journeys: hosts with jobs to browse (seeded as a verified host sign-up,
// which posts the host's first job), and screenshots kept for review.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, seedAccount } from './browser';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A made-up town name unique to this run, so filters in a shared database find only our jobs. */
export function uniqueTown(): string {
  const letters = randomBytes(4)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'kmrstvwz'[Number(d) % 8]!);
  return `Port ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

export type JobOverrides = Partial<{
  propertyAddress: string;
  city: string;
  state: string;
  zip: string;
  bedrooms: number;
  bathrooms: number;
  squareFootage: number;
  amenities: string[];
  paymentPerTurnover: number;
  startDate: string;
  isRecurring: boolean;
  propertyNotes: string;
}>;

/** A verified host whose sign-up posted one active job (a free host may have one). */
export async function createHostWithJob(job: JobOverrides = {}, host: Record<string, unknown> = {}) {
  const jobInput = {
    propertyAddress: '18 Seagrape Ln',
    city: 'Miami',
    state: 'FL',
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1450,
    amenities: ['laundry_in_unit', 'cleaning_supplies_provided'],
    paymentPerTurnover: 135,
    startDate: inDays(5),
    isRecurring: true,
    ...job,
  };
  return { ...(await seedAccount('host', { job: jobInput, ...host })), job: jobInput };
}

/**
 * The host's 'Send offers' through the API (issue 37): the offers that hires and team changes held
 * go out now, and turnovers added afterwards are offered as they are made.
 */
export async function sendTeamOffers(host: BrowserContext, jobId: string): Promise<void> {
  const res = await host.request.post(`/api/host/jobs/${jobId}/team/send-offers`, {
    headers: { origin: baseUrl() },
  });
  if (res.status() !== 200) throw new Error(`Send offers answered ${res.status()}: ${await res.text()}`);
}

const SHOTS_DIR = path.resolve('test-results/screenshots/cleaner');

/** A full-page screenshot for review, named by page and viewport width. */
export async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return; // see saveScreenshot in ./browser
  await mkdir(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // From the top: the sticky header would otherwise be drawn mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}
