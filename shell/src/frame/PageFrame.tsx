import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The frame every page sits in: skip link, header with the menu, the page as the main landmark, footer. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
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
  max-width: 1200px;
  min-height: 60vh;
  margin: 0 auto;
  padding: 16px;
  &:focus {
    outline: none;
  }
`;
