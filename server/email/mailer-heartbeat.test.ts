// The outbox worker's heartbeat (read by GET /api/ready): it keeps beating while a send waits on a
// slow SMTP server, so a mail server every process shares cannot take them all out of rotation.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxEmail } from '../db/schema';
import { createTestDatabase } from '../test/app';
import { createMailer } from './mailer';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** Accepts SMTP connections and never says a word (nodemailer waits for the greeting). */
let silent: net.Server;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  database = await createTestDatabase();
  silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => silent.close(r));
  await database.dispose();
});

it('beats while a send is waiting on the SMTP server, and stops beating once stopped', async () => {
  const { port } = silent.address() as net.AddressInfo;
  const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log } as never;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'test@example.com',
    log,
    pollMs: 50,
  });
  const [email] = await database.db
    .insert(outboxEmail)
    .values({ toAddress: 'someone@example.com', subject: 's', html: 'h', text: 't', kind: 'test', status: 'pending' })
    .returning();
  mailer.start();
  await expect.poll(() => sockets.size).toBe(1);
  const first = mailer.workerStatus()!.lastBeatAt!;
  await expect.poll(() => mailer.workerStatus()!.lastBeatAt!, { timeout: 2_000 }).toBeGreaterThan(first + 100);
  // Still the same send: the email has not left, and no second connection was made.
  const [row] = await database.db.select().from(outboxEmail).where(eq(outboxEmail.id, email!.id));
  expect(row!.status).toBe('pending');
  expect(sockets.size).toBe(1);
  for (const s of sockets) s.destroy(); // the send fails, and stop() can finish
  await mailer.stop();
  expect(mailer.workerStatus()!.running).toBe(false);
});
