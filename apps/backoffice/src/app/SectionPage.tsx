import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaff } from './staff';
import { Loading } from '../ui/states';
import type { ConsoleSection } from './sections';

/**
 * A section's page for a role that may see it. The server refuses the calls of other roles
 * anyway; this keeps a typed-in address from showing a page of refusals.
 */
export function SectionPage({ section }: { section: ConsoleSection }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const title = t(section.labelKey);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  if (!section.roles.includes(staff.role)) {
    return (
      <MessagePage title={t('app.noPermissionTitle')}>
        {t('app.noPermissionText', { role: t(`roles.${staff.role}`) })}
      </MessagePage>
    );
  }
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
