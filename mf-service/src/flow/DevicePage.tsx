import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { serviceSmartSearch } from '@shop/shared/contract/service';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { SelectorCascade } from '@shop/shared/selector/SelectorCascade';
import { Alert } from '@shop/shared/ui/alert';
import { Button } from '@shop/shared/ui/button';
import { Spinner } from '@shop/shared/ui/spinner';
import { BookingForm } from '../booking/BookingForm';
import { ticksInListOrder } from '../operations/list-order';
import { OperationList } from '../operations/OperationList';
import { SmartSearch } from '../search/SmartSearch';
import type { ServiceState } from '../store/service-store';
import type { DeviceAnswer } from './device-queries';
import { serviceChoicesCalls } from './service-choices';

export interface DevicePageProps {
  store: StoreApi<ServiceState>;
  /** The repairs of the chosen device (`useDeviceAnswer`). */
  deviceAnswer: UseQueryResult<DeviceAnswer>;
  /** The page address for a new selection from the cascade. */
  onSelectionUrl: (url: string) => void;
  onBooked: (location: string) => void;
}

/** The service page proper: find the device by search or cascade, tick repairs, book. */
export function DevicePage({ store, deviceAnswer, onSelectionUrl, onBooked }: DevicePageProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const state = useStore(store);
  const color = useStore(state.selector, (selector) => selector.color.selected);
  const queryClient = useQueryClient();
  // Through the query client, so a failed search is retried like every other read (spec section 9);
  // a newer term stops the older one's retries.
  const search = useCallback(
    (term: string, signal: AbortSignal) => {
      const query = queryFor(api, serviceSmartSearch, { query: { term } });
      signal.addEventListener('abort', () => void queryClient.cancelQueries({ queryKey: query.queryKey }));
      return queryClient.fetchQuery(query).then((answer) => answer.result);
    },
    [api, queryClient],
  );
  const { device } = state;
  const operations = (device !== null && deviceAnswer.data?.operations) || [];
  const chosenIds = ticksInListOrder(operations, state.chosenOperationIds);
  // The customer arrived at an address: its failure is told by the flow, with the address.
  const pickedHere = device !== null && device.from !== 'address';

  return (
    <>
      <p>
        <Trans>Vyberte své zařízení a uvidíte, jaké opravy pro něj nabízíme a za kolik.</Trans>
      </p>
      <SmartSearch search={search} onPick={state.pickSearchItem} pickedLabel={device?.from === 'search' && deviceAnswer.data ? device.item.label : null} />
      <Divider>
        <Trans>nebo vyberte postupně</Trans>
      </Divider>
      <SelectorCascade store={state.selector} api={api} choicesCalls={serviceChoicesCalls} onSelectionUrl={onSelectionUrl} />

      {pickedHere && deviceAnswer.isLoading && <Spinner label={t`Načítám opravy…`} />}
      {pickedHere && deviceAnswer.isError && (
        <Alert kind="error">
          <Trans>Opravy pro toto zařízení se nepodařilo načíst.</Trans>{' '}
          <Button variant="link" onClick={() => void deviceAnswer.refetch()}>
            <Trans>Zkusit znovu</Trans>
          </Button>
        </Alert>
      )}
      {operations.length > 0 && <OperationList operations={operations} chosenIds={chosenIds} onToggle={state.toggleOperation} />}
      {chosenIds.length > 0 && (
        <BookingForm
          input={state.bookingInput}
          onInputChange={state.updateBookingInput}
          operationIds={chosenIds}
          productColor={color}
          onBooked={onBooked}
        />
      )}
    </>
  );
}

const Divider = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
`;
