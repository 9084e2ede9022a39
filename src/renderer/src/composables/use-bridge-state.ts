/** The state of the way to the services, kept current (`api/bridge.ts`): connected, reconnecting, or locked out. */
import { onBeforeUnmount, ref, type Ref } from 'vue';
import { connectionState, onConnectionChange, type BridgeState } from '../api/bridge';

export function useBridgeState(): Ref<BridgeState> {
  const state = ref<BridgeState>(connectionState());
  const stop = onConnectionChange((next) => {
    state.value = next;
  });
  onBeforeUnmount(stop);
  return state;
}

/** A tab without the host's session token, or with one the host no longer takes: nothing it asks can be answered. */
export function isLockedOut(state: BridgeState): state is 'no-token' | 'token-refused' {
  return state === 'no-token' || state === 'token-refused';
}
