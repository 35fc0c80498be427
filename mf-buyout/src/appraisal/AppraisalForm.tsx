import { Trans } from '@lingui/react/macro';
import type { Appraisal } from '@shop/shared/contract/buyout-appraisal';
import type { ConditionAnswers } from '@shop/shared/buyout/default-answers';
import { ConditionQuestion } from './ConditionQuestion';

interface AppraisalFormProps {
  appraisal: Appraisal;
  answers: ConditionAnswers;
  onAnswer?: (conditionId: string, value: string | null) => void;
  readOnly?: boolean;
}

/** The device-condition questions, in ascending id order (how JavaScript orders integer keys). */
export function AppraisalForm({ appraisal, answers, onAnswer, readOnly = false }: AppraisalFormProps) {
  return (
    <section>
      <h2>
        <Trans>Stav zařízení</Trans>
      </h2>
      {Object.entries(appraisal.device_conditions).map(([id, condition]) => (
        <ConditionQuestion
          key={id}
          condition={condition}
          answer={answers[id] ?? null}
          onAnswer={(value) => onAnswer?.(id, value)}
          readOnly={readOnly || onAnswer === undefined}
        />
      ))}
    </section>
  );
}
