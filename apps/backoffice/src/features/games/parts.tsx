import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Badge({
  tone,
  children,
}: {
  tone: 'good' | 'bad' | 'pending' | 'info' | 'neutral';
  children: ReactNode;
}) {
  return <span className={tone === 'neutral' ? 'badge' : `badge badge-${tone}`}>{children}</span>;
}

/** Whether players of the merchant see a vendor or game: on, off, or not in its lobby at all. */
export function LobbyState({ offered, enabled }: { offered: boolean; enabled: boolean }) {
  const { t } = useTranslation();
  if (!offered) return <Badge tone="neutral">{t('games.state.notOffered')}</Badge>;
  return enabled ? (
    <Badge tone="good">{t('games.state.on')}</Badge>
  ) : (
    <Badge tone="bad">{t('games.state.off')}</Badge>
  );
}
