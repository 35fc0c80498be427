import type { DeviceCondition } from '../contract/buyout-appraisal';

/**
 * The customer's answers: condition id -> chosen choice value, null while a
 * quality-type condition is left empty.
 */
export type ConditionAnswers = Readonly<Record<string, string | null>>;

/** Only questions that decide the grade may stay unanswered (spec section 4). */
export function canBeEmpty(condition: Pick<DeviceCondition, 'type'>): boolean {
  return condition.type === 'quality';
}

function isChoiceOf(condition: DeviceCondition, value: string | null | undefined): value is string {
  return condition.choices.some((choice) => choice.value === value);
}

function defaultAnswer(condition: DeviceCondition): string | null {
  const preferred = condition.value.find((value) => isChoiceOf(condition, value));
  if (preferred !== undefined) return preferred;
  if (canBeEmpty(condition)) return null;
  return condition.choices[0]?.value ?? null;
}

/**
 * Answers for freshly arrived appraisal data (spec section 4): each condition takes the
 * first of its defaults (`value`, most wanted first) that is one of its choices; when
 * none is, a quality-type condition stays empty and any other takes its first choice.
 *
 * `kept` are answers given before the data was reloaded (after a stale version): an
 * answer whose condition and choice still exist survives, unless the condition is now
 * disabled, which pins it to its default.
 */
export function defaultAnswers(
  conditions: Readonly<Record<string, DeviceCondition>>,
  kept: ConditionAnswers = {},
): ConditionAnswers {
  const answers: Record<string, string | null> = {};
  for (const [id, condition] of Object.entries(conditions)) {
    const previous = kept[id];
    answers[id] = !condition.disabled && isChoiceOf(condition, previous) ? previous : defaultAnswer(condition);
  }
  return answers;
}
