import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-services';

describe('push endpoints a server may post to', () => {
  it("in production: https on a browser vendor's push service only", () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(isAllowedPushEndpoint(ok, true), ok).toBe(true);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(bad, true), bad).toBe(false);
  });

  it('elsewhere: any http(s) address (tests run a local push service)', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/abc', false)).toBe(true);
    expect(isAllowedPushEndpoint('file:///etc/passwd', false)).toBe(false);
  });
});
