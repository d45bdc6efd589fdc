// The two calendar settings in server/env.ts (kept here with the calendar modules they configure).
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { dataDirEachTest, envError, TEST_SECRET } from '../test/env-helpers';

const dataDir = dataDirEachTest();
const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });

describe('CALENDAR_FETCH_ALLOW', () => {
  it('allows no host by default', () => {
    expect(loadEnv(base()).calendarFetchAllow).toEqual([]);
    expect(loadEnv({ ...base(), CALENDAR_FETCH_ALLOW: ' , ' }).calendarFetchAllow).toEqual([]);
  });

  it('reads comma-separated host and host:port entries, IPv6 included', () => {
    expect(
      loadEnv({ ...base(), CALENDAR_FETCH_ALLOW: '127.0.0.1:4010, Feeds.Local ,[::1]:8080,fd00::5,calendar-server:80' })
        .calendarFetchAllow,
    ).toEqual(['127.0.0.1:4010', 'feeds.local', '[::1]:8080', 'fd00::5', 'calendar-server:80']);
  });

  it.each([
    'http://feeds.local',
    'feeds.local/path',
    '*',
    '10.0.0.0/8',
    'host:99999',
    'a:b:c',
    '[::1',
    'user@host',
    'feeds.local:port',
  ])('refuses %s and names the variable', (value) => {
    expect(envError({ ...base(), CALENDAR_FETCH_ALLOW: value }).message).toContain('CALENDAR_FETCH_ALLOW');
  });
});

describe('CALENDAR_SYNC_MINUTES', () => {
  it('is 30 by default and takes whole minutes from 5 to 1440', () => {
    expect(loadEnv(base()).calendarSyncMinutes).toBe(30);
    expect(loadEnv({ ...base(), CALENDAR_SYNC_MINUTES: '5' }).calendarSyncMinutes).toBe(5);
    expect(loadEnv({ ...base(), CALENDAR_SYNC_MINUTES: '1440' }).calendarSyncMinutes).toBe(1440);
  });

  it.each(['4', '1441', '7.5', 'often', '-30'])('refuses %s and names the variable', (value) => {
    expect(envError({ ...base(), CALENDAR_SYNC_MINUTES: value }).message).toContain('CALENDAR_SYNC_MINUTES');
  });
});
