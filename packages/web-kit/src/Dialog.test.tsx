import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('is a modal labelled by its title, closed by its button and by Escape', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Adjust balance" closeLabel="Close" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while busy, nor at all without onClose', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog title="Saving" closeLabel="Close" onClose={onClose} busy>
        x
      </Dialog>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    rerender(
      <Dialog title="Forced" closeLabel="Close">
        x
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('follows `open`, closes on the backdrop when asked, and takes the app’s class names', () => {
    const onClose = vi.fn();
    const { rerender, container } = render(
      <Dialog
        title="Rules"
        closeLabel="Close"
        onClose={onClose}
        open={false}
        closeOnBackdrop
        className="modal"
        headerClassName="modal-header"
        panelClassName="modal-body"
      >
        x
      </Dialog>,
    );
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    rerender(
      <Dialog
        title="Rules"
        closeLabel="Close"
        onClose={onClose}
        closeOnBackdrop
        className="modal"
        headerClassName="modal-header"
        panelClassName="modal-body"
      >
        x
      </Dialog>,
    );
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('.modal-body > .modal-header h2')?.textContent).toBe('Rules');
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
