import { useRef } from 'react';
import { ApiError } from './client';

/** A v4 UUID; browsers give `randomUUID` only on secure pages, so it is built by hand elsewhere. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request id of a money movement. A new attempt gets a new id; sending the same thing
 * again after an answer that never arrived (network trouble, a 5xx) reuses it, so the server
 * moves the money once however often the player presses the button.
 */
export function useRequestIds() {
  const pending = useRef<{ signature: string; requestId: string } | null>(null);
  return {
    idFor(signature: string): string {
      if (pending.current?.signature === signature) return pending.current.requestId;
      const requestId = newRequestId();
      pending.current = { signature, requestId };
      return requestId;
    },
    /** After an answer: success or a refusal both end the attempt. */
    settle(failure?: unknown) {
      const unanswered =
        failure instanceof ApiError && (failure.status === 0 || failure.status >= 500);
      if (!unanswered) pending.current = null;
    },
  };
}
