import type { MerchantTheme } from '@croupier/contract';

/** Brand colours become CSS variables; every style reads them, so a brand re-skins the site. */
export function applyTheme(
  theme: MerchantTheme,
  root: HTMLElement = document.documentElement,
): void {
  root.style.setProperty('--brand-primary', theme.primary);
  root.style.setProperty('--brand-accent', theme.accent);
  root.style.setProperty('--brand-background', theme.background);
  root.style.setProperty('--brand-surface', theme.surface);
  root.style.setProperty('--brand-text', theme.text);
}
