// A real SMTP server for tests: the app sends to it over the network, tests read the mail back.
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; from: string; subject: string; text: string; html: string };

export async function startSmtpServer(options: { onMail?: (mail: CapturedMail) => void } = {}) {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (failNext > 0) {
          failNext--;
          return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
        }
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: parsed.from?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
        };
        messages.push(mail);
        options.onMail?.(mail);
        for (const w of waiters) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** Resolves with the first message to `to` matching `subject`, waiting up to `timeoutMs`. */
  async function waitForMail(to: string, subject?: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
    const find = () => messages.find((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`No email to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    /** Makes the next `n` deliveries fail with a temporary error (to test retries). */
    failNextDeliveries(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text part that starts with `prefix`. */
export function extractLink(mail: { text: string }, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S+`).exec(mail.text);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}
