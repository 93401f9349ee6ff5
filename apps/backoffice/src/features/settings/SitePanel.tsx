import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading } from '../../ui/states';
import { siteQuery } from './api';
import { CustomerServiceForm } from './CustomerServiceForm';
import { IntegrationsPanel } from './IntegrationsForm';
import { MaintenanceForm } from './MaintenanceForm';
import { RegionForm } from './RegionForm';
import { SecurityForm } from './SecurityForm';

/**
 * What every visitor of the site sees first: open or closed, from where, how to get help;
 * then how sign-in is protected and what the site loads from elsewhere.
 */
export function SitePanel({
  merchant,
  merchantName,
  canChange,
}: {
  merchant: string;
  merchantName: string;
  canChange: boolean;
}) {
  const site = useQuery(siteQuery(merchant));
  if (site.isPending) return <Loading />;
  if (site.isError) return <ErrorState error={site.error} onRetry={() => void site.refetch()} />;
  const props = { merchant, settings: site.data, canChange };
  return (
    <div className="settings-stack">
      <MaintenanceForm {...props} merchantName={merchantName} />
      <RegionForm {...props} />
      <CustomerServiceForm {...props} />
      <SecurityForm {...props} />
      <IntegrationsPanel merchant={merchant} canChange={canChange} />
    </div>
  );
}
