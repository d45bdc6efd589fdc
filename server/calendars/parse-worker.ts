// A parse worker (parse-pool.ts starts it): reads one feed per message with parseCalendar and
// answers with the calendar or the error, plus the size of its heap for the bench. Its own thread,
// with its own heap limit, so a feed that still costs too much ends this thread, not the server.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { parseCalendar, type CalendarKind, type ParsedCalendar } from './parse';

export type ParseRequest = { id: number; text: string; timeZone: string; kind?: CalendarKind };
export type ParseReply =
  | { ready: true }
  | ({ id: number; heapBytes: number } & (
      { ok: true; calendar: ParsedCalendar } | { ok: false; name: string; message: string }
    ));

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread (parse-pool.ts)');

port.on('message', (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    const calendar = parseCalendar(request.text, { timeZone: request.timeZone, kind: request.kind });
    reply = { id: request.id, ok: true, calendar, heapBytes: 0 };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    reply = { id: request.id, ok: false, name, message, heapBytes: 0 };
  }
  // The heap as the parse left it: garbage not yet collected included, so close to its peak.
  reply.heapBytes = getHeapStatistics().total_heap_size;
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies ParseReply);
