// After signing in, a visitor goes back to the page they were sent away from, and never off the site.
import { describe, expect, it } from 'vitest';
import { authPageDestination, destinationAfterSignIn, roleHome, signInReturningTo } from './role-home';

describe('destinationAfterSignIn', () => {
  it('returns to a page of the app, with its query and hash', () => {
    expect(destinationAfterSignIn('/host/turnovers/abc?print=1#photos', '/host/dashboard')).toBe(
      '/host/turnovers/abc?print=1#photos',
    );
    expect(destinationAfterSignIn('/cleaner/schedule', '/browse-jobs')).toBe('/cleaner/schedule');
  });

  it('goes home without a next, or with one that could leave the site or loop', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/host\\..\\x',
      'javascript:alert(1)',
      '/cleaner/schedule\nSet-Cookie: x',
      '/login?next=/x',
      '/auth',
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(destinationAfterSignIn(next, '/browse-jobs'), String(next)).toBe('/browse-jobs');
    }
  });
});

describe('signInReturningTo', () => {
  it('carries the page in the next parameter, encoded; the home page needs none', () => {
    expect(signInReturningTo('/login', '/cleaner/schedule?from=email')).toBe(
      '/login?next=%2Fcleaner%2Fschedule%3Ffrom%3Demail',
    );
    expect(signInReturningTo('/auth', '/')).toBe('/auth');
  });
});

describe('roleHome', () => {
  it('takes a hired cleaner to their schedule, wherever they sign in (issue 37)', () => {
    expect(roleHome({ role: 'cleaner', hasSchedule: true })).toBe('/cleaner/schedule');
    expect(roleHome({ role: 'cleaner', hasSchedule: true }, authPageDestination)).toBe('/cleaner/schedule');
  });

  it("keeps the spec's homes otherwise", () => {
    expect(roleHome({ role: 'cleaner', hasSchedule: false })).toBe('/browse-jobs');
    expect(roleHome({ role: 'cleaner' }, authPageDestination)).toBe('/cleaner/profile');
    expect(roleHome({ role: 'host', hasSchedule: true })).toBe('/host/dashboard');
  });
});
