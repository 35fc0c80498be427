import { benchAppraisalThroughput } from './appraisal-throughput';
import { benchBankStatement } from './bank-statement';
import { benchBundleSizes } from './bundle-size';
import { benchCatalogueThroughput } from './catalogue-throughput';
import { benchEmbedSize } from './embed-size';
import { benchSearchThroughput } from './search-throughput';
import { benchCatalogueSearchLatency } from './catalogue-search-latency';
import { writeResults } from './results-file';
import { benchTimeToPrice } from './time-to-price';
import { benchSubmitThroughput } from './submit-throughput';
import { benchPurgeThroughput } from './purge-throughput';
import { benchAddToCartSize } from './add-to-cart-size';
import { benchCategoryTree } from './category-tree';
import { benchTreeFirstRender } from './tree-first-render';
import { benchOrderGrid } from './order-grid';
import { benchSsrPages } from './ssr-pages';

// Figures, not assertions: each benchmark prints a table beside a baseline measured in the same run.
const benchmarks: Record<string, () => Promise<void>> = {
  'bundle-size': benchBundleSizes,
  'embed-size': benchEmbedSize,
  'search-throughput': benchSearchThroughput,
  // The 100,000-product part of search-throughput alone (reusing its seeded database), without the smart search first.
  'catalogue-search': async () => {
    if (!process.env.DATABASE_URL) throw new Error('catalogue-search needs DATABASE_URL: a PostgreSQL server to seed 100,000 products on');
    console.log(`results: ${writeResults('catalogue-search', await benchCatalogueSearchLatency(process.env.DATABASE_URL))}`);
  },
  'time-to-price': benchTimeToPrice,
  'appraisal-throughput': benchAppraisalThroughput,
  'catalogue-throughput': benchCatalogueThroughput,
  'submit-throughput': benchSubmitThroughput,
  'purge-throughput': benchPurgeThroughput,
  'add-to-cart-size': benchAddToCartSize,
  'category-tree': benchCategoryTree,
  'tree-first-render': benchTreeFirstRender,
  'order-grid': benchOrderGrid,
  'bank-statement': benchBankStatement,
  'ssr-pages': benchSsrPages,
};

const only = process.argv.slice(2);
for (const [name, bench] of Object.entries(benchmarks)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n### benchmark: ${name}`);
  await bench();
}
