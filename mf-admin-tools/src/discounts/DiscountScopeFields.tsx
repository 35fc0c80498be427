import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { bonusManufacturers } from '@shop/shared/contract/admin-bonuses';
import type { FieldErrors } from '@shop/shared/contract/route';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Field } from '@shop/shared/ui/field';
import { Select } from '@shop/shared/ui/select';
import type { DiscountDraft, DiscountScope } from './discount-draft';
import { CategoryScopePicker } from './CategoryScopePicker';
import { ProductScopePicker } from './ProductScopePicker';
import { Checkbox } from '@shop/shared/ui/choice';

interface DiscountScopeFieldsProps {
  draft: DiscountDraft;
  onChange: (patch: Partial<DiscountDraft>) => void;
  fieldErrors: FieldErrors | null;
}

/** Every message under a field: a list's errors come per index (`product_ids.2`). */
function messagesUnder(node: string[] | FieldErrors | undefined): string[] {
  if (node === undefined) return [];
  return Array.isArray(node) ? node : [...new Set(Object.values(node).flatMap(messagesUnder))];
}

/**
 * What the code is for (AT-D6): the whole cart, categories, products or manufacturers. Categories are ticked in
 * the category tree, products found by the product admin's search, manufacturers ticked from the list the bonus
 * admin uses (issue #33: nobody types internal ids).
 */
export function DiscountScopeFields({ draft, onChange, fieldErrors }: DiscountScopeFieldsProps) {
  const errorsOf = (field: string) => messagesUnder(fieldErrors?.[field]);
  const { t } = useLingui();
  const manufacturers = useQuery({ ...queryFor(useApiClient(), bonusManufacturers, {}), enabled: draft.scope === 'manufacturers' });

  // The lookup's ids are numbers for manufacturers (the shared option schema also allows text codes).
  const toggle = (id: number, on: boolean) =>
    onChange({ manufacturer_ids: on ? [...draft.manufacturer_ids, id] : draft.manufacturer_ids.filter((other) => other !== id) });

  return (
    <Scope>
      <Field label={t`Platí pro`} errors={errorsOf('scope')}>
        {(control) => (
          <Select
            {...control}
            value={draft.scope}
            options={[
              { value: 'all', label: t`Celý košík` },
              { value: 'categories', label: t`Vybrané kategorie` },
              { value: 'products', label: t`Vybrané produkty` },
              { value: 'manufacturers', label: t`Vybraní výrobci` },
            ]}
            onChange={(event) => onChange({ scope: event.target.value as DiscountScope })}
          />
        )}
      </Field>
      {draft.scope === 'categories' && <CategoryScopePicker value={draft.category_ids} onChange={(category_ids) => onChange({ category_ids })} errors={errorsOf('category_ids')} />}
      {draft.scope === 'products' && <ProductScopePicker value={draft.product_ids} onChange={(product_ids) => onChange({ product_ids })} errors={errorsOf('product_ids')} />}
      {draft.scope === 'manufacturers' && (
        <fieldset>
          <legend>
            <Trans>Výrobci</Trans>
          </legend>
          {manufacturers.isPending && (
            <p>
              <Trans>Načítání…</Trans>
            </p>
          )}
          <Choices>
            {(manufacturers.data?.results ?? []).map((manufacturer) => (
              <Checkbox key={manufacturer.id} checked={draft.manufacturer_ids.includes(Number(manufacturer.id))} onChange={(event) => toggle(Number(manufacturer.id), event.target.checked)} label={manufacturer.name} />
            ))}
          </Choices>
          {errorsOf('manufacturer_ids').map((message) => (
            <p key={message} role="alert">
              {message}
            </p>
          ))}
        </fieldset>
      )}
    </Scope>
  );
}

const Scope = styled.div`
  margin: ${({ theme }) => theme.spacing.md} 0;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.column.sm}, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;
