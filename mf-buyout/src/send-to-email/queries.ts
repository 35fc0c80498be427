import { useMutation } from '@tanstack/react-query';
import { buyoutSendToEmail } from '@shop/shared/contract/buyout-flow';
import { useApiClient } from '@shop/shared/http/api-provider';
import { formErrorOf, type FormError } from '@shop/shared/query/form-error';
import { mutationFor } from '@shop/shared/query/route-query';

/** Sends the offer to an e-mail; `onAnswered` gets null when it was sent, else what went wrong for the form. */
export function useSendOfferToEmail(onAnswered: (error: FormError | null) => void) {
  const api = useApiClient();
  return useMutation({
    ...mutationFor(api, buyoutSendToEmail),
    onSuccess: () => onAnswered(null),
    onError: (error) => onAnswered(formErrorOf(error)),
  });
}
