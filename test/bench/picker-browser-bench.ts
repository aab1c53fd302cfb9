import { chromium, type Page } from 'playwright-core';
import type { AskedQuestion } from '@redigo/shared/domain/question';
import { paths } from '@redigo/shared/paths';
import { answersUpToFirstGroup } from '../support/answers-up-to-group';
import { CHROMIUM_ARGS, lawyerStorage } from './spa-bench';

const LEASE = 'Contratto di locazione abitativa 4+4';
const DRAFT = 'Bench rubrica';

export interface PickerInBrowser {
  runs: number;
  /** «Scegli dalla rubrica» clicked until the dialog lists contacts. */
  openP95Ms: number;
  /** A result clicked until the dialog is gone and the card shows the contact's surname. */
  fillP95Ms: number;
}

const call = async <T>(url: string, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

/** A draft of the seeded lease answered up to its landlords, the first party group. */
const leaseDraft = async (url: string, token: string): Promise<void> => {
  const catalogue = await call<{ results: { id: string; name: string }[] }>(
    url,
    token,
    'GET',
    '/template?limit=100',
  );
  const lease = catalogue.results.find((template) => template.name === LEASE);
  if (!lease) throw new Error(`No template ${LEASE}`);
  const answers = await answersUpToFirstGroup((given) =>
    call<AskedQuestion>(url, token, 'POST', `/contract/questions?type=${lease.id}`, given),
  );
  await call(url, token, 'PUT', '/contract', { name: DRAFT, type: lease.id, status: 'TO_COMPLETE', answers });
};

const p95 = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? 0;

/** Clicks «Scegli dalla rubrica» in the page and times, there, until the first result is drawn. */
const timeOpen = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const button = Array.from(document.querySelectorAll('button')).find((b) =>
          b.textContent?.startsWith('Scegli dalla rubrica'),
        );
        const start = performance.now();
        button?.click();
        const tick = () =>
          document.querySelector('.contact-picker__option')
            ? resolve(performance.now() - start)
            : requestAnimationFrame(tick);
        tick();
      }),
  );

/**
 * Clicks the result named `name` and times, in the page, until the dialog is gone and the card says it was filled
 * from it (its status line is written in the same render as the fields).
 */
const timeFill = (page: Page, name: string): Promise<number> =>
  page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const option = Array.from(
          document.querySelectorAll<HTMLButtonElement>('.contact-picker__option'),
        ).find((candidate) => candidate.querySelector('.contact-picker__name')?.textContent === wanted);
        const start = performance.now();
        option?.click();
        const filled = () =>
          !document.querySelector('[role=dialog]') &&
          Boolean(
            document.querySelector('.group-item__status')?.textContent?.includes(`I dati di ${wanted} `),
          );
        const tick = () => (filled() ? resolve(performance.now() - start) : requestAnimationFrame(tick));
        tick();
      }),
    name,
  );

/** Two different names among the results the picker opens on, so that each fill changes the card. */
const twoNames = async (page: Page): Promise<[string, string]> => {
  const names = await page.locator('.contact-picker__name').allTextContents();
  const second = names.find((name) => name !== names[0]);
  if (!names[0] || !second) throw new Error('The picker did not list two different contacts');
  return [names[0], second];
};

/**
 * The picker in headless Chromium on the stack's SPA, the demo lawyer signed in: a draft of the lease resumed at its
 * landlords, then «Scegli dalla rubrica» opened and a result picked `runs` times (after 3 untimed), alternating two
 * different results so that each fill changes the card. Timed inside the page (no Playwright round trip in the figure).
 */
export const measurePickerInChromium = async (
  url: string,
  token: string,
  runs: number,
): Promise<PickerInBrowser> => {
  await leaseDraft(url, token);
  const storage = await lawyerStorage(url);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((items) => {
      Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value));
    }, storage);
    const page = await context.newPage();
    await page.goto(`${url}${paths.historical}?vista=bozze&cerca=${encodeURIComponent(DRAFT)}`);
    await page.getByRole('button', { name: 'Riprendi' }).first().click();
    await page
      .getByRole('button', { name: 'Scegli dalla rubrica per Locatore 1' })
      .waitFor({ timeout: 30_000 });
    const [open, fill]: [number[], number[]] = [[], []];
    let names: [string, string] | undefined;
    for (let run = -3; run < runs; run += 1) {
      const opened = await timeOpen(page);
      names ??= await twoNames(page);
      const filled = await timeFill(page, names[Math.abs(run) % 2] as string);
      if (run < 0) continue;
      open.push(opened);
      fill.push(filled);
    }
    return { runs, openP95Ms: p95(open), fillP95Ms: p95(fill) };
  } finally {
    await browser.close();
  }
};
