// The nonce of this response's Content-Security-Policy (app/entry.server.tsx), for the inline scripts the document
// renders (Remix's, Mantine's colour scheme). The browser hides it after load, so on the client it is "".
import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
