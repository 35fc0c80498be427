import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@shop/shared/ui/alert';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';

/**
 * A keyboard-wedge scanner types the S/N or IMEI and presses Enter: the field submits and clears at once, so the
 * next scan starts empty. The code sent last stays readable beside the server's answer, so nothing scanned is lost.
 */
export function ScanField({ onScan, errors, lastCode, disabled }: { onScan: (code: string) => void; errors: string[]; lastCode: string | null; disabled: boolean }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Focus comes back after each answer: the packer keeps scanning without touching the mouse.
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled, lastCode, errors.length]);
  return (
    <form
      aria-label={t`Skenování položek`}
      onSubmit={(event) => {
        event.preventDefault();
        const scanned = code.trim();
        if (scanned === '') return;
        setCode('');
        onScan(scanned);
      }}
    >
      <Field label={t`Naskenujte sériové číslo nebo IMEI`} errors={errors}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            // The packing table's whole purpose: the scanner types here as soon as the screen opens.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={code}
            disabled={disabled}
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            onChange={(event) => setCode(event.target.value)}
            data-testid="packaging-scan"
          />
        )}
      </Field>
      {lastCode && (
        <Alert kind={errors.length > 0 ? 'error' : 'success'}>
          {errors.length > 0 ? t`Naskenováno ${lastCode}: nepřijato` : t`Naskenováno ${lastCode}: přijato`}
        </Alert>
      )}
    </form>
  );
}
