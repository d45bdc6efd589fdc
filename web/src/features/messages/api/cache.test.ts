import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary, Message, MessagesResponse } from '@core/schemas/messages';
import { appendMessage, markOwnSeen, threadKey, threadMessages } from './cache';

const msg = (id: string, o: Partial<Message> = {}): Message => ({
  id,
  kind: 'text',
  fromMe: false,
  text: id,
  quickReply: null,
  event: null,
  photos: [],
  about: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  seenAt: null,
  ...o,
});
const conversation = { id: 'c1' } as ConversationSummary;
const page = (messages: Message[], before: string | null): MessagesResponse => ({ conversation, messages, before });
const about = (jobId: string) => ({ jobId, jobTitle: jobId, turnoverId: null, turnoverDate: null });

function cacheWith(filter: string, pages: MessagesResponse[]) {
  const qc = new QueryClient();
  qc.setQueryData([...threadKey('c1'), filter], { pages, pageParams: pages.map((_, i) => (i ? 'x' : null)) });
  return qc;
}
const read = (qc: QueryClient, filter: string) =>
  threadMessages(qc.getQueryData<{ pages: MessagesResponse[] }>([...threadKey('c1'), filter]));

describe('the thread cache', () => {
  it('reads pages newest first as one list oldest first', () => {
    const qc = cacheWith('all', [page([msg('c'), msg('d')], 'c'), page([msg('a'), msg('b')], null)]);
    expect(read(qc, 'all').map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('appends a live message once, and only to the views it belongs in', () => {
    const qc = cacheWith('all', [page([msg('a')], null)]);
    qc.setQueryData([...threadKey('c1'), 'job-1'], { pages: [page([], null)], pageParams: [null] });
    qc.setQueryData([...threadKey('c1'), 'job-2'], { pages: [page([], null)], pageParams: [null] });
    const live = msg('b', { about: about('job-1') });
    appendMessage(qc, 'c1', live);
    appendMessage(qc, 'c1', live);
    appendMessage(qc, 'c1', msg('c'));
    expect(read(qc, 'all').map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(read(qc, 'job-1').map((m) => m.id)).toEqual(['b']);
    expect(read(qc, 'job-2')).toEqual([]);
  });

  it("marks the reader's messages seen up to the one named", () => {
    const qc = cacheWith('all', [
      page([msg('a', { fromMe: true }), msg('b'), msg('c', { fromMe: true }), msg('d', { fromMe: true })], null),
    ]);
    markOwnSeen(qc, 'c1', 'c', '2026-11-27T12:05:00.000Z');
    expect(read(qc, 'all').map((m) => [m.id, m.seenAt])).toEqual([
      ['a', '2026-11-27T12:05:00.000Z'],
      ['b', null],
      ['c', '2026-11-27T12:05:00.000Z'],
      ['d', null],
    ]);
  });
});
