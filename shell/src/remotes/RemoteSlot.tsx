import { useEffect, useState, type ComponentType } from 'react';
import { Spinner } from '@shop/shared/ui/spinner';
import { useRemoteLoader } from './remote-loader-context';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { SectionLoadFailed } from './SectionLoadFailed';

type SlotState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

/** What was asked for: a new remote, module or attempt is loading until its own answer comes. */
interface SlotRequest {
  load: unknown;
  remote: string;
  exposed: string;
  attempt: number;
}

const sameRequest = (a: SlotRequest, b: SlotRequest) => a.load === b.load && a.remote === b.remote && a.exposed === b.exposed && a.attempt === b.attempt;

interface RemoteSlotProps<P> {
  remote: string;
  exposed: string;
  props: P;
}

/**
 * One place on a page filled by a remote: a loading state while it arrives, a fallback in
 * this slot only when it cannot be loaded or throws, and a retry that tries again for real.
 */
export function RemoteSlot<P extends object>({ remote, exposed, props }: RemoteSlotProps<P>) {
  const load = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const request: SlotRequest = { load, remote, exposed, attempt };
  // A module loaded before this slot mounted (the page waited for it, bootstrap.tsx) renders in the slot's first pass.
  const [answer, setAnswer] = useState<{ request: SlotRequest; state: SlotState<P> } | null>(() => {
    const module = load.loaded?.<{ default: ComponentType<P> }>(remote, exposed);
    return module ? { request, state: { status: 'ready', Component: module.default } } : null;
  });
  const state: SlotState<P> = answer !== null && sameRequest(answer.request, request) ? answer.state : { status: 'loading' };

  useEffect(() => {
    let current = true;
    const asked = { load, remote, exposed, attempt };
    load<{ default: ComponentType<P> }>(remote, exposed).then(
      (module) =>
        current &&
        // The same module shown from the first pass keeps its state object: no second render of the whole remote.
        setAnswer((shown) =>
          shown !== null && sameRequest(shown.request, asked) && shown.state.status === 'ready' && shown.state.Component === module.default
            ? shown
            : { request: asked, state: { status: 'ready', Component: module.default } },
        ),
      (error: unknown) => {
        console.warn(error);
        if (current) setAnswer({ request: asked, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [load, remote, exposed, attempt]);

  const fallback = (retry: () => void) => <SectionLoadFailed retry={retry} />;

  if (state.status === 'loading') {
    return (
      <div data-testid="remote-loading" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  if (state.status === 'failed') return fallback(() => setAttempt((n) => n + 1));
  const { Component } = state;
  return (
    <SlotErrorBoundary fallback={fallback}>
      <Component {...props} />
    </SlotErrorBoundary>
  );
}
