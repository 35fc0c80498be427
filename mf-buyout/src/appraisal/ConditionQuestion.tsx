import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import type { DeviceCondition } from '@shop/shared/contract/buyout-appraisal';
import { canBeEmpty } from '@shop/shared/buyout/default-answers';
import { Button } from '@shop/shared/ui/button';
import { FramedFieldset } from '@shop/shared/ui/framed-fieldset';

interface ConditionQuestionProps {
  condition: DeviceCondition;
  answer: string | null;
  onAnswer: (value: string | null) => void;
  /** Review mode: the answers are shown, not changed. */
  readOnly?: boolean;
}

/** One device-condition question as a radio group; a quality question can be reset to no answer. */
export function ConditionQuestion({ condition, answer, onAnswer, readOnly = false }: ConditionQuestionProps) {
  const { t } = useLingui();
  const name = useId();
  const locked = readOnly || condition.disabled;
  const question = condition.name;
  return (
    <FramedFieldset disabled={locked}>
      <legend>{question}</legend>
      <Answers>
        {condition.choices.map((choice) => (
          <Answer key={choice.value} data-checked={choice.value === answer}>
            <input type="radio" name={name} value={choice.value} checked={choice.value === answer} onChange={() => onAnswer(choice.value)} />
            <span>{choice.label}</span>
          </Answer>
        ))}
      </Answers>
      {!locked && canBeEmpty(condition) && answer !== null && (
        <Button variant="link" aria-label={t`Zrušit odpověď: ${question}`} onClick={() => onAnswer(null)}>
          <Trans>Zrušit odpověď</Trans>
        </Button>
      )}
    </FramedFieldset>
  );
}

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Answer = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &[data-checked='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
`;
