import { systemStatusCode, type SystemStatus } from '@croupier/contract';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { useSystemStatus } from '../api/system-status';
import { MaintenancePage } from '../features/system/MaintenancePage';
import { RestrictionPage } from '../features/system/RestrictionPage';
import type { StatusPageProps } from '../features/system/StatusCard';
import { SiteContext } from './site';
import { applyTheme } from '../features/system/theme';
import { ErrorState } from '../ui/ErrorState';
import { Loader } from '../ui/Loader';
import { SiteLayout } from './layout/SiteLayout';
import { useCustomerService } from './useCustomerService';

/** The maintenance or restriction page, with Contact Us when the merchant has customer service. */
function StatusPage({
  status,
  page: Page,
}: {
  status: SystemStatus;
  page: (props: StatusPageProps) => ReactNode;
}) {
  const customerService = useCustomerService(status);
  return (
    <>
      <Page status={status} contactUs={customerService.open ?? undefined} />
      {customerService.dialog}
    </>
  );
}

/** The root view by system status (spec §4): 0 the site, 1 maintenance, 2 restriction. */
export function RootView() {
  const status = useSystemStatus();

  useEffect(() => {
    if (!status.data) return;
    applyTheme(status.data.merchant.theme);
    document.title = status.data.merchant.name;
  }, [status.data]);

  if (status.isPending) return <Loader fullPage />;
  if (status.isError) {
    const messageKey = status.error instanceof ApiError ? status.error.messageKey : 'system_error';
    return <ErrorState fullPage messageKey={messageKey} onRetry={() => void status.refetch()} />;
  }
  if (status.data.status === systemStatusCode.maintenance)
    return <StatusPage status={status.data} page={MaintenancePage} />;
  if (status.data.status === systemStatusCode.restricted)
    return <StatusPage status={status.data} page={RestrictionPage} />;
  return (
    <SiteContext.Provider value={status.data}>
      <SiteLayout />
    </SiteContext.Provider>
  );
}
