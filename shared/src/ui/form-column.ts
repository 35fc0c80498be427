import styled from 'styled-components';

/** A form of stacked fields (login, registration, an address): as wide as a field is useful, not as the page. */
export const FormColumn = styled.form`
  max-width: ${({ theme }) => theme.sizes.measure.form};
`;
