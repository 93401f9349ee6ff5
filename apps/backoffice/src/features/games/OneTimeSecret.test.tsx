import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { OneTimeSecret } from './OneTimeSecret';

const secret = '9f2c'.repeat(16);

function withClipboard(writeText: ((text: string) => Promise<void>) | null) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

afterEach(() => withClipboard(null));

describe('a secret shown once', () => {
  it('warns that it is shown once, and copies exactly the secret', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    withClipboard(writeText);
    render(<OneTimeSecret secret={secret} label="Signing secret" />);

    const box = screen.getByTestId('one-time-secret');
    expect(box.textContent).toContain('Shown once.');
    expect(box.textContent).toContain('The console cannot show it again');
    expect(screen.getByLabelText('Signing secret').textContent).toBe(secret);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says so when the clipboard refuses, the secret still on screen to select', async () => {
    withClipboard(() => Promise.reject(new Error('denied')));
    render(<OneTimeSecret secret={secret} label="Signing secret" />);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Could not copy: select the secret and copy it by hand.',
    );
    expect(screen.getByLabelText('Signing secret').textContent).toBe(secret);
  });

  it('offers no copy button without a clipboard', () => {
    render(<OneTimeSecret secret={secret} label="Signing secret" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByLabelText('Signing secret').textContent).toBe(secret);
  });
});
