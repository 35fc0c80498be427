import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@shop/shared/contract/common';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { useInstallmentProviders } from './installment-queries';
import { ProviderForm } from './ProviderForm';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/** Installment admin (AT-T2): every provider of the market with its terms. */
export function InstallmentSettingsScreen() {
  const { i18n } = useLingui();
  const providers = useInstallmentProviders(i18n.locale as Locale);
  return (
    <section data-testid="installment-settings" aria-labelledby="installment-settings-title">
      <StaffTitle id="installment-settings-title">
        <Trans>Splátky</Trans>
      </StaffTitle>
      {providers.isError && (
        <LoadFailed onRetry={() => void providers.refetch()}>
          <Trans>Poskytovatele splátek se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {providers.data?.results.map((provider) => <ProviderForm key={`${provider.id}-${provider.min_amount}-${provider.months.join()}-${String(provider.enabled)}`} provider={provider} />)}
    </section>
  );
}
