import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { Locale } from '@shop/shared/contract/common';
import type { GoodsInPiece } from '@shop/shared/contract/goods-in';
import { fieldErrorsAt, firstErrorMessage, isApiError } from '@shop/shared/http/api-error';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { Spinner } from '@shop/shared/ui/spinner';
import { useGoodsInProduct, useReceive } from './queries';
import { PieceList } from './PieceList';
import { PieceScanForm } from './PieceScanForm';
import { StaffTitle } from '@shop/shared/ui/staff-page';

/**
 * Goods-in of serialised pieces (issue #9): staff pick the product by its code and where the delivery goes, scan
 * every piece, and save the whole delivery at once; the product's stock (and so the shop's availability) follows.
 */
export function GoodsInDesk() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [typedCode, setTypedCode] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [storeId, setStoreId] = useState('');
  const [pieces, setPieces] = useState<GoodsInPiece[]>([]);
  const product = useGoodsInProduct(code, locale);
  const receive = useReceive();
  const [received, setReceived] = useState<number | null>(null);
  const saveErrors = isApiError(receive.error) ? receive.error.fieldErrors : null;
  const generalError = receive.isError ? [...fieldErrorsAt(saveErrors, ['product_code']), ...fieldErrorsAt(saveErrors, ['store_id']), ...fieldErrorsAt(saveErrors, ['non_field_errors'])] : [];
  const rowErrors = (index: number) => [...fieldErrorsAt(saveErrors, ['pieces', String(index), 'serial_number']), ...fieldErrorsAt(saveErrors, ['pieces', String(index), 'imei'])];
  const unexplained = receive.isError && generalError.length === 0 && !pieces.some((_, index) => rowErrors(index).length > 0);

  return (
    <section aria-labelledby="goods-in-heading" data-testid="goods-in">
      <StaffTitle id="goods-in-heading">
        <Trans>Příjem zboží se sériovými čísly</Trans>
      </StaffTitle>
      <ProductForm
        aria-label={t`Výběr produktu`}
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = typedCode.trim();
          if (wanted === '') return;
          setCode(wanted);
          setPieces([]);
          setReceived(null);
          receive.reset();
        }}
      >
        <Field label={t`Kód produktu`} errors={product.isError ? [firstErrorMessage(product.error) ?? t`Produkt se nepodařilo načíst.`] : []}>
          {(control) => <Input {...control} value={typedCode} autoComplete="off" onChange={(event) => setTypedCode(event.target.value)} data-testid="goods-in-product" />}
        </Field>
        <Button type="submit" variant="secondary">
          <Trans>Vybrat produkt</Trans>
        </Button>
      </ProductForm>

      {product.isFetching && !product.data && <Spinner />}
      {product.data && (
        <>
          <h2>
            {product.data.code} {product.data.name}
          </h2>
          <p data-testid="goods-in-counts">
            <Trans>Centrální sklad: {product.data.warehouse_quantity} ks</Trans>
          </p>
          <Field label={t`Kam zboží přijímáte`}>
            {(control) => (
              <Select
                {...control}
                value={storeId}
                onChange={(event) => setStoreId(event.target.value)}
                options={[
                  { value: '', label: t`Centrální sklad` },
                  ...product.data.stores.map((store) => ({ value: String(store.id), label: t`Prodejna ${store.name} (${store.quantity} ks)` })),
                ]}
              />
            )}
          </Field>
          <PieceScanForm needsImei={product.data.needs_imei} listed={pieces} onAdd={(piece) => setPieces((list) => [...list, piece])} />
          <PieceList pieces={pieces} errorsOf={rowErrors} onRemove={(index) => setPieces((list) => list.filter((_, at) => at !== index))} />
          {generalError.map((message) => (
            <Alert key={message} kind="error">
              {message}
            </Alert>
          ))}
          {unexplained && <Alert kind="error">{firstErrorMessage(receive.error) ?? t`Příjem se nepodařilo uložit. Zkuste to prosím znovu.`}</Alert>}
          {received !== null && <Alert kind="success">{t`Přijato ${received} ks. Produkt je skladem.`}</Alert>}
          <Button
            disabled={pieces.length === 0}
            busy={receive.isPending}
            onClick={() =>
              receive.mutate(
                { body: { product_code: product.data.code, store_id: storeId === '' ? null : Number(storeId), pieces } },
                {
                  onSuccess: (result) => {
                    setReceived(result.data.received);
                    setPieces([]);
                  },
                },
              )
            }
          >
            <Trans>Přijmout na sklad ({pieces.length} ks)</Trans>
          </Button>
        </>
      )}
    </section>
  );
}

const ProductForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  > * {
    flex: 1 1 ${({ theme }) => theme.sizes.column.md};
  }
  > button {
    flex: 0 0 auto;
  }
`;
