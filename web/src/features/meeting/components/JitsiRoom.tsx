import { useMemo } from 'react';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { jitsiOptions } from '../jitsi-config.ts';

/**
 * The Jitsi iframe. The SDK loads https://{domain}/external_api.js; the domain comes from the meeting
 * answer (JITSI_DOMAIN on the server) and only this page's CSP allows it (see api/app.ts).
 */
export function JitsiRoom(props: { domain: string; roomName: string; displayName: string; embedded: boolean; onLeave: () => void }) {
  const { domain, roomName, displayName, embedded, onLeave } = props;
  // The SDK re-creates the iframe when its props change identity: build them once per room and name.
  const options = useMemo(() => jitsiOptions({ roomName, displayName, embedded }), [roomName, displayName, embedded]);
  return (
    <div className="h-screen w-full" data-testid="jitsi-room">
      <JitsiMeeting
        domain={domain}
        roomName={options.roomName}
        lang={options.lang}
        userInfo={options.userInfo}
        configOverwrite={options.configOverwrite}
        interfaceConfigOverwrite={options.interfaceConfigOverwrite}
        onReadyToClose={onLeave}
        getIFrameRef={(node) => {
          node.style.height = '100%';
        }}
      />
    </div>
  );
}
