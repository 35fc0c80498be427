import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { reportCartEvent, type CartReportableProduct } from '@shop/shared/analytics/cart-events';
import type { AppliedCode, DiscountProblem } from '@shop/shared/contract/cart';
import { DISCOUNT_CODE_LENGTH } from '@shop/shared/contract/cart';
import { fieldErrorsAt } from '@shop/shared/http/api-error';
import { formatPrice } from '@shop/shared/i18n/market';
import { useMarket } from '@shop/shared/i18n/market-context';
import { formErrorOf, fieldErrorsOf, type FormError } from '@shop/shared/query/form-error';
import { Button } from '@shop/shared/ui/button';
import { Field } from '@shop/shared/ui/field';
import { Input } from '@shop/shared/ui/input';
import { Radio } from '@shop/shared/ui/choice';
import { useApplyDiscount, useRemoveDiscount } from './queries';

type CodeKind = 'code' | 'student_card';

/** A discount code (10 characters) or a student card (ISIC number and holder); applied codes with their removal. */
export function DiscountForm({ codes, products }: { codes: readonly AppliedCode[]; products: readonly CartReportableProduct[] }) {
  const { t } = useLingui();
  const { market } = useMarket();
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const [kind, setKind] = useState<CodeKind>('code');
  const [code, setCode] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [cardHolder, setCardHolder] = useState('');
  const [problem, setProblem] = useState<FormError | null>(null);
  const fieldErrors = fieldErrorsOf(problem);
  // A refusal is about what was sent: once the customer changes it, the message no longer describes the form.
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    setProblem(null);
    set(value);
  };
  const editKind = edit(setKind);
  const editCode = edit(setCode);
  const editCardNumber = edit(setCardNumber);
  const editCardHolder = edit(setCardHolder);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = kind === 'code' ? { code } : { cardNumber, cardHolder };
    apply.mutate(
      { body },
      {
        onSuccess: () => {
          reportCartEvent(kind === 'code' ? 'code_use' : 'student_discount_use', market, products, kind === 'code' ? { code: code.trim().toUpperCase() } : {});
          setCode('');
          setCardNumber('');
          setCardHolder('');
        },
        onError: (error) => setProblem(formErrorOf(error)),
      },
    );
  };

  // The server says why a kept code lapsed (issue #33); an older answer without a reason keeps the general text.
  const problemText = (reason: DiscountProblem | null) => {
    switch (reason) {
      case 'expired':
        return t`Platnost tohoto slevového kódu už skončila.`;
      case 'not_yet_valid':
        return t`Tento slevový kód zatím neplatí.`;
      case 'used_up':
        return t`Tento slevový kód už byl vyčerpán.`;
      case 'minimum_not_reached':
        return t`Košík nedosahuje nejnižší částky nákupu pro tento kód.`;
      case 'nothing_in_scope':
        return t`Slevový kód neplatí pro zboží ve vašem košíku.`;
      case 'does_not_stack':
        return t`Tento kód nelze kombinovat s jiným kódem v košíku.`;
      default:
        return t`Košík obsahuje neplatnou slevu.`;
    }
  };

  const general = problem && problem.kind !== 'invalid' ? (problem.message ?? t`Kód se teď nepodařilo uplatnit. Zkuste to prosím znovu.`) : fieldErrorsAt(fieldErrors, ['non_field_errors'])[0];

  return (
    <Section aria-labelledby="discount-heading">
      <h2 id="discount-heading">
        <Trans>Slevový kód nebo studentská karta</Trans>
      </h2>
      {codes.length > 0 && (
        <ul data-testid="applied-codes">
          {codes.map((applied) => (
            <li key={applied.id}>
              {applied.code}: {applied.percent !== null ? `${applied.percent} %` : formatPrice(applied.amount, market)}
              {!applied.valid && <strong> {problemText(applied.problem)}</strong>}{' '}
              <Button type="button" variant="link" disabled={remove.isPending} onClick={() => remove.mutate({ params: { id: applied.id } })}>
                <Trans>Odebrat slevu</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate>
        <Kinds role="radiogroup" aria-label={t`Druh slevy`}>
          <Radio name="discount-kind" checked={kind === 'code'} onChange={() => editKind('code')} label={<Trans>Slevový kód</Trans>} />
          <Radio name="discount-kind" checked={kind === 'student_card'} onChange={() => editKind('student_card')} label={<Trans>Studentská karta ISIC</Trans>} />
        </Kinds>
        {kind === 'code' ? (
          <Field label={t`Slevový kód`} errors={fieldErrorsAt(fieldErrors, ['code'])} hint={t`Kód má ${DISCOUNT_CODE_LENGTH} znaků.`}>
            {(control) => <Input {...control} value={code} onChange={(event) => editCode(event.target.value)} autoComplete="off" data-testid="discount-code" />}
          </Field>
        ) : (
          <>
            <Field label={t`Číslo karty`} errors={fieldErrorsAt(fieldErrors, ['cardNumber'])} hint={t`Např. S420123456789A`}>
              {(control) => <Input {...control} value={cardNumber} onChange={(event) => editCardNumber(event.target.value)} autoComplete="off" data-testid="card-number" />}
            </Field>
            <Field label={t`Jméno držitele karty`} errors={fieldErrorsAt(fieldErrors, ['cardHolder'])}>
              {(control) => <Input {...control} value={cardHolder} onChange={(event) => editCardHolder(event.target.value)} autoComplete="name" data-testid="card-holder" />}
            </Field>
          </>
        )}
        {general && <p role="alert">{general}</p>}
        <Button type="submit" variant="secondary" busy={apply.isPending} data-testid="apply-discount">
          <Trans>Uplatnit</Trans>
        </Button>
      </form>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const Kinds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;
