import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { ProductAttribute } from '@shop/shared/contract/catalogue';

/** The product's parameters, one row each. */
export function AttributesTable({ attributes }: { attributes: readonly ProductAttribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <Table>
      <caption>
        <Trans>Parametry</Trans>
      </caption>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={attribute.code}>
            <th scope="row">{attribute.name}</th>
            <td>{attribute.unit ? `${attribute.value} ${attribute.unit}` : attribute.value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.spacing.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.sm};
    border-bottom: ${({ theme }) => theme.borders.hairline} solid ${({ theme }) => theme.colors.borderSubtle};
  }
  th {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
