import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { galleryFileSets, galleryPhotos } from '@shop/shared/contract/gallery';
import { useApiClient } from '@shop/shared/http/api-provider';
import { queryFor } from '@shop/shared/query/route-query';
import { Input } from '@shop/shared/ui/input';
import { Select } from '@shop/shared/ui/select';
import { useLogChoiceFailure } from './log-choice-failure';
import { Radio } from '@shop/shared/ui/choice';

/** `photo_id` from the gallery: a file set found by name, then one of its photos (or none). */
export function PhotoPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useLingui();
  const api = useApiClient();
  const [term, setTerm] = useState('');
  const [fileSet, setFileSet] = useState('');
  const sets = useQuery(queryFor(api, galleryFileSets, { query: { term } }));
  const photos = useQuery({ ...queryFor(api, galleryPhotos, { params: { id: Number(fileSet) || 0 } }), enabled: fileSet !== '' });
  useLogChoiceFailure('gallery file sets', sets.error);
  useLogChoiceFailure('gallery photos', photos.error);
  return (
    <fieldset>
      <legend>
        <Trans>Fotka</Trans> {value !== null && <span data-testid="photo-id">#{value}</span>}
      </legend>
      <label>
        <Trans>Hledat sadu souborů</Trans>
        <Input type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
      </label>
      <Select
        aria-label={t`Sada souborů`}
        placeholder={t`Vyberte sadu`}
        value={fileSet}
        onChange={(event) => setFileSet(event.target.value)}
        options={(sets.data ?? []).map((set) => ({ value: String(set.id), label: `${set.name} (${set.photo_count})` }))}
      />
      <Photos role="radiogroup" aria-label={t`Fotky sady`}>
        <Radio checked={value === null} onChange={() => onChange(null)} label={<Trans>Bez fotky</Trans>} />
        {(photos.data ?? []).map((photo) => (
          <Radio key={photo.id} checked={value === photo.id} onChange={() => onChange(photo.id)} label={<img src={photo.url} alt={photo.alt} width={40} height={40} />} />
        ))}
      </Photos>
    </fieldset>
  );
}

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;
