import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** false during the server render and hydration, true afterwards: gates client-only widgets. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
