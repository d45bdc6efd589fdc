import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationTarget, readNotificationItem } from './notifications';
import { NotificationItem } from './schemas/notifications';

const valid = {
  id: 'n1',
  type: 'job_application',
  title: 'New application',
  message: 'Ana applied.',
  read: false,
  data: { job_id: 'j1' },
  createdAt: '2026-11-24T10:00:00.000Z',
};

/** What the contract makes of `value`, or null when it refuses it. */
const byContract = (value: unknown) => {
  const parsed = NotificationItem.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('readNotificationItem', () => {
  it('reads what the contract reads, the same way, for every type', () => {
    for (const type of NOTIFICATION_TYPES) {
      const item = {
        ...valid,
        type,
        data: { job_id: 'j', application_id: 'a', turnover_id: 't', kind: 'hired', extra: 1 },
        extra: 'dropped',
      };
      expect(readNotificationItem(item)).toEqual(byContract(item));
    }
  });

  it('refuses what the contract refuses', () => {
    const bad: unknown[] = [
      null,
      'text',
      [],
      { ...valid, type: 'unknown_type' },
      { ...valid, id: 1 },
      { ...valid, read: 'false' },
      { ...valid, data: null },
      { ...valid, data: { job_id: 5 } },
      { ...valid, data: { kind: 'promoted' } },
      { ...valid, createdAt: undefined },
      { ...valid, title: undefined },
    ];
    for (const value of bad) {
      expect(byContract(value), JSON.stringify(value)).toBeNull();
      expect(readNotificationItem(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('notificationTarget', () => {
  it('leads a hired cleaner to their schedule, any other application news to My Applications', () => {
    const news = (kind?: 'hired' | 'not_selected') =>
      notificationTarget({ type: 'application_status', data: { job_id: 'j', ...(kind ? { kind } : {}) } });
    expect(news('hired')).toBe('/cleaner/schedule');
    expect(news('not_selected')).toBe('/cleaner/applications');
    expect(news()).toBe('/cleaner/applications');
  });
});

describe('notificationTarget of reviews (issue 39)', () => {
  it('leads a review invitation and a no-show notice to the review page of the turnover', () => {
    expect(notificationTarget({ type: 'review_invited', data: { turnover_id: 't 1' } })).toBe('/reviews/write/t%201');
    expect(notificationTarget({ type: 'no_show_marked', data: { turnover_id: 't1' } })).toBe('/reviews/write/t1');
    expect(notificationTarget({ type: 'review_invited', data: {} })).toBeNull();
  });
});
