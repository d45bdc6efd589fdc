// Every email the product sends: HTML and text parts, the product's name, links built from APP_URL.
// Issue 41: each is written in its recipient's language (`locale`, English by default): the texts come
// from that language's catalog (core/messages/catalog.ts), dates, times and amounts from its formats.
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { format, plural } from '@core/messages/format';
import { formatDuration, formatPrice, formatRate, type QuoteCalculation } from '@core/calculator';
import { QUOTES_PER_RECIPIENT_PER_DAY } from '@core/schemas/calculator';
import { formatUsd } from '@core/money';
import { timeLeftPart } from '@core/offers';
import { translateText } from '../i18n/translate';
import {
  firstListed,
  listedDays,
  summarizeChanges,
  turnoverDay,
  turnoverDeadline,
  turnoverPay,
  turnoverWindow,
  type OfferLinks,
  type TurnoverChange,
} from '@core/turnover-text';

/** The recipient's language (their stored one; a visitor's request language for a quote). */
export type Localized = { locale?: Locale };

export type EmailContent = { subject: string; html: string; text: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Link = { label: string; url: string };
/** A paragraph, or one with its own buttons below it (an offer's 'Confirm' and "Can't make it"). */
type Paragraph = string | { text: string; buttons: readonly Link[] };
const paragraphText = (p: Paragraph) => (typeof p === 'string' ? p : p.text);

/** A row of buttons: the first filled, the others outlined; each a plain link underneath too. */
function buttonRow(buttons: readonly Link[]): string {
  const style = (first: boolean) =>
    first
      ? 'background:#0f766e;color:#ffffff;border:2px solid #0f766e'
      : 'background:#ffffff;color:#0f766e;border:2px solid #0f766e';
  return `<p style="margin:8px 0 20px">${buttons
    .map(
      (b, i) =>
        `<a href="${escapeHtml(b.url)}" style="${style(i === 0)};padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block;margin:0 8px 8px 0">${escapeHtml(b.label)}</a>`,
    )
    .join('')}</p>`;
}

function paragraphHtml(p: Paragraph): string {
  const para = `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(paragraphText(p))}</p>`;
  return typeof p === 'string' ? para : `${para}\n${buttonRow(p.buttons)}`;
}

function layout(opts: {
  locale?: Locale;
  appUrl: string;
  preheader: string;
  heading: string;
  paragraphs: Paragraph[];
  action?: Link;
  footnote?: string;
}): string {
  const frame = messagesFor(opts.locale ?? DEFAULT_LOCALE).emailLayout;
  const action = opts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(opts.action.label)}</a></p>
       <p style="font-size:13px;color:#475569">${escapeHtml(frame.buttonFallback)}<br><a href="${escapeHtml(opts.action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(opts.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${opts.locale ?? DEFAULT_LOCALE}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<span style="display:none">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-size:20px;font-weight:700;color:#0f766e;margin:0 0 24px">TurnReady</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map(paragraphHtml).join('\n')}
${action}
${opts.footnote ? `<p style="font-size:13px;color:#64748b;margin-top:24px">${escapeHtml(opts.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#64748b;margin-top:16px">TurnReady · ${escapeHtml(frame.tagline)} · <a href="${escapeHtml(opts.appUrl)}" style="color:#64748b">${escapeHtml(opts.appUrl)}</a></p>
</td></tr></table></body></html>`;
}

function text(opts: {
  heading: string;
  paragraphs: Paragraph[];
  action?: Link;
  footnote?: string;
  appUrl: string;
}): string {
  return [
    'TurnReady',
    '',
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((p) =>
      typeof p === 'string' ? [p] : [p.text, ...p.buttons.map((b) => `  ${b.label}: ${b.url}`), ''],
    ),
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
    ...(opts.footnote ? ['', opts.footnote] : []),
    '',
    `TurnReady · ${opts.appUrl}`,
  ].join('\n');
}

export function build(opts: Parameters<typeof layout>[0] & { subject: string }): EmailContent {
  const o = inLanguage(opts);
  return { subject: o.subject, html: layout(o), text: text(o) };
}

/**
 * Issue 41: a text a caller composed from an English catalog (a notice's texts, a line already
 * filled in) reaches a Spanish reader in Spanish too (server/i18n/translate.ts); texts already in
 * the recipient's language, and anything no catalog holds, pass unchanged.
 */
function inLanguage<T extends Parameters<typeof layout>[0] & { subject: string }>(opts: T): T {
  const locale = opts.locale ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return opts;
  const t = (s: string) => translateText(s, locale);
  const link = (l: Link): Link => ({ ...l, label: t(l.label) });
  return {
    ...opts,
    subject: t(opts.subject),
    preheader: t(opts.preheader),
    heading: t(opts.heading),
    paragraphs: opts.paragraphs.map((p) =>
      typeof p === 'string' ? t(p) : { text: t(p.text), buttons: p.buttons.map(link) },
    ),
    ...(opts.action && { action: link(opts.action) }),
    ...(opts.footnote !== undefined && { footnote: t(opts.footnote) }),
  };
}

export function verificationEmail(
  opts: {
    appUrl: string;
    firstName: string;
    userType: 'cleaner' | 'host';
    link: string;
    ttlHours: number;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.auth.emails.verify;
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: m.subject,
    preheader: m.preheader,
    heading: format(m.heading, { firstName: opts.firstName }),
    paragraphs: [format(m.why, { role: opts.userType === 'host' ? 'host' : 'cleaner' }), m.body, m.notYou],
    action: { label: m.action, url: opts.link },
    footnote: format(m.footnote, { hours: opts.ttlHours }),
  });
}

export function passwordResetEmail(opts: { appUrl: string; name: string; link: string } & Localized): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.auth.emails.reset;
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: m.subject,
    preheader: m.preheader,
    heading: m.heading,
    paragraphs: [format(m.why, { name: opts.name }), m.notYou],
    action: { label: m.action, url: opts.link },
    footnote: m.footnote,
  });
}

/** To a host when a cleaner applies to one of their jobs (spec §7 notify-host-new-applicant). */
export function newApplicantEmail(
  opts: {
    appUrl: string;
    hostFirstName: string;
    cleanerName: string;
    place: string;
    city: string;
    state: string;
    jobId: string;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.notifications.newApplicantEmail;
  const params = {
    host: opts.hostFirstName,
    cleaner: opts.cleanerName,
    place: opts.place,
    city: opts.city,
    state: opts.state,
  };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [format(m.body, params)],
    action: { label: m.action, url: `${opts.appUrl}/host/applicants?job_id=${encodeURIComponent(opts.jobId)}` },
    footnote: m.footnote,
  });
}

/** To a cleaner a host hired (issue 37): they are on the job's team, and their turnovers will show on their schedule. */
export function hiredEmail(
  opts: { appUrl: string; name: string; place: string; position: number } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.hiringEmails.hired;
  const params = { name: opts.name, place: opts.place, number: opts.position - 1 };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [format(m.greeting, params), format(opts.position === 1 ? m.primary : m.backup, params), m.next],
    action: { label: m.action, url: `${opts.appUrl}/cleaner/schedule` },
    footnote: m.footnote,
  });
}

/** To a host whose plan now allows fewer open jobs: which postings were paused, and where to choose (issue 13). */
export function postingsPausedEmail(
  opts: {
    appUrl: string;
    name: string;
    planName: string;
    max: number;
    places: string[];
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.notifications.postingsPausedEmail;
  const params = { name: opts.name, plan: opts.planName, max: opts.max, count: opts.places.length };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [format(m.greeting, params), ...opts.places.map((place) => `• ${place}`), m.body],
    action: { label: m.action, url: `${opts.appUrl}/host/dashboard` },
    footnote: m.footnote,
  });
}

/**
 * A cleaning-fee quote from the home page calculator (spec §7 send-quote-email): the totals and one
 * line per breakdown item, all as the server computed them.
 */
export function quoteEmail(opts: { appUrl: string; name?: string; quote: QuoteCalculation } & Localized): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.calculator.email;
  const { quote } = opts;
  const time = formatDuration(quote.totalMinutes, msg.calculator);
  const price = formatPrice(quote.totalPrice, lang);
  const rate = formatRate(quote.hourlyRate, lang);
  const lines = quote.breakdown.length
    ? quote.breakdown.map((l) => format(m.line, { item: l.item, minutes: l.minutes }))
    : [m.noItems];
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, { price }),
    preheader: format(m.preheader, { time, rate }),
    heading: m.heading,
    // Anyone can type any address into the calculator: the email says so first, and what to do if it was not you.
    paragraphs: [
      opts.name ? format(m.greeting, { name: opts.name }) : m.greetingNoName,
      m.why,
      m.intro,
      format(m.time, { time }),
      format(m.price, { price, rate }),
      m.breakdown,
      ...lines,
    ],
    action: { label: m.action, url: `${opts.appUrl}/host/post-job` },
    footnote: format(m.footnote, { max: QUOTES_PER_RECIPIENT_PER_DAY }),
  });
}

// ---------------------------------------------------------------------------------------------
// Billing (sent from verified payment events, server/billing/webhook.ts)
// ---------------------------------------------------------------------------------------------
type BillingPlan = 'pro' | 'premium' | 'highlight';
type BillingEmailBase = { appUrl: string; name: string; plan: BillingPlan; billingUrl: string } & Localized;

/** A date as the emails write it (June 19, 2025), in UTC like every stored time. */
export function billingEmailDate(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const planName = (plan: BillingPlan, locale: Locale = DEFAULT_LOCALE) =>
  messagesFor(locale).billingEmails.planNames[plan];

type PlanEmailTexts = {
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  host: string;
  highlight: string;
};

/** The plan emails' common frame: texts filled from `params`, the host or the Highlight paragraph, a link to billing. */
function planEmail(
  opts: BillingEmailBase,
  m: PlanEmailTexts,
  params: Record<string, string | number>,
  closing: string[] = [],
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: format(m.heading, params),
    paragraphs: [
      format(m.greeting, params),
      format(opts.plan === 'highlight' ? m.highlight : m.host, params),
      ...closing,
    ],
    action: { label: msg.billingEmails.billingAction, url: opts.billingUrl },
    footnote: msg.billingEmails.footnote,
  });
}

export function planActivatedEmail(opts: BillingEmailBase & { price: number; jobs: number } & Localized): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.billingEmails.planActivated;
  const params = {
    plan: planName(opts.plan, lang),
    name: opts.name,
    price: formatUsd(opts.price, lang),
    jobs: opts.jobs,
  };
  return planEmail(opts, m, params, [m.renewal]);
}

export function cancellationScheduledEmail(
  opts: BillingEmailBase & { endsAt: Date | null; freeJobs: number },
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.billingEmails.cancellationScheduled;
  // Without a known end date (never the case with Stripe's subscriptions) the period's end is named instead.
  const date = opts.endsAt ? billingEmailDate(opts.endsAt, lang) : m.periodEnd;
  const params = { plan: planName(opts.plan, lang), name: opts.name, date, freeJobs: opts.freeJobs };
  return planEmail(opts, m, params, [m.changedMind]);
}

export function planEndedEmail(
  opts: BillingEmailBase & { freeJobs: number; preview: number } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.billingEmails.planEnded;
  const params = { plan: planName(opts.plan, lang), name: opts.name, freeJobs: opts.freeJobs, preview: opts.preview };
  return planEmail(opts, m, params);
}

/** A second paid plan of a kind appeared (two checkouts paid): the newer one was canceled. */
export function secondPlanCanceledEmail(opts: BillingEmailBase & { kept: BillingPlan } & Localized): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.billingEmails.secondPlanCanceled;
  const params = { plan: planName(opts.plan, lang), name: opts.name, kept: planName(opts.kept, lang) };
  return planEmail(opts, m, params);
}

export function paymentFailedEmail(
  opts: BillingEmailBase & { amountCents: number; currency: string } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.billingEmails.paymentFailed;
  const currency = opts.currency.toUpperCase();
  const amount =
    currency === 'USD'
      ? formatUsd(opts.amountCents / 100, lang)
      : new Intl.NumberFormat(INTL_TAGS[lang], { style: 'currency', currency }).format(opts.amountCents / 100);
  const params = { plan: planName(opts.plan, lang), name: opts.name, amount };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [format(m.greeting, params), m.body],
    action: { label: m.action, url: opts.billingUrl },
    footnote: msg.billingEmails.footnote,
  });
}

/** To a host at the third failed sync in a row of one of their booking calendars (issue 16). */
export function calendarFailingEmail(
  opts: {
    appUrl: string;
    name: string;
    calendar: string;
    place: string;
    error: string;
    count: number;
    minutes: number;
    jobId: string;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.calendarEmails.failing;
  const params = {
    name: opts.name,
    calendar: opts.calendar,
    place: opts.place,
    error: opts.error,
    count: opts.count,
    minutes: opts.minutes,
  };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [format(m.greeting, params), format(m.body, params), format(m.kept, params), m.fix],
    action: { label: m.action, url: `${opts.appUrl}/host/jobs/${encodeURIComponent(opts.jobId)}/turnovers` },
    footnote: m.footnote,
  });
}

// ---------------------------------------------------------------------------------------------
// Turnovers (issue 16)
// ---------------------------------------------------------------------------------------------
/**
 * To a cleaner: one email per change (a calendar sync, a host's edit) listing each new, moved,
 * re-timed and cancelled turnover of one property. A cancellation less than 48 hours ahead makes
 * the subject urgent and leads the list. A change that made an offer with emailed links (issue 17)
 * gets its 'Confirm' and "Can't make it" buttons under its line.
 */
export function turnoversChangedEmail(
  opts: {
    appUrl: string;
    name: string;
    place: string;
    timeZone: string;
    changes: TurnoverChange[];
    /** The app's clock (offers' time left). */
    now?: Date;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.turnoverEmails.changed;
  const urgent = opts.changes.some((c) => c.kind === 'cancelled' && c.urgent);
  const summary = summarizeChanges(opts.changes, lang);
  const ordered = [...opts.changes].sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.date.localeCompare(b.date));
  const { listed, more } = firstListed(ordered);
  const lines = listed.map((c): Paragraph => {
    const params = {
      date: turnoverDay(c.date, lang),
      from: c.fromDate ? turnoverDay(c.fromDate, lang) : '',
      ...turnoverWindow(c, opts.timeZone, lang),
      sameDay: c.sameDay ? m.sameDay : '',
      pay: turnoverPay(c.payment, lang),
    };
    const line = `• ${c.kind === 'cancelled' ? format(c.urgent ? m.cancelledUrgent : m.cancelled, params) : format(m[c.kind], params)}`;
    if (!c.offerLinks) return line;
    // Issue 37: each offer says when to answer by, in the property's zone and as time left.
    const by = c.offerLinks.deadlineAt;
    const answerBy = by
      ? ` ${format(msg.offerEmails.offered.answerByShort, {
          deadline: turnoverDeadline(by, opts.timeZone, lang),
          left: timeLeftPart(by, opts.now ?? new Date(), lang),
        })}`
      : '';
    return { text: `${line}${answerBy}`, buttons: answerButtons(c.offerLinks, m) };
  });
  const needsAnswer = opts.changes.some((c) => c.kind === 'created' || c.kind === 'moved');
  const withLinks = opts.changes.some((c) => c.offerLinks);
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(urgent ? m.subjectUrgent : m.subject, { place: opts.place }),
    preheader: format(m.preheader, { summary, place: opts.place }),
    heading: m.heading,
    paragraphs: [
      format(m.greeting, { name: opts.name, place: opts.place }),
      ...lines,
      ...(more ? [format(m.more, { count: more })] : []),
      ...(needsAnswer ? [withLinks ? m.askAnswerLinks : m.askAnswer] : []),
    ],
    action: { label: m.action, url: `${opts.appUrl}/cleaner/schedule` },
    footnote: format(m.footnote, { timeZone: opts.timeZone }),
  });
}

const answerButtons = (links: OfferLinks, m: { confirm: string; decline: string }): Link[] => [
  { label: m.confirm, url: links.confirmUrl },
  { label: m.decline, url: links.declineUrl },
];

/**
 * To a team member (issue 17): one turnover offered to them, to answer by its deadline (shown in the
 * property's zone on the 12-hour clock, and as time left: issue 37) with the two buttons;
 * `backupFor` names the cleaner before them in the chain, `together` how many were asked at once.
 * A turnover starting within 24 hours says so in the subject.
 */
export function turnoverOfferedEmail(
  opts: {
    appUrl: string;
    name: string;
    place: string;
    timeZone: string;
    turnover: { date: string; startsAt: Date; endsAt: Date; sameDay: boolean; payment: number };
    deadlineAt: Date;
    now: Date;
    confirmUrl: string;
    declineUrl: string;
    backupFor?: string;
    together?: number;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.turnoverEmails.offered;
  const more = msg.offerEmails.offered;
  const t = opts.turnover;
  const date = turnoverDay(t.date, lang);
  const deadline = turnoverDeadline(opts.deadlineAt, opts.timeZone, lang);
  const left = timeLeftPart(opts.deadlineAt, opts.now, lang);
  const together = (opts.together ?? 0) > 1;
  const line = format(m.line, {
    date,
    ...turnoverWindow(t, opts.timeZone, lang),
    sameDay: t.sameDay ? msg.turnoverEmails.changed.sameDay : '',
    pay: turnoverPay(t.payment, lang),
  });
  const soon = t.startsAt.getTime() - opts.now.getTime() < DAY_MS;
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(soon ? more.subjectSoon : m.subject, { date, place: opts.place }),
    preheader: format(m.preheader, { deadline }),
    heading: m.heading,
    paragraphs: [
      format(m.greeting, { name: opts.name, place: opts.place }),
      ...(opts.backupFor ? [format(m.backup, { backupFor: opts.backupFor })] : []),
      ...(together ? [format(more.together, { count: opts.together! })] : []),
      { text: line, buttons: answerButtons(opts, m) },
      format(together ? more.answerByTogether : more.answerBy, { deadline, left }),
    ],
    action: { label: m.action, url: `${opts.appUrl}/cleaner/schedule` },
    footnote: format(m.footnote, { timeZone: opts.timeZone }),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One of the chain's notices to a cleaner (issue 37): a lapsed offer, one given to another, an assignment. */
type NoticeTexts = {
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  line: string;
  body: string;
  action: string;
  footnote: string;
};

/**
 * To a cleaner (issue 37): a notice about turnovers of one property, one line each: their offers
 * lapsed, their offer went to whoever confirmed first, or a turnover they asked for is theirs.
 */
export function turnoverNoticeEmail(
  opts: {
    appUrl: string;
    name: string;
    place: string;
    timeZone: string;
    texts: NoticeTexts;
    subject?: string;
    turnovers: { date: string; startsAt: Date; endsAt: Date; payment?: number }[];
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = opts.texts;
  const sorted = [...opts.turnovers].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const { listed, more } = firstListed(sorted);
  const first = sorted[0];
  const params = {
    name: opts.name,
    place: opts.place,
    count: sorted.length,
    date: first ? turnoverDay(first.date, lang) : '',
    ...(first ? turnoverWindow(first, opts.timeZone, lang) : {}),
  };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(opts.subject ?? m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [
      format(m.greeting, params),
      ...listed.map(
        (t) =>
          `• ${format(m.line, {
            date: turnoverDay(t.date, lang),
            ...turnoverWindow(t, opts.timeZone, lang),
            pay: t.payment === undefined ? '' : turnoverPay(t.payment, lang),
          })}`,
      ),
      ...(more ? [format(msg.turnoverEmails.changed.more, { count: more })] : []),
      m.body,
    ],
    action: { label: m.action, url: `${opts.appUrl}/cleaner/schedule` },
    footnote: format(m.footnote, { timeZone: opts.timeZone }),
  });
}

/**
 * To a host (issue 17), marked urgent: the backup chain ran out for these turnovers (or, 24 hours
 * ahead, one is still unfilled). The button leads to the job's Turnovers page.
 */
export function turnoverUnfilledEmail(
  opts: {
    appUrl: string;
    name: string;
    place: string;
    jobId: string;
    timeZone: string;
    again: boolean;
    turnovers: { date: string; start: string; end: string }[];
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.turnoverEmails.chain.unfilledEmail;
  const params = {
    name: opts.name,
    place: opts.place,
    dates: listedDays(
      opts.turnovers.map((t) => t.date),
      lang,
    ),
  };
  const { listed, more } = firstListed(opts.turnovers);
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(opts.again ? m.subjectAgain : m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [
      format(opts.again ? m.greetingAgain : m.greeting, params),
      ...listed.map((t) => `• ${format(m.line, { date: turnoverDay(t.date, lang), start: t.start, end: t.end })}`),
      ...(more ? [format(m.more, { count: more })] : []),
      m.body,
    ],
    action: { label: m.action, url: `${opts.appUrl}/host/jobs/${encodeURIComponent(opts.jobId)}/turnovers` },
    footnote: format(m.footnote, { timeZone: opts.timeZone }),
  });
}

/**
 * To a cleaner (issue 35): the host deleted the job, so the turnovers it had with them (confirmed
 * or offered) are cancelled. One email for all of them.
 */
export function jobDeletedEmail(
  opts: {
    appUrl: string;
    name: string;
    place: string;
    timeZone: string;
    turnovers: { date: string; startsAt: Date; endsAt: Date }[];
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.turnoverEmails.ended.jobDeletedEmail;
  const sorted = [...opts.turnovers].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const dates = sorted.map((t) => turnoverDay(t.date, lang)).join(', ');
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, { place: opts.place }),
    preheader: format(m.preheader, { dates }),
    heading: m.heading,
    paragraphs: [
      format(m.greeting, { name: opts.name, place: opts.place }),
      ...sorted.map(
        (t) => `• ${format(m.line, { date: turnoverDay(t.date, lang), ...turnoverWindow(t, opts.timeZone, lang) })}`,
      ),
      m.body,
    ],
    action: { label: m.action, url: `${opts.appUrl}/cleaner/schedule` },
    footnote: format(m.footnote, { timeZone: opts.timeZone }),
  });
}

/**
 * To a host (issue 18): a turnover was completed. The report's summary (times, checklist, problems,
 * notes); the photos stay behind the button, on the authorized report page.
 */
export function turnoverCompletedEmail(
  opts: {
    appUrl: string;
    name: string;
    cleaner: string;
    place: string;
    date: string;
    turnoverId: string;
    started: string;
    finished: string;
    done: number;
    total: number;
    photos: number;
    problems: { kind: string; description: string }[];
    notes: string | null;
    /** Issue 37: what the report flags (an early start, a short clean), in words. */
    flags: string[];
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.playbook.email;
  const params = { cleaner: opts.cleaner, place: opts.place, date: turnoverDay(opts.date, lang) };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.completedSubject, params),
    preheader: format(m.completedIntro, params),
    heading: msg.playbook.notification.completed.title,
    paragraphs: [
      format(m.completedIntro, params),
      format(m.times, { started: opts.started, finished: opts.finished }),
      format(m.checklist, {
        done: opts.done,
        total: opts.total,
        photos: plural(m.photos, opts.photos, {}, INTL_TAGS[lang]),
      }),
      ...(opts.flags.length ? [m.flagsHeading, ...opts.flags.map((f) => `• ${f}`)] : []),
      ...(opts.problems.length
        ? [m.problemsHeading, ...opts.problems.map((p) => `• ${p.kind}: ${p.description}`)]
        : [m.noProblems]),
      ...(opts.notes ? [m.notesHeading, opts.notes] : []),
    ],
    action: { label: m.cta, url: `${opts.appUrl}/host/turnovers/${encodeURIComponent(opts.turnoverId)}` },
  });
}

/**
 * Issue 40: to a person a message has waited for, unread, MESSAGE_EMAIL_AFTER_MS: the newest unread
 * messages as written (plain text: every paragraph is escaped) and a link to the conversation.
 */
export function messageAwayEmail(
  opts: {
    appUrl: string;
    from: string;
    conversationId: string;
    /** The newest unread messages' words, oldest first. */
    messages: string[];
    /** How many more unread messages there are than those shown. */
    more: number;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.messageEmails.away;
  const params = { name: opts.from };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: format(m.heading, params),
    paragraphs: [
      m.intro,
      ...opts.messages.map((t) => `“${t}”`),
      ...(opts.more > 0 ? [format(m.more, { count: opts.more })] : []),
    ],
    action: { label: m.action, url: `${opts.appUrl}/messages/${encodeURIComponent(opts.conversationId)}` },
    footnote: m.footnote,
  });
}

/** Issue 40: to the support address: a person reported a conversation (there is no support queue yet). */
export function conversationReportEmail(
  opts: {
    appUrl: string;
    conversationId: string;
    reporter: string;
    role: string;
    userId: string;
    reason: string;
    details: string;
  } & Localized,
): EmailContent {
  const lang = opts.locale ?? DEFAULT_LOCALE;
  const msg = messagesFor(lang);
  const m = msg.messageEmails.report;
  const params = { ...opts };
  return build({
    locale: lang,
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.body, params),
    heading: m.heading,
    paragraphs: [format(m.body, params), opts.details ? `${m.detailsLabel} ${opts.details}` : m.noDetails],
  });
}
