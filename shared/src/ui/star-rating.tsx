import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { StarIcon } from './icons/shop-icons';

const STARS = 5;

/**
 * An average rating drawn as five stars, the filled part in proportion, with the count beside it. Read as one image
 * ("Hodnocení 3,8 z 5 (počet recenzí: 6)"), so a screen reader does not spell out ten stars.
 */
export function StarRating({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useLingui();
  const shown = i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const filled = Math.max(0, Math.min(STARS, average)) / STARS;
  return (
    <Rating role="img" aria-label={t`Hodnocení ${shown} z 5 (počet recenzí: ${count})`} data-testid="star-rating">
      <Stars>
        <Row $tone="empty">{stars()}</Row>
        <Row $tone="filled" style={{ width: `${filled * 100}%` }} data-testid="star-fill">
          {stars()}
        </Row>
      </Stars>
      <Count aria-hidden="true">
        {shown} ({count})
      </Count>
    </Rating>
  );
}

const stars = () => Array.from({ length: STARS }, (_, index) => <StarIcon key={index} size="sm" />);

const Rating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Stars = styled.span`
  position: relative;
  display: inline-block;
  line-height: 0;
`;

// Two rows of the same stars: the filled row on top, cut to the rating's share of the width.
const Row = styled.span<{ $tone: 'empty' | 'filled' }>`
  display: inline-flex;
  white-space: nowrap;
  overflow: hidden;
  color: ${({ theme, $tone }) => ($tone === 'filled' ? theme.colors.rating : theme.colors.ratingEmpty)};
  ${({ $tone }) => ($tone === 'filled' ? 'position: absolute; inset: 0 auto 0 0;' : '')}
  svg {
    fill: currentColor;
    flex: none;
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;
