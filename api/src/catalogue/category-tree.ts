import { asc, eq } from 'drizzle-orm';
import type { Market } from '@shop/shared/contract/common';
import type { CategoryLink } from '@shop/shared/contract/catalogue';
import type { Db } from '../db/database';
import { categories } from '../db/schema/categories';

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  seoName: string;
  urlPath: string;
  filterable: boolean;
  forDisplay: boolean;
  /** The spec keeps it as text ("1", "1.5"); a comma typed by staff counts as a dot. */
  boost: number;
}

/** A market's category tree (a few dozen rows), read once per request that needs it. */
export class CategoryTree {
  private readonly byId = new Map<number, CategoryNode>();

  constructor(readonly nodes: CategoryNode[]) {
    for (const node of nodes) this.byId.set(node.id, node);
  }

  get(id: number): CategoryNode | undefined {
    return this.byId.get(id);
  }

  /** A shown category by the address the menu links; hidden ones (`for_display` off) are not found. */
  byUrlPath(urlPath: string): CategoryNode | undefined {
    return this.nodes.find((node) => node.urlPath === urlPath && this.path(node.id).every((step) => step.forDisplay));
  }

  children(id: number): CategoryNode[] {
    return this.nodes.filter((node) => node.parentId === id && node.forDisplay);
  }

  /** The category and everything below it. */
  subtree(id: number): number[] {
    return [id, ...this.nodes.filter((node) => node.parentId === id).flatMap((node) => this.subtree(node.id))];
  }

  /** From the root down to the category itself. */
  path(id: number): CategoryNode[] {
    const steps: CategoryNode[] = [];
    for (let node = this.byId.get(id); node; node = node.parentId === null ? undefined : this.byId.get(node.parentId)) steps.unshift(node);
    return steps;
  }

  root(id: number): CategoryNode | undefined {
    return this.path(id)[0];
  }

  /** The strongest boost on the way from the root: a boosted root lifts all its makers. */
  effectiveBoost(id: number): number {
    return Math.max(...this.path(id).map((node) => node.boost));
  }
}

export function categoryLink(node: CategoryNode): CategoryLink {
  return { id: node.id, name: node.name, seo_name: node.seoName, url_path: node.urlPath };
}

function parseBoost(text: string): number {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : 1;
}

export async function loadCategoryTree(db: Db, market: Market): Promise<CategoryTree> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.market, market))
    .orderBy(asc(categories.position), asc(categories.id));
  return new CategoryTree(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      parentId: row.parentId,
      seoName: row.seoName,
      urlPath: row.urlPath,
      filterable: row.filterable,
      forDisplay: row.forDisplay,
      boost: parseBoost(row.meilisearchBoost),
    })),
  );
}
