// After signing in, a visitor goes back to the page they were sent away from, and never off the site.
import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, signInReturningTo } from './role-home';

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
