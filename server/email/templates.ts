// Every email the product sends: HTML and text parts, the product's name, links built from APP_URL.
import { format } from '../../core/messages/format';
import { notifications as notificationTexts } from '../../core/messages/en/notifications';

export type EmailContent = { subject: string; html: string; text: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function layout(opts: { appUrl: string; preheader: string; heading: string; paragraphs: string[]; action?: { label: string; url: string }; footnote?: string }): string {
  const action = opts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(opts.action.label)}</a></p>
       <p style="font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(opts.action.url)}" style="color:#0f766e;word-break:break-all">${escapeHtml(opts.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<span style="display:none">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-size:20px;font-weight:700;color:#0f766e;margin:0 0 24px">TurnReady</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${action}
${opts.footnote ? `<p style="font-size:13px;color:#64748b;margin-top:24px">${escapeHtml(opts.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#64748b;margin-top:16px">TurnReady · Same-day turnovers, ready on time · <a href="${escapeHtml(opts.appUrl)}" style="color:#64748b">${escapeHtml(opts.appUrl)}</a></p>
</td></tr></table></body></html>`;
}

function text(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string }; footnote?: string; appUrl: string }): string {
  return [
    'TurnReady',
    '',
    opts.heading,
    '',
    ...opts.paragraphs,
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
    ...(opts.footnote ? ['', opts.footnote] : []),
    '',
    `TurnReady · ${opts.appUrl}`,
  ].join('\n');
}

function build(opts: Parameters<typeof layout>[0] & { subject: string }): EmailContent {
  return { subject: opts.subject, html: layout(opts), text: text(opts) };
}

export function verificationEmail(opts: { appUrl: string; firstName: string; userType: 'cleaner' | 'host'; link: string; ttlHours: number }): EmailContent {
  const role = opts.userType === 'host' ? 'host' : 'cleaner';
  return build({
    appUrl: opts.appUrl,
    subject: 'Verify your email to create your TurnReady account',
    preheader: 'One click and your account is ready.',
    heading: `Welcome to TurnReady, ${opts.firstName}!`,
    paragraphs: [
      `Confirm this email address to create your ${role} account. We only create the account once you click the link below.`,
    ],
    action: { label: 'Verify email and create account', url: opts.link },
    footnote: `This link expires in ${opts.ttlHours} hours. If you did not sign up for TurnReady, you can ignore this email.`,
  });
}

export function passwordResetEmail(opts: { appUrl: string; name: string; link: string }): EmailContent {
  return build({
    appUrl: opts.appUrl,
    subject: 'Reset your TurnReady password',
    preheader: 'Set a new password for your account.',
    heading: 'Reset your password',
    paragraphs: [`Hi ${opts.name}, we received a request to reset the password for your TurnReady account.`],
    action: { label: 'Set a new password', url: opts.link },
    footnote: 'This link works once and expires in one hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  });
}

/** To a host when a cleaner applies to one of their jobs (spec §7 notify-host-new-applicant). */
export function newApplicantEmail(opts: { appUrl: string; hostFirstName: string; cleanerName: string; place: string; city: string; state: string; jobId: string }): EmailContent {
  const m = notificationTexts.newApplicantEmail;
  const params = { host: opts.hostFirstName, cleaner: opts.cleanerName, place: opts.place, city: opts.city, state: opts.state };
  return build({
    appUrl: opts.appUrl,
    subject: format(m.subject, params),
    preheader: format(m.preheader, params),
    heading: m.heading,
    paragraphs: [format(m.body, params)],
    action: { label: m.action, url: `${opts.appUrl}/host/applicants?job_id=${encodeURIComponent(opts.jobId)}` },
    footnote: m.footnote,
  });
}
