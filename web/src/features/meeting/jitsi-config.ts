/**
 * The video room's rules (spec sections 2, 5 and 9): meeting codes are the product's lowercase name plus
 * the booking id, and the Jitsi settings every room starts with. Pure, so the unit test pins them.
 */
export const MEETING_PREFIX = 'bawaba';
export const DEFAULT_DISPLAY_NAME = 'Bawaba User';
export const MEETING_SUBJECT = 'Bawaba Consultation';
export const CODE_REQUIRED = 'Meeting code is required';
/** Spec section 9: the last-N channel count. */
export const LAST_N = 4;

export const FULL_TOOLBAR = [
  'camera',
  'chat',
  'closedcaptions',
  'desktop',
  'filmstrip',
  'fullscreen',
  'hangup',
  'microphone',
  'noisesuppression',
  'participants-pane',
  'raisehand',
  'select-background',
  'settings',
  'shortcuts',
  'tileview',
  'toggle-camera',
  'videoquality',
] as const;
/** Inside a smaller frame only the controls a consultation needs. */
export const EMBEDDED_TOOLBAR = ['microphone', 'camera', 'desktop', 'chat', 'tileview', 'fullscreen', 'hangup'] as const;

export type CodeCheck = { ok: true; roomName: string; bookingId: string } | { ok: false; error: string };

/** 'Meeting code is required' when there is none; a code without the prefix is not a meeting of ours. */
export function checkMeetingCode(code: string | undefined | null): CodeCheck {
  const roomName = code?.trim() ?? '';
  if (!roomName) return { ok: false, error: CODE_REQUIRED };
  if (!roomName.startsWith(MEETING_PREFIX) || roomName.length === MEETING_PREFIX.length) return { ok: false, error: 'invalid' };
  return { ok: true, roomName, bookingId: roomName.slice(MEETING_PREFIX.length) };
}

export type JitsiOptions = {
  roomName: string;
  lang: 'en';
  userInfo: { displayName: string; email: string };
  configOverwrite: Record<string, unknown>;
  interfaceConfigOverwrite: Record<string, unknown>;
};

/** What the room hands to JitsiMeetExternalAPI: spec section 9's settings, with the caller's name. */
export function jitsiOptions(input: { roomName: string; displayName: string; embedded?: boolean }): JitsiOptions {
  const toolbar = [...(input.embedded ? EMBEDDED_TOOLBAR : FULL_TOOLBAR)];
  return {
    roomName: input.roomName,
    lang: 'en',
    userInfo: { displayName: input.displayName.trim() || DEFAULT_DISPLAY_NAME, email: '' },
    configOverwrite: {
      subject: MEETING_SUBJECT,
      startWithAudioMuted: false,
      startWithVideoMuted: false,
      enableWelcomePage: false,
      prejoinPageEnabled: false,
      prejoinConfig: { enabled: false },
      requireDisplayName: true,
      defaultLanguage: 'en',
      disableThirdPartyRequests: true,
      analytics: { disabled: true },
      disableInviteFunctions: true,
      doNotStoreRoom: true,
      channelLastN: LAST_N,
      toolbarButtons: toolbar,
    },
    interfaceConfigOverwrite: {
      TOOLBAR_BUTTONS: toolbar,
      DISABLE_JOIN_LEAVE_NOTIFICATIONS: true,
      SHOW_CHROME_EXTENSION_BANNER: false,
    },
  };
}
