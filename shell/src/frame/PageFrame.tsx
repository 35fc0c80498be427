import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The frame every page sits in: skip link, header with the menu, the page as the main landmark, footer.
 * `notice` (the consent banner) comes right after the skip link: a link before it would make the skip
 * link no longer the page's first link, and axe would count it as content outside any landmark.
 */
export function PageFrame({ notice, children }: { notice?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      {notice}
      <Header />
      {/* tabIndex -1: the skip link's target must take focus without becoming a Tab stop. */}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}

const Main = styled.main`
  max-width: ${({ theme }) => theme.sizes.content};
  min-height: 60vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.md};
  &:focus {
    outline: none;
  }
`;
