import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { cleanerStatus } from './cleaner-status';

const words = en.turnovers.words.cleanerStatus;
const offer = (status: 'offered' | 'confirmed' | 'declined' | 'expired' | 'withdrawn' | 'cancelled') => ({
  status,
  cleanerName: 'Ana Alvarez',
  answeredAt: null,
  reason: null,
  deadlineAt: null,
  late: false,
});

describe("the cleaner's word for a turnover", () => {
  it("asks for an answer while an offer waits, and says 'Confirmed' once booked, as the host reads it", () => {
    expect(words[cleanerStatus({ status: 'scheduled', offer: offer('offered') })]).toBe('Needs your answer');
    expect(words[cleanerStatus({ status: 'confirmed', offer: offer('confirmed') })]).toBe(
      en.turnovers.list.cover.confirmed,
    );
  });

  it('never reads as merely scheduled', () => {
    expect(cleanerStatus({ status: 'scheduled', offer: offer('declined') })).toBe('passedOn');
    expect(cleanerStatus({ status: 'scheduled', offer: offer('expired') })).toBe('passedOn');
    expect(cleanerStatus({ status: 'scheduled', offer: offer('cancelled') })).toBe('passedOn');
    expect(cleanerStatus({ status: 'scheduled', offer: null })).toBe('notConfirmed');
  });

  it('asks nothing once the window is over', () => {
    expect(cleanerStatus({ status: 'scheduled', offer: offer('offered') }, true)).toBe('notConfirmed');
  });

  it("keeps the turnover's own end states", () => {
    for (const status of ['completed', 'cancelled', 'missed'] as const)
      expect(cleanerStatus({ status, offer: offer('confirmed') })).toBe(status);
  });
});
