// Issue 37: the emails of a confirmed turnover's watch (core/turnover-alerts.ts): the cleaner's
// reminders, the urgent "not started" alerts and the missed notices. Each is about one turnover:
// one line with the property, the day and the window in 12-hour times, and one button to it.
import { format } from '@core/messages/format';
import { build, type EmailContent, type Localized } from './templates';

/** The texts of one alert email (a block of core/messages/en/turnover-alert-emails.ts). */
export type AlertEmailTexts = {
  subject: string;
  preheader: string;
  heading: string;
  greeting: string;
  line: string;
  body: string;
  action: string;
  footnote: string;
};

export function turnoverAlertEmail(
  opts: {
    appUrl: string;
    texts: AlertEmailTexts;
    /** name, place, date, start, end (and cleaner, for the host's). */
    params: Record<string, string>;
    /** Where the button leads, from the app's root ("/cleaner/turnovers/…"). */
    path: string;
  } & Localized,
): EmailContent {
  const m = opts.texts;
  const p = opts.params;
  return build({
    locale: opts.locale,
    appUrl: opts.appUrl,
    subject: format(m.subject, p),
    preheader: format(m.preheader, p),
    heading: m.heading,
    paragraphs: [format(m.greeting, p), format(m.line, p), m.body],
    action: { label: m.action, url: `${opts.appUrl}${opts.path}` },
    footnote: m.footnote,
  });
}
