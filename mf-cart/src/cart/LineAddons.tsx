import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine, InsuranceOption } from '@shop/shared/contract/cart';
import type { Locale } from '@shop/shared/contract/common';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Checkbox } from '@shop/shared/ui/choice';
import { Field } from '@shop/shared/ui/field';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { lineOptionsQuery } from './queries';

export type AddonChange = { selected_insurance_ids: number[] } | { warranty_month_value: number } | { prolong_warranty_code: string };

/** A device line's insurances, extended and prolonged warranty; each change is one PATCH of the line. */
export function LineAddons({ line, busy, onChange }: { line: CartLine; busy: boolean; onChange: (change: AddonChange) => void }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const api = useApiClient();
  const options = useQuery(lineOptionsQuery(api, line.id, i18n.locale as Locale, line.product.is_device));
  if (!line.product.is_device) return null;
  if (options.isPending) return <Spinner size="small" label={t`Načítání doplňků…`} />;
  if (options.isError) return <p>{t`Doplňky k produktu se nepodařilo načíst.`}</p>;
  const { insurance_options: insurances, warranty_options: warranties, prolong_warranty_options: prolongs } = options.data;

  const toggleInsurance = (option: InsuranceOption, checked: boolean) =>
    onChange({ selected_insurance_ids: insurances.filter((other) => (other.id === option.id ? checked : other.selected)).map((other) => other.id) });
  const warrantyValue = warranties.find((option) => option.selected)?.month_count ?? 0;
  const prolongValue = prolongs.find((option) => option.selected)?.code ?? '';

  return (
    <Addons disabled={busy}>
      <legend>
        <Trans>Služby k zařízení</Trans>
      </legend>
      {insurances.map((option) => (
        <Checkbox
          key={option.id}
          checked={option.selected}
          onChange={(event) => toggleInsurance(option, event.target.checked)}
          data-testid={`insurance-${option.kind}`}
          label={`${option.name} (+${formatPrice(option.price, market)})`}
        />
      ))}
      {(warranties.length > 0 || prolongs.length > 0) && (
        <Hint>
          <Trans>Zákonná záruka 24 měsíců platí vždy a zdarma. Obě služby níže ji prodlužují, liší se tím, kdo vadu opraví.</Trans>
        </Hint>
      )}
      {warranties.length > 0 && (
        <Field label={t`Rozšířená záruka výrobce`} hint={t`Vady opraví autorizovaný servis výrobce, i po skončení zákonné záruky o zvolený počet měsíců.`}>
          {(control) => (
            <Select
              {...control}
              value={String(warrantyValue)}
              onChange={(event) => onChange({ warranty_month_value: Number(event.target.value) })}
              data-testid="warranty"
              options={[
                { value: '0', label: t`Bez rozšířené záruky` },
                ...warranties.map((option) => ({ value: String(option.month_count), label: `${t`+${option.month_count} měsíců`} (+${formatPrice(option.price, market)})` })),
              ]}
            />
          )}
        </Field>
      )}
      {prolongs.length > 0 && (
        <Field label={t`Prodloužená záruka obchodu`} hint={t`Reklamaci po skončení zákonné záruky vyřídíme my, na kterékoli naší prodejně, bez ohledu na servis výrobce.`}>
          {(control) => (
            <Select
              {...control}
              value={prolongValue}
              onChange={(event) => onChange({ prolong_warranty_code: event.target.value })}
              data-testid="prolong-warranty"
              options={[
                { value: '', label: t`Bez prodloužené záruky` },
                ...prolongs.map((option) => ({ value: option.code, label: `${option.name} (+${formatPrice(option.price, market)})` })),
              ]}
            />
          )}
        </Field>
      )}
    </Addons>
  );
}

const Addons = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Hint = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;
