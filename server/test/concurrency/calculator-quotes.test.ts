// The cleaning-fee calculator raced: many clients (each its own address, so the per-client limit
// plays no part) sending quotes to one email address at once get exactly the per-address daily
// allowance sent; the rest are refused with 429 and no email.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTES_PER_RECIPIENT_PER_DAY } from '@core/schemas/calculator';
import { outboxEmail } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { quoteRequests } from '../calculator';
import { uniqueEmail } from '../factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const { post } = quoteRequests(() => t);
const outboxFor = (email: string) => t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email));

describe('POST /api/calculator/quotes', () => {
  it('holds the per-address limit when many clients send to one address at once', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ email, beds: 1 })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(QUOTES_PER_RECIPIENT_PER_DAY);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - QUOTES_PER_RECIPIENT_PER_DAY);
    expect(await outboxFor(email)).toHaveLength(QUOTES_PER_RECIPIENT_PER_DAY);
  });
});
