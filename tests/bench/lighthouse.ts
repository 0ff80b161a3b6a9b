/**
 * Lighthouse (mobile, its default config) on the public pages: `/`, `/about` and an article when the
 * articles pages are there. The `lighthouse` npm package drives Debian's Chromium through
 * chrome-launcher; nothing leaves the machine. Needs a built dist/web (and its -ssr renderer).
 * Prints one JSON line: per URL, the four category scores (0–100) and the main timings.
 */
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startServer } from '../support/server.ts';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/about,/articles/vision-2030').split(',');

const server = await startServer({ RATE_LIMITS: 'off' });
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const results: Record<string, unknown>[] = [];
try {
  for (const path of PATHS) {
    const url = server.url + path;
    if ((await fetch(url)).status !== 200) {
      results.push({ path, skipped: 'not 200' });
      continue;
    }
    const runs = [];
    const errors: string[] = [];
    // Three runs, the median performance kept: one run moves with the machine's other load. A run whose
    // metrics failed (a score of null, seen once under heavy load) is recorded and run again, twice at most.
    const wanted = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    for (let attempt = 0; runs.length < wanted && attempt < wanted + 2; attempt++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError || categories.performance?.score == null) {
        errors.push(result.lhr.runtimeError?.code ?? 'performance not scored');
        continue;
      }
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failed = Object.values(categories)
        .filter((c) => c.id !== 'performance')
        .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        failed,
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    results.push({ path, median: runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((r) => r.performance), errors });
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(JSON.stringify({ lighthouse: results }));
