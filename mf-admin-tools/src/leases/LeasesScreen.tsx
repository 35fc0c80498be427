import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { LeaseTabForm } from './LeaseTabForm';
import { LeaseTabSection } from './LeaseTabSection';
import { useLeaseComponent, useLeaseComponents, useLeaseWrites } from './lease-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** Lease tabs and time-limited offers of the market's page components (docs/leases.md). */
export function LeasesScreen() {
  const components = useLeaseComponents();
  if (components.isPending) return <Spinner />;
  if (components.isError)
    return (
      <LoadFailed onRetry={() => void components.refetch()}>
        <Trans>Pronájmy se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  return (
    <div data-testid="leases-admin">
      <StaffTitle>
        <Trans>Pronájmy</Trans>
      </StaffTitle>
      {components.data.results.map((component) => (
        <ComponentTabs key={component.id} id={component.id} />
      ))}
    </div>
  );
}

function ComponentTabs({ id }: { id: number }) {
  const { t } = useLingui();
  const component = useLeaseComponent(id);
  const writes = useLeaseWrites();
  if (component.isPending) return <Spinner />;
  if (component.isError)
    return (
      <LoadFailed onRetry={() => void component.refetch()}>
        <Trans>Pronájmy se nepodařilo načíst.</Trans>
      </LoadFailed>
    );
  const tabIds = component.data.tabs.map((tab) => tab.id);
  return (
    <section aria-label={component.data.name}>
      <p>
        <Trans>Komponenta: {component.data.name}</Trans>
      </p>
      {component.data.tabs.map((tab, index) => (
        <LeaseTabSection key={tab.id} tab={tab} index={index} tabIds={tabIds} componentId={id} writes={writes} />
      ))}
      <h2>
        <Trans>Nová záložka</Trans>
      </h2>
      <LeaseTabForm title={t`Nová záložka`} initial={{ name_cs: '', name_ro: '' }} onSave={(body) => writes.createTab.mutateAsync({ params: { id }, body })} />
    </section>
  );
}
