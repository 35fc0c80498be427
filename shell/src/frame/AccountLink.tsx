import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
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
      {/* SH-S3: the name opens "my account" (summary, orders, personal data). */}
      <Link to={pagePath(market, 'account')} data-testid="account-link">
        {user.first_name} {user.last_name}
      </Link>{' '}
      <LogoutButton type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <Trans>Odhlásit se</Trans>
      </LogoutButton>
    </span>
  );
}

/** The header is dark: the browser's light button face under its white text was unreadable (axe color-contrast, found on /admin/). */
const LogoutButton = styled.button`
  background: none;
  border: ${({ theme }) => theme.borders.hairline} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  font: inherit;
  cursor: pointer;
`;
