import { useMemo, useRef } from 'react';
import { readRemoteEntry, type RemoteEffect } from '../../../../services/remote-control/domain/remote-entry.js';
import type { ConnectLive } from '../live/live-socket.js';
import { connectingAlso } from '../quiz/quiz-socket.js';

/**
 * The remote's presses on the presenting screen's own socket (pass the returned `connect` on). Each is read with
 * the same rules the server used; one that cannot be read is a warning and changes nothing (spec doc 2 §8).
 */
export function useRemoteControl(connect: ConnectLive, presentationId: string, onEffect: (effect: RemoteEffect) => void): ConnectLive {
  const latest = useRef(onEffect);
  latest.current = onEffect;
  return useMemo(
    () =>
      connectingAlso(connect, (connection) =>
        connection.on('remote:control', (message) => {
          if (message.presentationId !== presentationId) return;
          const reading = readRemoteEntry(message.key, message.value);
          if (reading.ok) latest.current(reading.effect);
          else console.warn(`Remote control: ${reading.message}`);
        }),
      ),
    [connect, presentationId],
  );
}
