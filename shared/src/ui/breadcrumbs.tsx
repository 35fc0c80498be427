import type { ElementType } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { ChevronRightIcon } from './icons/shop-icons';

export interface Crumb {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** From the top (home) down to the current page, which is the last item. */
  items: readonly Crumb[];
  /** The page's router link (takes `to`), so a crumb navigates without a reload; a plain `a` (takes `href`) otherwise. */
  linkAs?: ElementType;
  label?: string;
}

/** Where the page sits: a navigation landmark with an ordered list, the current page marked with aria-current. */
export function Breadcrumbs({ items, linkAs, label }: BreadcrumbsProps) {
  const { t } = useLingui();
  const LinkComponent = linkAs ?? 'a';
  const linkProps = (href: string) => (linkAs ? { to: href } : { href });
  return (
    <Nav aria-label={label ?? t`Drobečková navigace`}>
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Item key={item.href}>
              {index > 0 && <ChevronRightIcon size="sm" />}
              {current ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <LinkComponent {...linkProps(item.href)}>{item.label}</LinkComponent>
              )}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
