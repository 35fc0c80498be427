import styled, { keyframes } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from './visually-hidden';

const shine = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder of the size of what is coming, so the page does not jump when it arrives. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: 'text' | 'heading' | 'picture'; $round?: boolean }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = 'text', theme }) => ({ text: theme.fontSizes.md, heading: theme.fontSizes.xl, picture: theme.sizes.tile })[$height]};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.sm)};
  background: linear-gradient(90deg, ${({ theme }) => `${theme.colors.skeleton} 25%, ${theme.colors.skeletonShine} 50%, ${theme.colors.skeleton} 75%`});
  background-size: 200% 100%;
  animation: ${shine} ${({ theme }) => theme.motion.slow} linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Placeholder tiles while a product list loads; announced once as loading, the shapes themselves are silent. */
export function SkeletonTiles({ count = 4, label }: { count?: number; label?: string }) {
  const { t } = useLingui();
  return (
    <Tiles role="status" data-testid="skeleton-tiles">
      <VisuallyHidden>{label ?? t`Načítání…`}</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <Tile key={index}>
          <Skeleton $height="picture" />
          <Skeleton $width="80%" />
          <Skeleton $width="40%" $height="heading" />
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.tile}, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
`;
