import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { QUALITIES } from '@shop/shared/buyout/quality';
import { priceForGrade } from '@shop/shared/buyout/regrade';
import type { BuyoutDetail } from '@shop/shared/contract/buyout-detail';
import type { Locale } from '@shop/shared/contract/common';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { useErrorTexts } from '../use-error-texts';
import { useBuyoutRegrade } from './queries';

/** The customer's answers as the pricing reads them: condition id -> chosen value. */
function answersOf(buyout: BuyoutDetail): Record<string, string | null> {
  return Object.fromEntries(Object.entries(buyout.device_conditions).map(([id, condition]) => [id, condition.value[0] ?? null]));
}

/**
 * Inspection of a received device with the grade staff actually found (issue #9). Each grade
 * shows the price the appraisal as sold gives it, so staff see what the customer will be
 * offered; the server prices it again itself. A refused save keeps the chosen grade.
 */
export function BuyoutRegrade({ buyout }: { buyout: BuyoutDetail }) {
  const { t, i18n } = useLingui();
  const { market } = useMarket();
  const regrade = useBuyoutRegrade(buyout.id, i18n.locale as Locale);
  const errors = useErrorTexts(regrade.error);
  const [quality, setQuality] = useState<string>(buyout.conditions_appraisal_result.quality);
  const answers = answersOf(buyout);
  const grades = QUALITIES.flatMap((grade) => {
    const priced = priceForGrade(buyout, answers, grade);
    return priced === null ? [] : [{ grade, price: priced.price }];
  });
  const qualityErrors = errors.field('quality');
  return (
    <RegradeForm
      aria-labelledby="buyout-regrade-heading"
      onSubmit={(event) => {
        event.preventDefault();
        regrade.mutate({ params: { id: buyout.id }, body: { quality } });
      }}
    >
      <h2 id="buyout-regrade-heading">
        <Trans>Kontrola zařízení</Trans>
      </h2>
      <Field
        label={t`Zjištěný stupeň`}
        errors={qualityErrors}
        hint={t`Nižší cena se zákazníkovi pošle e-mailem jako nová nabídka; stejný nebo lepší stupeň cenu nemění.`}
        required
      >
        {(control) => (
          <select {...control} value={quality} onChange={(event) => setQuality(event.target.value)} data-testid="regrade-quality">
            {grades.map(({ grade, price }) => (
              <option key={grade} value={grade}>
                {grade} ({formatPrice(price, market)})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" variant="secondary" busy={regrade.isPending}>
        <Trans>Uložit kontrolu se stupněm</Trans>
      </Button>
      {errors.general && qualityErrors.length === 0 && <Alert kind="error">{errors.general}</Alert>}
    </RegradeForm>
  );
}

const RegradeForm = styled.form`
  margin-top: ${({ theme }) => theme.spacing.md};
  select {
    max-width: ${({ theme }) => theme.sizes.column.xl};
  }
`;
