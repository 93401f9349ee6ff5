// The browser apps' shared jsdom setup: each app's own test-setup imports it
// (`@croupier/web-kit/test-setup`) and adds only what is its own.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

// jsdom has no <dialog> behaviour: open and close it as a browser would.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
