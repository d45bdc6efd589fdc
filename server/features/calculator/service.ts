// Sending a quote from the home page calculator (spec §7): the lead, the quote and its email are
// written in one transaction, so a failed quote insert leaves no lead and sends no mail.
import { calculateQuote } from '../../../core/calculator';
import type { SendQuoteData } from '../../../core/schemas/calculator';
import type { Queryable } from '../../db/client';
import { calculatorLead, quote } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { quoteEmail } from '../../email/templates';

export type SendQuoteDeps = { mailer: Mailer; appUrl: string };

export async function sendQuote(q: Queryable, input: SendQuoteData, deps: SendQuoteDeps) {
  // Recomputed here from the validated inputs: whatever totals the browser showed are not trusted.
  const result = calculateQuote(input);
  const id = await q.transaction(async (tx) => {
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
    await deps.mailer.enqueue(tx, { to: input.email, kind: 'quote', ...quoteEmail({ appUrl: deps.appUrl, name: input.name, quote: result }) });
    return row!.id;
  });
  void deps.mailer.kick();
  return { id, email: input.email, quote: result };
}
