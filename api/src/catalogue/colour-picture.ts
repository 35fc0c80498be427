import { sql } from 'drizzle-orm';
import { modelPictureUrl } from '@shop/shared/catalogue/product-picture';
import { colours, manufacturers, models, productTypes } from '../db/schema/catalog';

/** What a colour's picture is drawn from; select these with the colour (joins on models, manufacturers, product types). */
export const colourPictureColumns = {
  typeCode: sql<string>`${productTypes.code}`,
  manufacturerName: sql<string>`${manufacturers.name}`,
  // The model's name picks its drawing (camera layout, notch or punch-hole, fold): shared/src/catalogue/picture-design.ts.
  modelName: sql<string>`${models.name}`,
  hex: sql<string>`${colours.hex}`,
};

/**
 * The catalogue's drawing of the model, from the back: at the selector's small size the front is
 * mostly screen, the back shows the colour the customer picks.
 */
export function colourPicture(row: { typeCode: string; manufacturerName: string; modelName: string; hex: string }): string {
  return modelPictureUrl(row.typeCode, row.manufacturerName, row.hex, 'back', row.modelName);
}
