/** The discount code row behind every student card (ISIC): its percentage, validity and limits apply to card holders. */
export const studentCardCode = 'STUDENTISC';
