import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ModelChoices as Choices } from '@shop/shared/contract/catalogue';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link } from '../../routing/router';

/** What a model's tile offers besides the variant it shows: colour swatches, capacities and the lowest price. */
export function ModelChoices({ model, price }: { model: Choices; price: number }) {
  const { t } = useLingui();
  const { market } = useMarket();
  if (model.variant_count < 2) return null;
  return (
    <Wrapper data-testid="tile-model-choices">
      {model.colours.length > 1 && (
        <Swatches aria-label={t`Barvy`}>
          {model.colours.map((colour) => (
            <li key={colour.name}>
              <SwatchLink to={colour.url} aria-label={colour.name} title={colour.name}>
                <Dot style={{ background: colour.hex }} />
              </SwatchLink>
            </li>
          ))}
        </Swatches>
      )}
      {model.capacities.length > 1 && <span>{model.capacities.join(' · ')}</span>}
      <span>
        {model.from_price < price ? (
          <Trans>
            <Plural value={model.variant_count} one="# varianta" few="# varianty" other="# variant" /> od {formatPrice(model.from_price, market)}
          </Trans>
        ) : (
          <Plural value={model.variant_count} one="# varianta" few="# varianty" other="# variant" />
        )}
      </span>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Swatches = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The smallest target WCAG 2.2 (2.5.8) allows (24 px), with the dot inside. */
const SwatchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.icon.lg};
  height: ${({ theme }) => theme.sizes.icon.lg};
  border-radius: 50%;
`;

const Dot = styled.span`
  width: ${({ theme }) => theme.sizes.icon.sm};
  height: ${({ theme }) => theme.sizes.icon.sm};
  border-radius: 50%;
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
`;


