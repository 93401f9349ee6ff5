import type { MerchantResource } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { appDownloads, type AppPlatform } from '../../features/content/app-downloads';
import { useSite } from '../site';
import { isSafeUrl } from '@croupier/web-kit/rich-text';
import { Icon } from '../../ui/icons';

/** Spec §2: the lite iOS app is published as MOBILECONFIG and shown as IOS-LITE-APP. */
const qrPlatforms: Record<string, string> = {
  IOS: 'IOS',
  MOBILECONFIG: 'IOS-LITE-APP',
  ANDROID: 'Android',
};

/**
 * The right bar (spec §2): customer service, Facebook, e-mail and the app QR codes, each
 * only when the merchant has it. Hidden on phones, where the side menu carries the same.
 */
export function RightBar({ contactUs }: { contactUs: (() => void) | null }) {
  const { t } = useTranslation();
  const { customerService, resources } = useSite().info;
  // Only published apps whose address is safe to put behind a link (see appDownloads).
  const downloads = appDownloads(resources);
  const apps = resources.filter(
    (resource) =>
      resource.resourceType in qrPlatforms && downloads[resource.resourceType as AppPlatform],
  );
  if (!contactUs && !customerService.facebookUrl && !customerService.email && !apps.length)
    return null;
  return (
    <aside className="right-bar" aria-label={t('nav.contactBar')} data-testid="right-bar">
      {contactUs && (
        <button type="button" onClick={contactUs} title={t('common.customerService')}>
          <Icon name="chat" size={22} />
          <span className="visually-hidden">{t('common.customerService')}</span>
        </button>
      )}
      {customerService.facebookUrl && (
        <a
          href={customerService.facebookUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="Facebook"
        >
          <Icon name="facebook" size={22} />
          <span className="visually-hidden">Facebook</span>
        </a>
      )}
      {customerService.email && (
        <a href={`mailto:${customerService.email}`} title={customerService.email}>
          <Icon name="mail" size={22} />
          <span className="visually-hidden">{t('nav.email')}</span>
        </a>
      )}
      {apps.map((resource) => (
        <AppResource key={resource.resourceType} resource={resource} />
      ))}
    </aside>
  );
}

/** An app download: its QR code to scan from a computer, and a link to tap on a phone. */
function AppResource({ resource }: { resource: MerchantResource }) {
  const label = qrPlatforms[resource.resourceType];
  return (
    <a
      className="right-bar-app"
      href={resource.url.trim()}
      target="_blank"
      rel="noopener noreferrer"
    >
      {resource.qrCodeUrl && isSafeUrl(resource.qrCodeUrl, 'src') ? (
        <img src={resource.qrCodeUrl} alt="" width={88} height={88} loading="lazy" />
      ) : (
        <Icon name="download" size={22} />
      )}
      <span>{label}</span>
    </a>
  );
}
