import { chromium, type Browser } from 'playwright-core';
import { paths } from '@redigo/shared/paths';
import { demoAccounts } from '../../infra/src/seed/seed-accounts';
import { FLOOR_PAGE } from './bench-stack';

/** What web/build.mjs's `buildWeb` returns: gzip bytes of the first load's JS, the admin chunk and the CSS. */
export interface WebSizes {
  initialJs: number;
  adminJs: number;
  css: number;
  /** docx-preview with jszip, gzip bytes, and whether any of it is in the first load (it must not be). */
  docxPreviewJs: number;
  docxPreviewInFirstLoad: boolean;
}

export interface FirstPaint {
  runs: number;
  /** First contentful paint of the catalogue, signed in as the demo lawyer, in a fresh browser context. */
  catalogueFcpMedianMs: number;
  /** When the first template card is on the page (the catalogue's data has arrived and rendered). */
  catalogueCardsMedianMs: number;
  /** First contentful paint of a static page with a heading only, from the same server: the floor. */
  floorFcpMedianMs: number;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The storage the SPA keeps after the demo lawyer signs in (web/src/lib/storage.ts). */
export const lawyerStorage = async (url: string): Promise<Record<string, string>> => {
  const account = demoAccounts({}).find((candidate) => candidate.role === 'user');
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pec: account?.pec, password: account?.password }),
  });
  const [token, refresh] = [response.headers.get('authorization'), response.headers.get('refresh')];
  if (response.status !== 200 || !token || !refresh) throw new Error(`Lawyer login: ${response.status}`);
  const user = ((await response.json()) as { data: object }).data;
  return {
    userToken: token.replace(/^Bearer\s+/i, ''),
    userRefreshToken: refresh,
    user: JSON.stringify({ ...user, pec: account?.pec }),
  };
};

const FCP_SCRIPT = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      const paint = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
      if (paint) resolve(paint.startTime);
    }).observe({ type: 'paint', buffered: true });
  });

/** One visit in a fresh context (empty cache, as on a first visit): its FCP and, for the SPA, the cards' time. */
const visit = async (browser: Browser, url: string, storage?: Record<string, string>) => {
  const context = await browser.newContext();
  try {
    if (storage) {
      await context.addInitScript((items) => {
        Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value));
      }, storage);
    }
    const page = await context.newPage();
    await page.goto(url, { timeout: 30_000 });
    const fcpMs = await page.evaluate(FCP_SCRIPT);
    if (!storage) return { fcpMs, cardsMs: 0 };
    const cards = await page.waitForFunction(
      () => (document.querySelector('.template-grid') ? performance.now() : false),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    return { fcpMs, cardsMs: Number(await cards.jsonValue()) };
  } finally {
    await context.close();
  }
};

/**
 * First contentful paint of the catalogue (`/user/contratti`, the lawyer signed in through localStorage) and of
 * the floor page, in headless Chromium (`/usr/bin/chromium`), `runs` fresh contexts each after one untimed
 * visit of both. The browser is closed even when a visit fails.
 */
export const measureFirstPaint = async (url: string, runs: number): Promise<FirstPaint> => {
  const storage = await lawyerStorage(url);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const catalogue: { fcpMs: number; cardsMs: number }[] = [];
    const floor: number[] = [];
    for (let run = -1; run < runs; run += 1) {
      const spa = await visit(browser, `${url}${paths.contracts}`, storage);
      const { fcpMs } = await visit(browser, `${url}${FLOOR_PAGE}`);
      if (run < 0) continue;
      catalogue.push(spa);
      floor.push(fcpMs);
    }
    return {
      runs,
      catalogueFcpMedianMs: median(catalogue.map((visited) => visited.fcpMs)),
      catalogueCardsMedianMs: median(catalogue.map((visited) => visited.cardsMs)),
      floorFcpMedianMs: median(floor),
    };
  } finally {
    await browser.close();
  }
};
