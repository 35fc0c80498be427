import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/shared/contract/catalogue';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Link } from '../../routing/router';
import { productDetailQuery } from './queries';
import { variantChoices, type Axis, type VariantChoice } from './variant-choices';

/**
 * Colour, capacity and new or used grade of the model. An option opens its variant's own address in the page (no
 * reload; Back returns), so price, stock and pictures always belong to the address; the variant is fetched as soon
 * as the pointer or focus is on the option.
 */
export function VariantPicker({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const axes: { axis: Axis; label: string; name: (choice: VariantChoice) => string }[] = [
    { axis: 'colour', label: t`Barva`, name: (choice) => choice.value },
    { axis: 'capacity', label: t`Kapacita`, name: (choice) => choice.value },
    { axis: 'offer', label: t`Stav`, name: (choice) => (choice.value === 'new' ? t`Nové` : t`Použité – třída ${choice.value}`) },
  ];
  const groups = axes.map((entry) => ({ ...entry, choices: variantChoices(product, entry.axis) })).filter((entry) => entry.choices.length > 0);
  if (groups.length === 0) return null;
  return (
    <div data-testid="variant-picker">
      {groups.map(({ axis, label, choices, name }) => (
        <Group key={axis} role="group" aria-label={label}>
          <Label aria-hidden="true">
            {label}: <strong>{name(choices.find((choice) => choice.selected) ?? choices[0]!)}</strong>
          </Label>
          <Options>
            {choices.map((choice) => (
              <li key={choice.value}>
                <Option choice={choice} name={name(choice)} showPrice={axis !== 'colour'} />
              </li>
            ))}
          </Options>
        </Group>
      ))}
    </div>
  );
}

function Option({ choice, name, showPrice }: { choice: VariantChoice; name: string; showPrice: boolean }) {
  const { i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(productDetailQuery(api, choice.variant.seo_name, i18n.locale as Locale));
  const soldOut = choice.variant.availability === 'sold_out';
  return (
    <OptionLink
      to={choice.variant.url}
      aria-current={choice.selected ? 'true' : undefined}
      $soldOut={soldOut}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      data-testid={`variant-${choice.value}`}
    >
      {choice.hex && <Swatch style={{ background: choice.hex }} />}
      <span>{name}</span>
      {showPrice && <Small>{formatPrice(choice.variant.price, market)}</Small>}
      {soldOut && (
        <Small>
          <Trans>vyprodáno</Trans>
        </Small>
      )}
    </OptionLink>
  );
}

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
`;

const Options = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const OptionLink = styled(Link)<{ $soldOut: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-style: ${({ $soldOut }) => ($soldOut ? 'dashed' : 'solid')};
  &[aria-current='true'] {
    border-width: ${({ theme }) => theme.borders.strong};
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Swatch = styled.span`
  width: ${({ theme }) => theme.sizes.icon.md};
  height: ${({ theme }) => theme.sizes.icon.md};
  border-radius: 50%;
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
