import styled from 'styled-components';
import { Plural, Trans } from '@lingui/react/macro';
import type { LeaseOffer } from '@shop/shared/contract/leases';
import { formatDate } from '@shop/shared/i18n/market';
import { Link } from '../../routing/router';

/** One device to rent: picture, name linking to its product page, monthly price, length and last day of the offer. */
export function LeaseOfferCard({ offer }: { offer: LeaseOffer }) {
  const price = offer.monthly_price.formatted;
  const until = formatDate(offer.valid_to);
  return (
    <Card>
      <img src={offer.product.image_url} alt="" width={120} height={120} loading="lazy" />
      <Link to={offer.product.url}>{offer.product.name}</Link>
      <Price>
        <Trans>{price}/měsíc</Trans>
      </Price>
      <p>
        <Plural value={offer.months} one="Pronájem na # měsíc" few="Pronájem na # měsíce" other="Pronájem na # měsíců" />
      </p>
      <p>
        <Trans>Nabídka platí do {until}</Trans>
      </p>
    </Card>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
