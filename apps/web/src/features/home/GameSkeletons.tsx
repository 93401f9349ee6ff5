import { useTranslation } from 'react-i18next';

/** Placeholders the size of game cards while a list is on its way. */
export function GameSkeletons({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="games-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="home-game-skeleton" />
        ))}
      </ul>
    </div>
  );
}
