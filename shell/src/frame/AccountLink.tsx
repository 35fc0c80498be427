import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { authLogout } from '@shop/shared/contract/auth';
import { useApiClient } from '@shop/shared/http/api-provider';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { sessionQueryKey, useSession } from '../session/use-session';

export function AccountLink() {
  const { market } = useMarket();
  const session = useSession();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => api.call(authLogout),
    onSuccess: (me) => queryClient.setQueryData(sessionQueryKey, me),
  });

  const user = session.data?.user;
  if (!user) {
    return (
      <Link to={pagePath(market, 'login')} data-testid="login-link">
        <Trans>Přihlásit se</Trans>
      </Link>
    );
  }
  return (
    <span data-testid="account">
      {user.first_name} {user.last_name}{' '}
      <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <Trans>Odhlásit se</Trans>
      </button>
    </span>
  );
}
