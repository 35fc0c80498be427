import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { GoodsInPiece } from '@shop/shared/contract/goods-in';
import { fieldErrorsAt, isApiError } from '@shop/shared/http/api-error';
import { normalizeScannedCode } from '@shop/shared/orders/serialised-goods';
import { normalizeImei } from '@shop/shared/validation/imei';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { usePieceCheck } from './queries';

interface Props {
  needsImei: boolean;
  /** Pieces already in the list, as stored (S/N normalised, IMEI digits). */
  listed: readonly GoodsInPiece[];
  onAdd: (piece: GoodsInPiece) => void;
}

/**
 * A keyboard-wedge scanner types the code and presses Enter. On a phone, Enter in the S/N field moves to the IMEI
 * field; Enter there adds the piece. A code already in the list, or already in stock (asked from the server), is
 * refused at its field and the typed text stays for correction.
 */
export function PieceScanForm({ needsImei, listed, onAdd }: Props) {
  const { t } = useLingui();
  const [serial, setSerial] = useState('');
  const [imei, setImei] = useState('');
  const [errors, setErrors] = useState<{ serial_number: string[]; imei: string[] }>({ serial_number: [], imei: [] });
  const serialInput = useRef<HTMLInputElement>(null);
  const imeiInput = useRef<HTMLInputElement>(null);
  const check = usePieceCheck();

  const submit = () => {
    if (serial.trim() === '') return serialInput.current?.focus();
    if (needsImei && imei.trim() === '') return imeiInput.current?.focus();
    const code = normalizeScannedCode(serial);
    const digits = normalizeImei(imei);
    const local = {
      serial_number: listed.some((piece) => piece.serial_number === code) ? [t`Toto sériové číslo už v seznamu je.`] : [],
      imei: digits && listed.some((piece) => piece.imei === digits) ? [t`Toto IMEI už v seznamu je.`] : [],
    };
    setErrors(local);
    if (local.serial_number.length > 0 || local.imei.length > 0) return;
    check.mutate(
      { serial_number: serial, imei },
      {
        onSuccess: (stored) => {
          onAdd({ serial_number: stored.serial_number, imei: stored.imei ?? '' });
          setSerial('');
          setImei('');
          serialInput.current?.focus();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : null;
          const at = { serial_number: fieldErrorsAt(fieldErrors, ['serial_number']), imei: fieldErrorsAt(fieldErrors, ['imei']) };
          setErrors(at.serial_number.length + at.imei.length > 0 ? at : { serial_number: [t`Kus se nepodařilo ověřit. Zkuste to prosím znovu.`], imei: [] });
        },
      },
    );
  };

  return (
    <Form
      aria-label={t`Skenování přijímaných kusů`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label={t`Sériové číslo`} errors={errors.serial_number}>
        {(control) => (
          <Input
            {...control}
            ref={serialInput}
            value={serial}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setSerial(event.target.value)}
            data-testid="goods-in-serial"
          />
        )}
      </Field>
      {needsImei && (
        <Field label={t`IMEI`} errors={errors.imei}>
          {(control) => (
            <Input
              {...control}
              ref={imeiInput}
              value={imei}
              autoComplete="off"
              inputMode="numeric"
              onChange={(event) => setImei(event.target.value)}
              data-testid="goods-in-imei"
            />
          )}
        </Field>
      )}
      <Button type="submit" variant="secondary" busy={check.isPending}>
        <Trans>Přidat kus</Trans>
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  > * {
    flex: 1 1 ${({ theme }) => theme.sizes.column.md};
  }
  > button {
    flex: 0 0 auto;
  }
`;
