import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { ISO_DATE_PATTERN } from '@shop/shared/contract/service';
import { useApiClient } from '@shop/shared/http/api-provider';
import { Spinner } from '@shop/shared/ui/spinner';
import { LoadFailed } from '@shop/shared/ui/load-failed';
import { slotsQuery } from './queries';

export interface SlotPickerProps {
  center: string;
  date: string;
  value: string;
  errors: readonly string[];
  onChange: (slot: string) => void;
}

/**
 * The chosen center's times on the chosen day as a radio group; full times stay in place,
 * disabled, so the day keeps its layout and the customer sees why a time is missing.
 */
export function SlotPicker({ center, date, value, errors, onChange }: SlotPickerProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const errorId = useId();
  const ready = center !== '' && ISO_DATE_PATTERN.test(date);
  const slots = useQuery(slotsQuery(api, center, date, ready));

  return (
    <Group aria-describedby={errors.length > 0 ? errorId : undefined} aria-invalid={errors.length > 0 || undefined}>
      <legend>
        <Trans>Čas</Trans>
        <span aria-hidden="true"> *</span>
      </legend>
      {!ready && (
        <Muted>
          <Trans>Nejdříve vyberte servisní centrum a den.</Trans>
        </Muted>
      )}
      {ready && slots.isPending && <Spinner label={t`Načítám volné termíny…`} />}
      {ready && slots.isError && (
        <LoadFailed onRetry={() => void slots.refetch()}>
          <Trans>Volné termíny se nepodařilo načíst.</Trans>
        </LoadFailed>
      )}
      {ready && slots.data?.slots.length === 0 && (
        <Muted>
          <Trans>V tento den nejsou žádné volné termíny. Vyberte prosím jiný den.</Trans>
        </Muted>
      )}
      {ready && slots.data && slots.data.slots.length > 0 && (
        <Times data-testid="service-slots">
          {slots.data.slots.map((slot) => {
            const full = slot.capacity_left <= 0;
            return (
              <Time key={slot.id} data-checked={slot.id === value} data-full={full}>
                <input type="radio" name={`slot-${errorId}`} value={slot.id} checked={slot.id === value} disabled={full} onChange={() => onChange(slot.id)} />
                <span>{slot.time}</span>
                {full && (
                  <small>
                    <Trans>obsazeno</Trans>
                  </small>
                )}
              </Time>
            );
          })}
        </Times>
      )}
      {errors.length > 0 && (
        <ErrorText id={errorId}>
          {errors.map((message) => (
            <span key={message}>{message} </span>
          ))}
        </ErrorText>
      )}
    </Group>
  );
}

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.column.xs}, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Time = styled.label`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  /* "obsazeno" / "ocupat" wraps inside its own tile instead of spilling over the next one. */
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.spacing.sm};
  border: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[data-checked='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.infoSurface};
  }
  &[data-full='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
  small {
    flex-basis: 100%;
    min-width: 0;
  }
  &:focus-within {
    outline: ${({ theme }) => theme.focus.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focus.offset};
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
