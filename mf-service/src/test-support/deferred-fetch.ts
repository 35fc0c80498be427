import { act } from '@testing-library/react';
import type { FakeAnswer } from '@shop/shared/http/fake-fetch';

export interface PendingRequest {
  url: string;
  init: RequestInit;
  /** Answers this request now (inside act, so React sees the update). */
  respond(answer: FakeAnswer): Promise<void>;
}

/**
 * For tests only: a stand-in fetch whose answers the test releases one by one, in any order,
 * to show what happens when an older answer arrives after a newer one.
 */
export function deferredFetch() {
  const pending: PendingRequest[] = [];
  const fetchImpl = ((resource: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve) => {
      pending.push({
        url: String(resource),
        init,
        respond: async ({ status, body, headers = {} }) => {
          await act(async () => {
            resolve({
              ok: status >= 200 && status < 300,
              status,
              headers: new Headers(headers),
              text: async () => (body === undefined ? '' : JSON.stringify(body)),
            } as unknown as Response);
          });
        },
      });
    })) as typeof fetch;
  return { pending, fetchImpl };
}
