import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface ProductCardProps {
  picture: ReactNode;
  /** The product's name as a link (the card's heading). */
  title: ReactNode;
  badges?: ReactNode;
  price: ReactNode;
  /** Grade, stock, rating: the small facts under the price. */
  facts?: ReactNode;
  /** Add to cart, favourites: pinned to the card's foot so rows of cards line up. */
  actions?: ReactNode;
  ref?: Ref<HTMLElement>;
  'data-testid'?: string;
  'data-code'?: string;
}

/** The product tile's layout: picture, badges over it, name, price, facts, actions. The shell fills it with a product. */
export function ProductCard({ picture, title, badges, price, facts, actions, ref, ...rest }: ProductCardProps) {
  return (
    <Card ref={ref} {...rest}>
      <PictureBox>
        {picture}
        {badges && <Badges>{badges}</Badges>}
      </PictureBox>
      <Title>{title}</Title>
      {price}
      {facts && <Facts>{facts}</Facts>}
      {actions && <Actions>{actions}</Actions>}
    </Card>
  );
}

const Card = styled.article`
  /* As tall as its grid cell, so a row of cards lines up whatever each one holds. */
  box-sizing: border-box;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border: ${({ theme }) => `${theme.borders.hairline} solid ${theme.colors.borderSubtle}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const PictureBox = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  img {
    max-width: 100%;
    height: auto;
  }
`;

const Badges = styled.div`
  position: absolute;
  inset: 0 auto auto 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: auto;
`;
