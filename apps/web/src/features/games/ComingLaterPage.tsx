import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGamesCatalogue } from '../../app/games/catalogue';

/**
 * The Vietnamese and SEA lottery pages (/vnlottery, /seaLottery) come with their results;
 * until then a lottery start lands here and says so, rather than on "page not found".
 */
export function ComingLaterPage() {
  useGamesCatalogue();
  const { t } = useTranslation();
  return (
    <section className="page not-found" data-testid="coming-later">
      <h1>{t('games.comingLater.title')}</h1>
      <p>{t('games.comingLater.message')}</p>
      <Link className="button button-primary" to="/index">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
