import type { ReactNode } from 'react';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-registry';

/** What a stubbed remote renders: which module was asked for and the product it was given, if any. */
function StubModule({ remote, exposed, product }: { remote: string; exposed: string; product?: { code: string } }) {
  return <span data-testid="remote-stub" data-remote={`${remote}/${exposed}`} data-product={product?.code ?? ''} />;
}

/** For component tests of shell pages that hold remote slots (the cart's button on tiles): every remote loads at once as a stub. */
export function StubRemotes({ children }: { children: ReactNode }) {
  const load = ((remote: string, exposed: string) =>
    Promise.resolve({ default: (props: { product?: { code: string } }) => <StubModule remote={remote} exposed={exposed} product={props.product} /> })) as RemoteLoader;
  return <RemoteLoaderContext.Provider value={load}>{children}</RemoteLoaderContext.Provider>;
}
