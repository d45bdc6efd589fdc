import { describe, expect, it } from 'vitest';
import { isApiPath, normalisedPath } from './api-request';

describe('normalisedPath', () => {
  it.each([
    ['/api/host/profile', '/api/host/profile'],
    ['/%61pi/host/profile', '/api/host/profile'],
    ['/ap%69/host', '/api/host'],
    ['/%2561pi/x', '/api/x'],
    ['/API/Config?x=1', '/api/config'],
    ['//api//config', '/api/config'],
    ['/x/../api/config', '/api/config'],
    ['/./api/./config', '/api/config'],
    ['/%2e%2e/api/config', '/api/config'],
    ['\\api\\config', '/api/config'],
    ['/api/', '/api/'],
    ['/jobs/%zz', '/jobs/%zz'],
    ['/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(normalisedPath(url)).toBe(expected);
  });

  it('tells API paths from pages', () => {
    expect(isApiPath(normalisedPath('/%61pi'))).toBe(true);
    expect(isApiPath(normalisedPath('/apix/config'))).toBe(false);
    expect(isApiPath(normalisedPath('/host/api'))).toBe(false);
  });
});
