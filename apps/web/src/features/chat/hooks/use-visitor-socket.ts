import { createContext, useContext, useEffect, useMemo } from 'react';
import { createVisitorSocket, type CreateVisitorSocket, type VisitorSocket } from '../api/visitor-socket';

/** How the chat opens its socket; tests provide a fake one. */
export const VisitorSocketFactoryContext = createContext<CreateVisitorSocket>(createVisitorSocket);

/** The visitor's socket, connected while the chat is on screen. */
export function useVisitorSocket({ publicKey, token }: { publicKey: string; token: string }): VisitorSocket {
  const createSocket = useContext(VisitorSocketFactoryContext);
  // Created without connecting, so building it during render has no side effect.
  const socket = useMemo(() => createSocket({ publicKey, token }), [createSocket, publicKey, token]);
  useEffect(() => {
    socket.connect();
    return () => void socket.disconnect();
  }, [socket]);
  return socket;
}
