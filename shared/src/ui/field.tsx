import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** What Field hands its control so the label, hint and errors are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Messages for this field, e.g. `fieldErrorsAt(error.fieldErrors, ['customer_data', 'city'])`. */
  errors?: readonly string[];
  hint?: ReactNode;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.spacing.xxs};
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * A labelled form control with its hint and error messages:
 * `<Field label="E-mail" errors={errors}>{(control) => <Input {...control} type="email" />}</Field>`.
 */
export function Field({ label, errors = [], hint, required, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-errors`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <Label htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {children({
        id: controlId,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': describedBy || undefined,
        required,
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {errors.length > 0 && (
        <ErrorList id={errorId}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ErrorList>
      )}
    </Wrapper>
  );
}
