import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions, RowButton } from '../../ui/RowActions';

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

/** Switch a vendor or game on or off, or edit it; each button names the row it acts on. */
export function CatalogueRowActions({
  name,
  enabled,
  disabled,
  onAction,
}: {
  name: string;
  enabled: boolean;
  disabled?: boolean;
  onAction: (kind: 'toggle' | 'edit') => void;
}) {
  const { t } = useTranslation();
  return (
    <RowActions>
      <RowButton
        label={t(enabled ? 'games.switchOff' : 'games.switchOn')}
        fullLabel={t(enabled ? 'games.switchOffFor' : 'games.switchOnFor', { name })}
        disabled={disabled}
        onClick={() => onAction('toggle')}
      />
      <RowButton
        label={t('games.edit')}
        fullLabel={t('games.editFor', { name })}
        disabled={disabled}
        onClick={() => onAction('edit')}
      />
    </RowActions>
  );
}
