import { colours, manufacturers, models, productTypes } from '../../schema/catalog';
import { hashText, pickSome, seededRandom } from '../random';
import type { SeedStep } from '../seed-step';
import { slugify } from '../slugify';
import { colourPalette } from './colour-palette';
import { modelLines } from './model-lines';
import { productTypeSeeds } from './product-types';

/** `iPhone 15` of Apple -> `apple-iphone-15`; names that already start with the maker are not doubled. */
export function modelSlug(manufacturer: string, name: string): string {
  const full = name.toLowerCase().startsWith(manufacturer.toLowerCase()) ? name : `${manufacturer} ${name}`;
  return slugify(full);
}

export const seedCatalog: SeedStep = {
  name: 'catalog',
  async run(tx) {
    const typeRows = await tx
      .insert(productTypes)
      .values(productTypeSeeds.map((type, position) => ({ ...type, position })))
      .returning({ id: productTypes.id, code: productTypes.code });
    const typeIds = new Map(typeRows.map((row) => [row.code, row.id]));

    const makerNames = [...new Set(modelLines.map((line) => line.manufacturer))].sort();
    const makerRows = await tx
      .insert(manufacturers)
      .values(makerNames.map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: manufacturers.id, name: manufacturers.name });
    const makerIds = new Map(makerRows.map((row) => [row.name, row.id]));

    const modelValues = modelLines.flatMap((line) =>
      line.models.map((model) => ({
        productTypeId: typeIds.get(line.type)!,
        manufacturerId: makerIds.get(line.manufacturer)!,
        name: model.name,
        slug: modelSlug(line.manufacturer, model.name),
        releaseYear: model.year,
        palette: line.palette,
      })),
    );
    const modelRows = await tx
      .insert(models)
      .values(modelValues.map(({ palette: _palette, ...model }) => model))
      .returning({ id: models.id, slug: models.slug });
    const modelIds = new Map(modelRows.map((row) => [row.slug, row.id]));

    const colourValues = modelValues.flatMap((model) => {
      const random = seededRandom(hashText(model.slug));
      return pickSome(random, model.palette, 2, 5).map((name) => ({ modelId: modelIds.get(model.slug)!, ...colourPalette[name] }));
    });
    await tx.insert(colours).values(colourValues);
  },
};
