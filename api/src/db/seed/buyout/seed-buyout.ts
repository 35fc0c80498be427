import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { QUALITIES, type Quality } from '@shop/shared/buyout/quality';
import type { Market } from '@shop/shared/contract/common';
import { pagePath } from '@shop/shared/routing/page-paths';
import { manufacturers, models, productTypes } from '../../schema/catalog';
import {
  buyoutAppraisalResults,
  buyoutAppraisals,
  buyoutConditionChoices,
  buyoutConditions,
  buyoutPriceCorrections,
} from '../../schema/buyout';
import type { Db } from '../../database';
import type { ProductTypeCode } from '../catalog/product-types';
import type { SeedStep } from '../seed-step';
import { conditionSeeds, type CorrectionRule } from './condition-seeds';
import { gradePrices, roundPrice, type PricedModel } from './model-prices';

const MARKETS: readonly Market[] = ['CZ', 'RO'];

/** Anchors on the buyout page that explain each grade; `nevykupujeme` for answers that rule the buyout out. */
const GRADE_ANCHOR: Record<Market, string> = { CZ: 'kvalita', RO: 'calitate' };
export function gradeUrl(market: Market, quality: Quality | null): string {
  const grade = quality === null ? (market === 'CZ' ? 'nevykupujeme' : 'nu-cumparam') : quality.toLowerCase().replace('+', '-plus');
  return `${pagePath(market, 'buyout')}#${GRADE_ANCHOR[market]}-${grade}`;
}

function correctionAmount(rule: CorrectionRule, top: number, market: Market): number {
  const amount = roundPrice(top * rule.shareOfTopPrice, market);
  const floor = rule.atLeast?.[market];
  return floor !== undefined && amount > 0 ? Math.max(amount, floor) : amount;
}

async function insertConditions(tx: Db) {
  const choiceIds = new Map<string, number>();
  for (const [position, seed] of conditionSeeds.entries()) {
    const [condition] = await tx
      .insert(buyoutConditions)
      .values({ code: seed.code, type: seed.type, nameCs: seed.nameCs, nameRo: seed.nameRo, defaultValues: seed.defaultValues, position })
      .returning({ id: buyoutConditions.id });
    const rows = await tx
      .insert(buyoutConditionChoices)
      .values(seed.choices.map((choice, index) => ({ conditionId: condition!.id, value: choice.value, labelCs: choice.labelCs, labelRo: choice.labelRo, quality: choice.quality, position: index })))
      .returning({ id: buyoutConditionChoices.id, value: buyoutConditionChoices.value });
    for (const row of rows) choiceIds.set(`${seed.code}/${row.value}`, row.id);
  }
  return choiceIds;
}

/**
 * Appraisal tables for every model in both markets: grade prices by brand, variant and age,
 * the floor, one result per grade plus the "not bought out" one, and the price corrections.
 * `version` is a digest of everything the customer's price depends on.
 */
export const seedBuyout: SeedStep = {
  name: 'buyout',
  async run(tx) {
    const choiceIds = await insertConditions(tx);
    const year = new Date().getFullYear();
    const modelRows = await tx
      .select({ id: models.id, name: models.name, releaseYear: models.releaseYear, manufacturer: manufacturers.name, type: productTypes.code })
      .from(models)
      .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id))
      .innerJoin(productTypes, eq(models.productTypeId, productTypes.id));

    for (const market of MARKETS) {
      const planned = modelRows.map((row) => {
        const model: PricedModel = { ...row, type: row.type as ProductTypeCode };
        const { prices, minimal } = gradePrices(model, market, year);
        const corrections = conditionSeeds.flatMap((condition) =>
          condition.choices.flatMap((choice) =>
            choice.correction ? [{ choiceId: choiceIds.get(`${condition.code}/${choice.value}`)!, amount: correctionAmount(choice.correction, prices['A+'], market) }] : [],
          ),
        );
        const version = createHash('sha256').update(JSON.stringify({ prices, minimal, corrections, conditionSeeds })).digest('base64url').slice(0, 12);
        return { modelId: row.id, prices, minimal, corrections, version };
      });
      const appraisalRows = await tx
        .insert(buyoutAppraisals)
        .values(planned.map((plan) => ({ modelId: plan.modelId, market, version: plan.version, minimalBuyoutPrice: plan.minimal })))
        .returning({ id: buyoutAppraisals.id, modelId: buyoutAppraisals.modelId });
      const appraisalIds = new Map(appraisalRows.map((row) => [row.modelId, row.id]));
      await tx.insert(buyoutAppraisalResults).values(
        planned.flatMap((plan) => [
          ...QUALITIES.map((quality) => ({ appraisalId: appraisalIds.get(plan.modelId)!, quality, price: plan.prices[quality], url: gradeUrl(market, quality) })),
          { appraisalId: appraisalIds.get(plan.modelId)!, quality: null, price: 0, url: gradeUrl(market, null) },
        ]),
      );
      await tx
        .insert(buyoutPriceCorrections)
        .values(planned.flatMap((plan) => plan.corrections.map((correction) => ({ appraisalId: appraisalIds.get(plan.modelId)!, ...correction }))));
    }
  },
};
