/** Where a model's label image and product information sheet (page and PDF) are served, by the master product's SEO name. */
export const ENERGY_LABEL_ROUTE = '/api/new/catalogue/energy-label/:seo_name/label.svg';
export const PRODUCT_SHEET_ROUTE = '/api/new/catalogue/energy-label/:seo_name/sheet/';
export const PRODUCT_SHEET_PDF_ROUTE = '/api/new/catalogue/energy-label/:seo_name/sheet.pdf';

export function energyLabelPaths(masterSeoName: string): { label_url: string; sheet_url: string } {
  const name = encodeURIComponent(masterSeoName);
  return { label_url: ENERGY_LABEL_ROUTE.replace(':seo_name', name), sheet_url: PRODUCT_SHEET_ROUTE.replace(':seo_name', name) };
}

/** The sheet as a PDF, linked from the sheet's page. */
export function productSheetPdfPath(masterSeoName: string): string {
  return PRODUCT_SHEET_PDF_ROUTE.replace(':seo_name', encodeURIComponent(masterSeoName));
}
