// Sending a quote from the home page calculator (spec §7): the lead, the quote and its email are
// written in one transaction, so a failed quote insert leaves no lead and sends no mail.
import type { Locale } from '@core/locale';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { calculateQuote } from '@core/calculator';
import { calculator as text } from '@core/messages/en/calculator';
import { format } from '@core/messages/format';
import { QUOTES_PER_RECIPIENT_PER_DAY, type SendQuoteData } from '@core/schemas/calculator';
import type { Queryable, Tx } from '../../db/client';
import { calculatorLead, quote } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../email/mailer';
import { quoteEmail } from '../../email/templates';

export type SendQuoteDeps = { mailer: Mailer; appUrl: string; locale?: Locale };

export async function sendQuote(q: Queryable, input: SendQuoteData, deps: SendQuoteDeps) {
  // Recomputed here from the validated inputs: whatever totals the browser showed are not trusted.
  const result = calculateQuote(input);
  const id = await q.transaction(async (tx) => {
    await refuseBeyondRecipientLimit(tx, input.email);
    // A returning visitor is still one lead (spec §7: duplicate 23505 ignored); the first sign-up stands.
    await tx
      .insert(calculatorLead)
      .values({ email: input.email, name: input.name ?? null, subscribeToTips: input.subscribeToTips })
      .onConflictDoNothing({ target: calculatorLead.email });
    const [row] = await tx
      .insert(quote)
      .values({
        email: input.email,
        name: input.name ?? null,
        subscribeToTips: input.subscribeToTips,
        hourlyRate: input.hourlyRate,
        beds: input.beds,
        bedrooms: input.bedrooms,
        halfBaths: input.halfBathrooms,
        fullBaths: input.fullBathrooms,
        livingRooms: input.livingRooms,
        kitchens: input.kitchens,
        exteriorFeatures: input.exteriorFeatures,
        carpetSqft: input.carpetSqFt,
        hardfloorSqft: input.hardFloorsSqFt,
        extraSpaces: input.extraSpaces,
        petsAllowed: input.petAllowance,
        totalMinutes: result.totalMinutes,
        totalHours: result.totalHours,
        totalPrice: result.totalPrice,
      })
      .returning({ id: quote.id });
    await deps.mailer.enqueue(tx, {
      to: input.email,
      kind: 'quote',
      // Issue 41: a visitor's quote in the language of their request.
      ...quoteEmail({ locale: deps.locale, appUrl: deps.appUrl, name: input.name, quote: result }),
    });
    return row!.id;
  });
  void deps.mailer.kick();
  return { id, email: input.email, quote: result };
}

/**
 * Anyone may send a quote to any address, so one address gets at most QUOTES_PER_RECIPIENT_PER_DAY
 * in any 24 hours, however many clients send them. Counted in the database (the quotes stored for
 * that address), so the limit holds across servers; a transaction-level lock on the address makes
 * parallel requests for it count one after another.
 */
async function refuseBeyondRecipientLimit(tx: Tx, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quote-recipient:${email}`}, 0))`);
  const [row] = await tx
    .select({ n: count() })
    .from(quote)
    .where(and(eq(quote.email, email), gt(quote.createdAt, sql`now() - interval '24 hours'`)));
  if ((row?.n ?? 0) >= QUOTES_PER_RECIPIENT_PER_DAY) {
    const message = format(text.validation.recipientLimit, { max: QUOTES_PER_RECIPIENT_PER_DAY });
    throw new AppError('RATE_LIMITED', message, { email: message });
  }
}
