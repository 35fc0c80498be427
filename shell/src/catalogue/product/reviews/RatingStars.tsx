import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_RATING_MAX } from '@shop/shared/contract/reviews';
import { VisuallyHidden } from '@shop/shared/ui/visually-hidden';

const VALUES = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * The rating as native radio buttons drawn as stars: arrows move between them, Space picks,
 * and a screen reader reads "4 z 5 hvězdiček" — no custom key handling to get wrong.
 */
export function RatingStars({ value, onChange, legend, errors, name }: { value: number | null; onChange: (rating: number) => void; legend: string; errors: readonly string[]; name: string }) {
  const { t } = useLingui();
  const errorId = `${name}-errors`;
  return (
    <Fieldset aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend>{legend}</legend>
      <Stars>
        {VALUES.map((rating) => (
          <label key={rating} data-filled={value !== null && rating <= value ? 'true' : undefined}>
            <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} aria-invalid={errors.length > 0 || undefined} />
            <span aria-hidden="true">★</span>
            <VisuallyHidden>{t`${rating} z ${REVIEW_RATING_MAX} hvězdiček`}</VisuallyHidden>
          </label>
        ))}
      </Stars>
      {errors.length > 0 && (
        <ErrorList id={errorId}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ErrorList>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  legend {
    font-weight: 600;
    padding: 0;
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.sizes.control.md};
    min-height: ${({ theme }) => theme.sizes.control.md};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.border};
    cursor: pointer;
  }
  label[data-filled] {
    color: ${({ theme }) => theme.colors.rating};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:focus-visible) {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
`;

const ErrorList = styled.ul`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
