import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { accountPersonalData } from '@shop/shared/contract/account';
import { authMe } from '@shop/shared/contract/auth';
import { isApiError } from '@shop/shared/http/api-error';
import { useApiClient } from '@shop/shared/http/api-provider';
import { useMarket } from '@shop/shared/i18n/market-context';
import { queryFor } from '@shop/shared/query/route-query';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Alert } from '@shop/shared/ui/alert';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Spinner } from '@shop/shared/ui/spinner';
import { usePageSegments } from '@shop/shared/routing/page-address';
import { AddressesSection } from './AddressesSection';
import { EmailConfirmation } from './EmailConfirmation';
import { InstallmentsSection } from './InstallmentsSection';
import { PasswordChangeSection } from './PasswordChangeSection';
import { PersonalDataSection } from './PersonalDataSection';
import { SummarySection } from './SummarySection';

/** `/ucet/` (RO `/cont/`): the customer's account; `/ucet/confirm/<token>/` also confirms the e-mail. */
export function AccountPage() {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const segments = usePageSegments('account');
  const confirmToken = segments[0] === 'confirm' ? segments[1] : undefined;
  // The session first (the shell has it cached): a visitor who is not signed in is asked to sign in without a call
  // that can only answer 401.
  const me = useQuery(queryFor(api, authMe, {}));
  const signedIn = Boolean(me.data?.user);
  const personalData = useQuery({ ...queryFor(api, accountPersonalData, {}, i18n.locale as 'cs' | 'ro'), enabled: signedIn });
  const loggedOut = me.data?.user === null || (isApiError(personalData.error) && personalData.error.status === 401);
  const loading = me.isPending || (signedIn && personalData.isPending);

  return (
    <div>
      <h1>
        <Trans>Můj účet</Trans>
      </h1>
      {confirmToken && <EmailConfirmation key={confirmToken} token={confirmToken} />}
      {loading && <Spinner label={t`Načítám účet…`} />}
      {loggedOut && (
        <Alert kind="info">
          <Trans>
            Pro zobrazení účtu se prosím <a href={pagePath(market, 'login')}>přihlaste</a>. Nemáte účet?{' '}
            <a href={pagePath(market, 'registration')}>Zaregistrujte se</a>.
          </Trans>
        </Alert>
      )}
      {me.isError && (
        <LoadFailed onRetry={() => void me.refetch()}>
          <Trans>Účet se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {personalData.isError && !loggedOut && (
        <LoadFailed onRetry={() => void personalData.refetch()}>
          <Trans>Účet se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {/* Logged out meanwhile (the header's button): the sections go with the account instead of asking again. */}
      {personalData.data && !loggedOut && (
        <>
          <SummarySection />
          <InstallmentsSection />
          <PersonalDataSection key={personalData.data.email} data={personalData.data} />
          <AddressesSection />
          <PasswordChangeSection />
        </>
      )}
    </div>
  );
}
