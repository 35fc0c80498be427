import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { pagePath } from '@shop/shared/routing/page-paths';
import { Link } from '../routing/router';
import { useMarket } from '@shop/shared/i18n/market-context';
import { AccountIcon, LogOutIcon } from '@shop/shared/ui/icons/shop-icons';
import { focusRing } from '@shop/shared/ui/focus-ring';
import { useLogout } from '../session/queries';
import { useSession } from '../session/use-session';
import { ToolText } from './tool-text';

export function AccountLink() {
  const { market } = useMarket();
  const session = useSession();
  const logout = useLogout();

  const user = session.data?.user;
  if (!user) {
    return (
      <ToolLink to={pagePath(market, 'login')} data-testid="login-link">
        <AccountIcon size="lg" />
        <ToolText>
          <Trans>Přihlásit se</Trans>
        </ToolText>
      </ToolLink>
    );
  }
  return (
    <Account data-testid="account">
      {/* SH-S3: the name opens "my account" (summary, orders, personal data). */}
      <ToolLink to={pagePath(market, 'account')} data-testid="account-link">
        <AccountIcon size="lg" />
        <ToolText>
          {user.first_name} {user.last_name}
        </ToolText>
      </ToolLink>
      <LogoutButton type="button" onClick={() => logout.mutate({})} disabled={logout.isPending}>
        <LogOutIcon />
        <ToolText>
          <Trans>Odhlásit se</Trans>
        </ToolText>
      </LogoutButton>
    </Account>
  );
}

/** The header is dark: the browser's light button face under its white text was unreadable (axe color-contrast, found on /admin/). */
const LogoutButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.control.sm};
  background: none;
  border: ${({ theme }) => theme.borders.hairline} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  font: inherit;
  cursor: pointer;
  ${focusRing}
  ${({ theme }) => theme.media.mobile} {
    min-width: ${({ theme }) => theme.sizes.control.md};
    min-height: ${({ theme }) => theme.sizes.control.md};
    border: 0;
  }
`;

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  ${({ theme }) => theme.media.mobile} {
    gap: 0;
  }
`;

const ToolLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.control.md};
  text-decoration: none;
  ${({ theme }) => theme.media.mobile} {
    min-width: ${({ theme }) => theme.sizes.control.md};
  }
`;
