import { describe, expect, it } from 'vitest';
import { routePaths } from './router';
import { earlyStartPaths, matchRoute, routeStart } from './route-reads';

describe('the early start of the cleaner pages', () => {
  it('matches an address as the route table does', () => {
    expect(matchRoute('/cleaner/turnovers/:id', '/cleaner/turnovers/abc-1')).toEqual({ id: 'abc-1' });
    expect(matchRoute('/cleaner/turnovers/:id', '/Cleaner/Turnovers/a%20b/')).toEqual({ id: 'a b' });
    expect(matchRoute('/cleaner/turnovers/:id', '/cleaner/turnovers/')).toBeNull();
    expect(matchRoute('/cleaner/turnovers/:id', '/cleaner/turnovers/a/b')).toBeNull();
    expect(matchRoute('/cleaner/turnovers/:id', '/cleaner/turnovers/%E0%A4%A')).toBeNull();
    expect(matchRoute('/browse-jobs', '/browse-jobs')).toEqual({});
  });

  it('starts the reads of the listed pages only, each path as its query asks', () => {
    expect(routeStart('/cleaner/turnovers/t 1')?.reads).toEqual(['/cleaner/turnovers/t%201', '/notifications']);
    expect(routeStart('/cleaner/schedule')?.reads).toEqual(['/cleaner/schedule', '/notifications']);
    expect(routeStart('/host/dashboard')).toBeNull();
    expect(routeStart('/')).toBeNull();
  });

  it('lists only routes of the route table', () => {
    expect(earlyStartPaths()).toEqual(['/browse-jobs', '/cleaner/schedule', '/cleaner/turnovers/:id']);
    for (const path of earlyStartPaths()) expect(routePaths()).toContain(path);
  });
});
