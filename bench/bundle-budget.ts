// `npm test` runs this right after the build: it fails when the JavaScript of a first visit to `/`
// exceeds the budget, naming the chunks so the cause is easy to find.
import { FIRST_LOAD_BUDGET_KB, measureRoutes } from './bundle';

const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? FIRST_LOAD_BUDGET_KB);
const [home] = measureRoutes(undefined, ['/']);
const line = `first load of / : ${home!.gzipKb} KB gzip (${home!.rawKb} KB raw), budget ${budgetKb} KB`;
if (home!.gzipKb > budgetKb) {
  console.error(`Bundle budget exceeded: ${line}\nChunks: ${home!.files.join(', ')}\nSee what the entry imports (web/src/main.tsx, app/providers, app/layout): pages and widgets not needed for the first render belong in lazy chunks.`);
  process.exit(1);
}
console.log(`Bundle budget met: ${line}`);
