import { useId, useState } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { matchPage, pagePath, type PageName } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Button } from '@shop/shared/ui/button';
import { Link, useRouter } from '../routing/router';

const STAFF_TOOLS: readonly (readonly [PageName, MessageDescriptor])[] = [
  ['adminCategories', msg`Strom kategorií`],
  ['adminProductCategories', msg`Produkty v kategoriích`],
  ['adminReviews', msg`Recenze`],
  ['adminOrders', msg`Objednávky`],
  ['adminGoodsIn', msg`Příjem zboží`],
  ['adminDiscounts', msg`Slevy`],
  ['adminKit', msg`Komponenty`],
  ['adminBonuses', msg`Bonusy za výkup`],
  ['adminFeeds', msg`Export feedů`],
  ['adminPriceList', msg`Ceník`],
  ['adminInstallments', msg`Splátky`],
  ['adminProducts', msg`Produkty`],
  ['adminMetaMasters', msg`Meta-mastery`],
  ['adminBuyouts', msg`Výkupy`],
  ['adminService', msg`Servisní zakázky`],
  ['adminTasks', msg`Úkoly`],
  ['adminComponentParams', msg`Nastavení obchodu`],
  ['adminGallery', msg`Galerie`],
  ['adminLeases', msg`Pronájmy`],
  ['adminAttributes', msg`Parametry produktů`],
  ['adminSearch', msg`Vyhledávání`],
];

/** Staff users are the admin role's tool (AT-X2); the server refuses others anyway. */
const ADMIN_TOOLS: readonly (readonly [PageName, MessageDescriptor])[] = [...STAFF_TOOLS, ['adminUsers', msg`Uživatelé`]];

interface AdminMenuProps {
  role: 'staff' | 'admin';
  /** Opens the cache purge dialog; its button keeps `admin-purge-cache`, where focus returns when it closes. */
  onPurge: () => void;
}

/**
 * The staff tools, the open one marked (`aria-current`). On a phone the twenty entries would push the open tool a
 * screen down, so there they fold behind one button and the tool comes first; wider screens show them beside it.
 * The cache purge, which staff reach for from any tool, stays in view on both.
 */
export function AdminMenu({ role, onPurge }: AdminMenuProps) {
  const { market } = useMarket();
  const { pathname } = useRouter();
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const current = matchPage(market, pathname)?.page;
  return (
    <Nav aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Administrace</Trans>
      </h2>
      <Actions>
        <Button variant="secondary" data-testid="admin-purge-cache" aria-haspopup="dialog" onClick={onPurge}>
          <Trans>Vyčistit cache</Trans>
        </Button>
        <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
          <Trans>Nástroje administrace</Trans>
        </Toggle>
      </Actions>
      <Tools id={listId} data-open={open}>
        {(role === 'admin' ? ADMIN_TOOLS : STAFF_TOOLS).map(([page, label]) => (
          <li key={page}>
            <ToolLink to={pagePath(market, page)} aria-current={page === current ? 'page' : undefined} onClick={() => setOpen(false)}>
              {i18n._(label)}
            </ToolLink>
          </li>
        ))}
      </Tools>
    </Nav>
  );
}

const Nav = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const Toggle = styled.button`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    flex: 1 1 ${({ theme }) => theme.sizes.column.sm};
    min-height: ${({ theme }) => theme.sizes.control.md};
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    &::after {
      content: ' ▾';
    }
    &[aria-expanded='true']::after {
      content: ' ▴';
    }
  }
`;

const Tools = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    &[data-open='false'] {
      display: none;
    }
  }
`;

const ToolLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-left: ${({ theme }) => theme.borders.accent} solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.infoSurface};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.infoSurface};
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.smd} ${theme.spacing.sm}`};
  }
`;
