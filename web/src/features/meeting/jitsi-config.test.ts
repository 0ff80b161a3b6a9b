import { describe, expect, it } from 'vitest';
import { checkMeetingCode, EMBEDDED_TOOLBAR, FULL_TOOLBAR, jitsiOptions } from './jitsi-config.ts';

describe('meeting codes (spec section 5)', () => {
  it("answers 'Meeting code is required' without a code", () => {
    expect(checkMeetingCode(undefined)).toEqual({ ok: false, error: 'Meeting code is required' });
    expect(checkMeetingCode('  ')).toEqual({ ok: false, error: 'Meeting code is required' });
  });
  it('accepts only codes with the bawaba prefix and something after it', () => {
    expect(checkMeetingCode('bawaba1234')).toEqual({ ok: true, roomName: 'bawaba1234', bookingId: '1234' });
    expect(checkMeetingCode('zoom1234').ok).toBe(false);
    expect(checkMeetingCode('Bawaba1234').ok).toBe(false);
    expect(checkMeetingCode('bawaba').ok).toBe(false);
  });
});

describe('jitsiOptions (spec section 9)', () => {
  const options = jitsiOptions({ roomName: 'bawaba42', displayName: 'Amal' });
  it('starts with audio and video on, no welcome or prejoin page, a required name, in English', () => {
    expect(options.configOverwrite).toMatchObject({
      startWithAudioMuted: false,
      startWithVideoMuted: false,
      enableWelcomePage: false,
      prejoinPageEnabled: false,
      prejoinConfig: { enabled: false },
      requireDisplayName: true,
      defaultLanguage: 'en',
    });
    expect(options.lang).toBe('en');
  });
  it('turns off third-party requests, analytics and invites, stores no room and keeps the last 4 channels', () => {
    expect(options.configOverwrite).toMatchObject({
      disableThirdPartyRequests: true,
      analytics: { disabled: true },
      disableInviteFunctions: true,
      doNotStoreRoom: true,
      channelLastN: 4,
    });
  });
  it('names the room and the subject, with the caller or the default name', () => {
    expect(options.roomName).toBe('bawaba42');
    expect(options.configOverwrite.subject).toBe('Bawaba Consultation');
    expect(options.userInfo.displayName).toBe('Amal');
    expect(jitsiOptions({ roomName: 'bawaba42', displayName: ' ' }).userInfo.displayName).toBe('Bawaba User');
  });
  it('shows the full toolbar, and a shorter subset when embedded', () => {
    expect(options.configOverwrite.toolbarButtons).toEqual([...FULL_TOOLBAR]);
    const embedded = jitsiOptions({ roomName: 'bawaba42', displayName: 'Amal', embedded: true });
    expect(embedded.configOverwrite.toolbarButtons).toEqual([...EMBEDDED_TOOLBAR]);
    expect(EMBEDDED_TOOLBAR.length).toBeLessThan(FULL_TOOLBAR.length);
    expect(EMBEDDED_TOOLBAR.every((b) => (FULL_TOOLBAR as readonly string[]).includes(b))).toBe(true);
    expect(FULL_TOOLBAR).not.toContain('invite');
  });
});
