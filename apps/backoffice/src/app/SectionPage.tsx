import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaff } from './staff';
import { Loading } from '../ui/states';
import { FirstBrandPage } from './FirstBrandPage';
import { useMerchants } from './merchant';
import type { ConsoleSection } from './sections';

/**
 * A section's page for a role that may see it. The server refuses the calls of other roles
 * anyway; this keeps a typed-in address from showing a page of refusals.
 */
export function SectionPage({ section }: { section: ConsoleSection }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const merchants = useMerchants();
  const allowed = section.roles.includes(staff.role);
  // Its calls would all answer "unknown merchant": the first brand is asked for instead.
  const waitsForBrand = allowed && !section.withoutBrand && merchants.data?.length === 0;
  const title = waitsForBrand ? t('app.firstBrand.title') : t(section.labelKey);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  if (!allowed) {
    return (
      <MessagePage title={t('app.noPermissionTitle')}>
        {t('app.noPermissionText', { role: t(`roles.${staff.role}`) })}
      </MessagePage>
    );
  }
  if (waitsForBrand) return <FirstBrandPage />;
  // Whether there is a brand at all is known first, so a fresh deployment's pages never ask.
  if (!section.withoutBrand && merchants.isPending) return <Loading />;
  const Page = section.page;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <MessagePage title={t('app.notFoundTitle')}>{t('app.notFoundText')}</MessagePage>;
}

function MessagePage({ title, children }: { title: string; children: string }) {
  const { t } = useTranslation();
  return (
    <section className="page message-page">
      <h1>{title}</h1>
      <p>{children}</p>
      <p>
        <Link to="/">{t('app.backHome')}</Link>
      </p>
    </section>
  );
}
