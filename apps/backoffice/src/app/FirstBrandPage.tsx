import { consoleAccess } from '@croupier/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../ui/states';
import { useStaff } from './staff';

// The brands page's own dialog, loaded only on the day a deployment gets its first brand.
const BrandDialog = lazy(async () => ({
  default: (await import('../features/brands/BrandDialog')).BrandDialog,
}));

/**
 * What a deployment without any brand shows in place of the sections, whose calls all need
 * one: what a brand is and, for an owner, the way to create the first. Once it is created the
 * dialog has refreshed the merchant list, the console picks the new brand (merchant.ts) and
 * the page asked for shows instead of this one.
 */
export function FirstBrandPage() {
  const { t } = useTranslation();
  const { role } = useStaff();
  const [creating, setCreating] = useState(false);
  const canCreate = consoleAccess.ownerOnly.includes(role);

  return (
    <section className="page first-brand">
      <h1>{t('app.firstBrand.title')}</h1>
      <p className="page-intro">{t('app.firstBrand.text')}</p>
      {canCreate ? (
        <p>
          <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
            {t('app.firstBrand.create')}
          </button>
        </p>
      ) : (
        <p className="form-notice" role="status">
          {t('app.firstBrand.ownerOnly')}
        </p>
      )}
      {creating && (
        <Suspense fallback={<Loading />}>
          <BrandDialog
            brands={[]}
            onClose={() => setCreating(false)}
            onSaved={() => setCreating(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
