const storageKey = 'croupier_device_id';
// When storage is refused (private modes), one id for this visit.
let visitId: string | undefined;

function newId(): string {
  // getRandomValues, not randomUUID: the latter is missing on plain-http sites.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's `loginDeviceId`: a random id made on the first sign-in and kept. A sign-in
 * from a device the account used lately needs no human check, so the id saves the player a
 * proof of work; it names nothing about the device.
 */
export function loginDeviceId(): string {
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored) return stored;
    const id = newId();
    localStorage.setItem(storageKey, id);
    return id;
  } catch {
    visitId ??= newId();
    return visitId;
  }
}
