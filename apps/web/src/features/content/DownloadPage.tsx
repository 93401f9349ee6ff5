import { useTranslation } from 'react-i18next';
import { Loader } from '../../ui/Loader';
import { useSystemStatus } from '../../api/system-status';
import { appDownloads, appPlatforms, type AppPlatform } from './app-downloads';
import { QrCode } from './QrCode';
import './content.css';
import { useContentCatalogue } from './catalogue';

const guideSteps = ['step1', 'step2', 'step3', 'step4'] as const;

function PlatformCard({ platform, url }: { platform: AppPlatform; url: string | undefined }) {
  const { t } = useTranslation();
  const name = t(`content.download.platforms.${platform}`);
  return (
    <article className="panel download-card" data-testid={`download-${platform}`}>
      <h2>{name}</h2>
      {url ? (
        <div className="download-get">
          <QrCode value={url} alt={t('content.download.qrAlt', { platform: name })} />
          <a className="button button-primary" href={url}>
            {t('content.download.download', { platform: name })}
          </a>
        </div>
      ) : (
        <p className="download-missing">{t('content.download.notAvailable')}</p>
      )}
      <h3>{t('content.download.guideTitle')}</h3>
      <ol className="download-steps">
        {guideSteps.map((step) => (
          <li key={step}>{t(`content.download.guides.${platform}.${step}`)}</li>
        ))}
      </ol>
    </article>
  );
}

/**
 * /down and /download: the brand's apps with QR codes and install guides for iOS, the iOS
 * lite app (a configuration profile) and Android. Links come only from the merchant's
 * resources; without them the page says so instead of showing codes that lead nowhere.
 */
export function DownloadPage() {
  useContentCatalogue();
  const { t } = useTranslation();
  const status = useSystemStatus();
  if (!status.data) return <Loader />;
  const downloads = appDownloads(status.data.info.resources);
  const published = appPlatforms.some((platform) => downloads[platform]);

  return (
    <section className="content-page download-page" data-testid="download-page">
      <header className="content-page-header">
        <h1>{t('content.download.title')}</h1>
        <p>{t('content.download.intro', { brand: status.data.merchant.name })}</p>
      </header>
      {!published && (
        <div className="empty-state download-empty" data-testid="download-not-published">
          <p className="download-empty-title">{t('content.download.notPublished')}</p>
          <p>{t('content.download.notPublishedHint')}</p>
        </div>
      )}
      <div className="download-grid">
        {appPlatforms.map((platform) => (
          <PlatformCard key={platform} platform={platform} url={downloads[platform]} />
        ))}
      </div>
    </section>
  );
}
