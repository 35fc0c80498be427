import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { Quality } from '../buyout/quality';
import { GiftIcon } from './icons/shop-icons';

export type BadgeKind = 'sale' | 'new' | 'gift' | 'grade' | 'neutral';

const looks: Record<BadgeKind, (theme: DefaultTheme) => { ground: string; ink: string }> = {
  sale: (theme) => ({ ground: theme.colors.sale, ink: theme.colors.onSale }),
  new: (theme) => ({ ground: theme.colors.successSurface, ink: theme.colors.success }),
  gift: (theme) => ({ ground: theme.colors.giftSurface, ink: theme.colors.gift }),
  grade: (theme) => ({ ground: theme.colors.infoSurface, ink: theme.colors.brand }),
  neutral: (theme) => ({ ground: theme.colors.surface, ink: theme.colors.text }),
};

const Pill = styled.span<{ $kind: BadgeKind }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-transform: uppercase;
  ${({ theme, $kind }) => {
    const { ground, ink } = looks[$kind](theme);
    return css`
      background: ${ground};
      color: ${ink};
    `;
  }}
`;

export interface BadgeProps {
  kind: BadgeKind;
  children: ReactNode;
  'data-testid'?: string;
}

/** A short label on a product: sale, new, gift or a used piece's grade. Colours come from the theme, never from data. */
export function Badge({ kind, children, ...rest }: BadgeProps) {
  return (
    <Pill $kind={kind} data-badge={kind} {...rest}>
      {kind === 'gift' && <GiftIcon size="sm" />}
      {children}
    </Pill>
  );
}

/** The staff's product labels (`special_offers_product_badge`) by their code: `sale` and `new` get their role's colour. */
export const badgeKindOf = (code: string): BadgeKind => (code === 'sale' ? 'sale' : code === 'new' ? 'new' : 'neutral');

/** A used piece's grade, A+ (as new) to D (visible wear). */
export function GradeBadge({ grade, ...rest }: { grade: Quality; 'data-testid'?: string }) {
  const { t } = useLingui();
  return (
    <Badge kind="grade" {...rest}>
      {t`Stav: třída ${grade}`}
    </Badge>
  );
}
