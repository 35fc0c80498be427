import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AttributeDefinition } from '@shop/shared/contract/admin-attributes';
import type { Locale } from '@shop/shared/contract/common';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { Select } from '@shop/shared/ui/select';
import { AttributeForm } from './AttributeForm';
import { useAttributeDefinitions, useAttributeLookups } from './attribute-queries';
import { StaffTitle } from '@shop/shared/ui/staff-page';
import { TableScroll } from '@shop/shared/ui/table-scroll';

/**
 * The attribute definitions admin (AT-A1): the attributes of one type device (or all), each opening its
 * form. A few dozen rows per type device, so one table without paging.
 */
export function AttributesScreen() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [typeDevice, setTypeDevice] = useState<number | null>(null);
  const [editing, setEditing] = useState<AttributeDefinition | 'new' | null>(null);
  const lookups = useAttributeLookups(locale);
  const list = useAttributeDefinitions(typeDevice, locale);

  if (editing) return <AttributeForm attribute={editing === 'new' ? null : editing} typeDevice={typeDevice} onDone={() => setEditing(null)} />;

  const rows = list.data?.results ?? [];
  return (
    <div data-testid="attributes">
      <StaffTitle>
        <Trans>Parametry produktů</Trans>
      </StaffTitle>
      <Field label={t`Typ zařízení`}>
        {(control) => (
          <Select
            {...control}
            value={typeDevice === null ? '' : String(typeDevice)}
            placeholder={t`Všechny`}
            options={(lookups.typeDevices.data?.results ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
            onChange={(event) => setTypeDevice(event.target.value === '' ? null : Number(event.target.value))}
          />
        )}
      </Field>
      <p>
        <Button onClick={() => setEditing('new')}>
          <Trans>Nový parametr</Trans>
        </Button>
      </p>
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>
          <Trans>Parametry se nepodařilo načíst.</Trans>
        </LoadFailed>
      ) : (
        <TableScroll label={t`Parametry produktů`}>
          <table aria-busy={list.isFetching}>
            <caption>
              <Trans>Parametry produktů</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Název</Trans>
                </th>
                <th scope="col">
                  <Trans>Typ zařízení</Trans>
                </th>
                <th scope="col">
                  <Trans>Jednotka</Trans>
                </th>
                <th scope="col">
                  <Trans>Filtr</Trans>
                </th>
                <th scope="col">
                  <Trans>Pořadí</Trans>
                </th>
                <th scope="col">
                  <Trans>Pevné hodnoty</Trans>
                </th>
                <th scope="col">
                  <Trans>Produktů</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Button variant="link" onClick={() => setEditing(row)}>
                      {locale === 'ro' ? row.name_ro : row.name_cs}
                    </Button>
                  </td>
                  <td>{row.type_device_name}</td>
                  <td>{row.unit}</td>
                  <td>{row.filterable ? t`Ano` : t`Ne`}</td>
                  <td>{row.position}</td>
                  <td>{row.choices.join(', ')}</td>
                  <td>{row.product_count}</td>
                </tr>
              ))}
              {rows.length === 0 && !list.isPending && (
                <tr>
                  <td colSpan={7}>
                    <Trans>Žádné parametry.</Trans>
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
