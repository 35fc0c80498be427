import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';

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
        <Row $tone="empty" />
        <Row $tone="filled" style={{ width: `${filled * 100}%` }} data-testid="star-fill" />
      </Stars>
      <Count aria-hidden="true">
        {shown} ({count})
      </Count>
    </Rating>
  );
}

/** The kit's star (lucide's, as StarIcon draws it: filled, with its round stroke), in a 24-unit box. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_MASK = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${STAR_PATH}' stroke='black' stroke-width='2' stroke-linejoin='round'/></svg>`)}")`;

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
  width: calc(${STARS} * ${({ theme }) => theme.sizes.icon.sm});
  height: ${({ theme }) => theme.sizes.icon.sm};
`;

/*
 * Two rows of the same stars, the filled row on top, cut to the rating's share of the width. Each row is one box
 * painted through a star mask repeated five times, not five SVG icons: a listing shows twenty ratings, and 200 inline
 * SVGs were half of its HTML and of what the phone parses and lays out before the first paint.
 */
const Row = styled.span<{ $tone: 'empty' | 'filled' }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: 100%;
  background-color: ${({ theme, $tone }) => ($tone === 'filled' ? theme.colors.rating : theme.colors.ratingEmpty)};
  -webkit-mask: ${STAR_MASK} 0 0 / ${({ theme }) => `${theme.sizes.icon.sm} ${theme.sizes.icon.sm}`} repeat-x;
  mask: ${STAR_MASK} 0 0 / ${({ theme }) => `${theme.sizes.icon.sm} ${theme.sizes.icon.sm}`} repeat-x;
  /* Forced colours would paint the box in the system background: the stars keep their own colours. */
  forced-color-adjust: none;
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;
