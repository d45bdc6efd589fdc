// Every email template renders user-provided text (names, places) as text: escaped in the HTML
// part, verbatim in the plain-text part, never as markup.
import { describe, expect, it } from 'vitest';
import { calculateQuote, defaultCalculatorInputs } from '@core/calculator';
import { offerEmails } from '@core/messages/en/offer-emails';
import { HTML_FRAGMENTS } from '../test/fuzz/hostile';
import * as templates from './templates';
import type { EmailContent } from './templates';

const appUrl = 'https://turnready.test';
const link = `${appUrl}/some/link?token=abc`;
const billingUrl = `${appUrl}/host/billing`;

/** Each template, called with `evil` in every field a user can set (names and places). */
const render: Record<string, (evil: string) => EmailContent> = {
  verificationEmail: (evil) =>
    templates.verificationEmail({ appUrl, firstName: evil, userType: 'cleaner', link, ttlHours: 24 }),
  passwordResetEmail: (evil) => templates.passwordResetEmail({ appUrl, name: evil, link }),
  newApplicantEmail: (evil) =>
    templates.newApplicantEmail({
      appUrl,
      hostFirstName: evil,
      cleanerName: evil,
      place: evil,
      city: evil,
      state: evil,
      jobId: '0b3c5a5e-0000-4000-8000-000000000000',
    }),
  hiredEmail: (evil) => templates.hiredEmail({ appUrl, name: evil, place: evil, position: 2 }),
  quoteEmail: (evil) =>
    templates.quoteEmail({
      appUrl,
      name: evil,
      quote: calculateQuote({ ...defaultCalculatorInputs, bedrooms: 2, petAllowance: true }),
    }),
  planActivatedEmail: (evil) =>
    templates.planActivatedEmail({ appUrl, name: evil, plan: 'pro', billingUrl, price: 29, jobs: 3 }),
  cancellationScheduledEmail: (evil) =>
    templates.cancellationScheduledEmail({
      appUrl,
      name: evil,
      plan: 'premium',
      billingUrl,
      endsAt: new Date('2030-06-19T00:00:00Z'),
      freeJobs: 1,
    }),
  planEndedEmail: (evil) =>
    templates.planEndedEmail({ appUrl, name: evil, plan: 'highlight', billingUrl, freeJobs: 1, preview: 5 }),
  paymentFailedEmail: (evil) =>
    templates.paymentFailedEmail({ appUrl, name: evil, plan: 'pro', billingUrl, amountCents: 2900, currency: 'usd' }),
  postingsPausedEmail: (evil) =>
    templates.postingsPausedEmail({ appUrl, name: evil, planName: 'Free', max: 1, places: [evil, evil] }),
  turnoversChangedEmail: (evil) =>
    templates.turnoversChangedEmail({
      appUrl,
      name: evil,
      place: evil,
      timeZone: 'America/Chicago',
      changes: [
        {
          kind: 'created',
          turnoverId: 't1',
          date: '2030-06-19',
          startsAt: new Date('2030-06-19T16:00:00Z'),
          endsAt: new Date('2030-06-19T21:00:00Z'),
          sameDay: false,
          payment: 95.5,
          urgent: false,
        },
      ],
    }),
  turnoverOfferedEmail: (evil) =>
    templates.turnoverOfferedEmail({
      appUrl,
      name: evil,
      place: evil,
      timeZone: 'America/Chicago',
      turnover: {
        date: '2030-06-19',
        startsAt: new Date('2030-06-19T16:00:00Z'),
        endsAt: new Date('2030-06-19T21:00:00Z'),
        sameDay: true,
        payment: 95.5,
      },
      deadlineAt: new Date('2030-06-18T16:00:00Z'),
      now: new Date('2030-06-18T06:00:00Z'),
      confirmUrl: `${appUrl}/offer-answer#token=c`,
      declineUrl: `${appUrl}/offer-answer#token=d`,
      backupFor: evil,
    }),
  turnoverUnfilledEmail: (evil) =>
    templates.turnoverUnfilledEmail({
      appUrl,
      name: evil,
      place: evil,
      jobId: 'job-1',
      timeZone: 'America/Chicago',
      again: true,
      turnovers: [{ date: '2030-06-19', start: '11:00', end: '16:00' }],
    }),
  turnoverNoticeEmail: (evil) =>
    templates.turnoverNoticeEmail({
      appUrl,
      name: evil,
      place: evil,
      timeZone: 'America/Chicago',
      texts: offerEmails.lapsed.email,
      turnovers: [
        { date: '2030-06-19', startsAt: new Date('2030-06-19T16:00:00Z'), endsAt: new Date('2030-06-19T21:00:00Z') },
      ],
    }),
  jobDeletedEmail: (evil) =>
    templates.jobDeletedEmail({
      appUrl,
      name: evil,
      place: evil,
      timeZone: 'America/Chicago',
      turnovers: [
        { date: '2030-06-19', startsAt: new Date('2030-06-19T16:00:00Z'), endsAt: new Date('2030-06-19T21:00:00Z') },
      ],
    }),
  calendarFailingEmail: (evil) =>
    templates.calendarFailingEmail({
      appUrl,
      name: evil,
      calendar: evil,
      place: evil,
      error: evil,
      count: 3,
      minutes: 30,
      jobId: 'job-1',
    }),
  turnoverCompletedEmail: (evil) =>
    templates.turnoverCompletedEmail({
      appUrl,
      name: evil,
      cleaner: evil,
      place: evil,
      date: '2030-06-19',
      turnoverId: 'turnover-1',
      started: '11:05 AM',
      finished: '2:40 PM',
      done: 3,
      total: 4,
      photos: 2,
      problems: [{ kind: 'Damage', description: evil }],
      notes: evil,
      flags: [evil],
    }),
  secondPlanCanceledEmail: (evil) =>
    templates.secondPlanCanceledEmail({ appUrl, name: evil, plan: 'premium', kept: 'pro', billingUrl }),
  // Issue 40: a message's words as written, and the sender's name.
  messageAwayEmail: (evil) =>
    templates.messageAwayEmail({ appUrl, from: evil, conversationId: 'c-1', messages: [evil, 'Second'], more: 2 }),
  conversationReportEmail: (evil) =>
    templates.conversationReportEmail({
      appUrl,
      conversationId: 'c-1',
      reporter: evil,
      role: 'cleaner',
      userId: 'u-1',
      reason: 'harassment',
      details: evil,
    }),
};

const escaped = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every tag of an HTML document, attributes included, in order. */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe('email templates', () => {
  it('are all covered here (a new template must be added to this test)', () => {
    const exported = Object.entries(templates)
      .filter(([name, value]) => typeof value === 'function' && name.endsWith('Email'))
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(Object.keys(render).sort());
  });

  for (const [name, fn] of Object.entries(render)) {
    it(`${name} shows hostile names and places as text`, () => {
      const markup = tagsOf(fn('Casey').html);
      for (const evil of HTML_FRAGMENTS) {
        const mail = fn(evil);
        // Not one tag or attribute more or different than with a plain name.
        expect(tagsOf(mail.html), evil).toEqual(markup);
        expect(mail.html).not.toMatch(/<script|<img|<svg|<textarea/i);
        // The value is there, escaped: shown as the characters the user typed.
        expect(mail.html).toContain(escaped(evil));
        expect(mail.text).toContain(evil);
      }
    });
  }

  it('keeps a hostile value inside the element it was put in', () => {
    const mail = templates.passwordResetEmail({ appUrl, name: '</p><h1>Account suspended</h1><p>', link });
    expect(mail.html).not.toContain('<h1>Account suspended</h1>');
    expect(mail.html.match(/<h1/g)).toHaveLength(1);
  });
});

describe('amounts in emails', () => {
  it('read as on screen: cents only when they are not zero (core/money.ts)', () => {
    const failed = (amountCents: number) =>
      templates.paymentFailedEmail({ appUrl, name: 'Ana', plan: 'pro', billingUrl, amountCents, currency: 'usd' }).text;
    expect(failed(2950)).toContain('the payment of $29.50 for');
    expect(failed(2900)).toContain('the payment of $29 for');
    const activated = templates.planActivatedEmail({
      appUrl,
      name: 'Ana',
      plan: 'pro',
      billingUrl,
      price: 29,
      jobs: 3,
    });
    expect(activated.text).toContain('$29');
    expect(activated.text).not.toContain('$29.00');
  });
});

describe('offer emails (issue 17)', () => {
  const confirmUrl = `${appUrl}/offer-answer#token=v1.confirm`;
  const declineUrl = `${appUrl}/offer-answer#token=v1.decline`;
  const hrefs = (html: string) =>
    [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => ({
      href: href!.replace(/&amp;/g, '&'),
      label: label!.replace(/&#39;/g, "'"),
    }));

  it('asks to answer by the deadline in the property’s zone, with both buttons and both plain links', () => {
    const mail = templates.turnoverOfferedEmail({
      appUrl,
      name: 'Ana',
      place: '12 Elm St, Austin, TX',
      timeZone: 'America/Chicago',
      turnover: {
        date: '2030-06-19',
        startsAt: new Date('2030-06-19T16:00:00Z'),
        endsAt: new Date('2030-06-19T21:00:00Z'),
        sameDay: true,
        payment: 95.5,
      },
      deadlineAt: new Date('2030-06-18T16:00:00Z'),
      now: new Date('2030-06-18T06:00:00Z'),
      confirmUrl,
      declineUrl,
    });
    expect(mail.subject).toBe('Can you take this turnover? Wed, Jun 19, 2030 at 12 Elm St, Austin, TX');
    expect(mail.text).toContain('Wed, Jun 19, 2030, 11:00 AM–4:00 PM (same-day turn), $95.50');
    expect(mail.text).toContain('Please answer by Tue, Jun 18, 11:00 AM CDT (answer within 10 h).');
    expect(mail.text).toContain(`Confirm: ${confirmUrl}`);
    expect(mail.text).toContain(`Can't make it: ${declineUrl}`);
    expect(mail.text).not.toContain('backup for');
    expect(hrefs(mail.html)).toEqual(
      expect.arrayContaining([
        { href: confirmUrl, label: 'Confirm' },
        { href: declineUrl, label: "Can't make it" },
      ]),
    );
  });

  it('names the cleaner a backup is asked after', () => {
    const mail = templates.turnoverOfferedEmail({
      appUrl,
      name: 'Ana',
      place: 'Austin, TX',
      timeZone: 'America/New_York',
      turnover: {
        date: '2030-01-09',
        startsAt: new Date('2030-01-09T16:00:00Z'),
        endsAt: new Date('2030-01-09T21:00:00Z'),
        sameDay: false,
        payment: 80,
      },
      deadlineAt: new Date('2030-01-08T16:00:00Z'),
      now: new Date('2030-01-07T16:00:00Z'),
      confirmUrl,
      declineUrl,
      backupFor: 'Bo Chen',
    });
    expect(mail.text).toContain('It comes to you as the backup for Bo Chen.');
    // A day off, the moment says it all: no countdown beside it.
    expect(mail.text).toContain('Please answer by Tue, Jan 8, 11:00 AM EST. If you don’t, it goes to the next cleaner');
  });

  it('a turnover within a day says so in the subject; asked together, it says the first to confirm takes it (issue 37)', () => {
    const mail = templates.turnoverOfferedEmail({
      appUrl,
      name: 'Ana',
      place: 'Austin, TX',
      timeZone: 'America/Chicago',
      turnover: {
        date: '2030-06-19',
        startsAt: new Date('2030-06-19T16:00:00Z'),
        endsAt: new Date('2030-06-19T21:00:00Z'),
        sameDay: false,
        payment: 80,
      },
      deadlineAt: new Date('2030-06-19T14:55:00Z'),
      now: new Date('2030-06-19T14:30:00Z'),
      confirmUrl,
      declineUrl,
      together: 3,
    });
    expect(mail.subject).toBe('Soon: can you take this turnover? Wed, Jun 19, 2030 at Austin, TX');
    expect(mail.text).toContain('3 cleaners on the team are asked at once: the first to confirm takes it.');
    expect(mail.text).toContain('Please answer by Wed, Jun 19, 9:55 AM CDT (answer within 25 min).');
  });

  it('a change list shows the buttons only under the changes that carry offer links', () => {
    const base = {
      startsAt: new Date('2030-06-19T16:00:00Z'),
      endsAt: new Date('2030-06-19T21:00:00Z'),
      sameDay: false,
      payment: 90,
      urgent: false,
    };
    const mail = templates.turnoversChangedEmail({
      appUrl,
      name: 'Ana',
      place: 'Austin, TX',
      timeZone: 'America/Chicago',
      changes: [
        { ...base, kind: 'created', turnoverId: 't1', date: '2030-06-19', offerLinks: { confirmUrl, declineUrl } },
        { ...base, kind: 'cancelled', turnoverId: 't2', date: '2030-06-21' },
      ],
    });
    const links = hrefs(mail.html);
    expect(links.filter((l) => l.label === 'Confirm')).toEqual([{ href: confirmUrl, label: 'Confirm' }]);
    expect(links.filter((l) => l.label === "Can't make it")).toEqual([{ href: declineUrl, label: "Can't make it" }]);
    const lines = mail.text.split('\n');
    const created = lines.findIndex((l) => l.startsWith('• New: Wed, Jun 19, 2030'));
    expect(lines.slice(created + 1, created + 3)).toEqual([
      `  Confirm: ${confirmUrl}`,
      `  Can't make it: ${declineUrl}`,
    ]);
    expect(mail.text).toContain('• Cancelled: Fri, Jun 21, 2030');
    expect(mail.text).toContain('Answer each new or moved turnover with its buttons, or on your schedule.');
  });
});
