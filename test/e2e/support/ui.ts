import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import type { Credentials } from './api';

/** Fills the login form and presses 'Accedi' (the page decides where that leads). */
export const submitLogin = async (page: Page, account: Credentials): Promise<void> => {
  await page.goto('/login');
  await page.getByLabel('PEC', { exact: true }).fill(account.pec);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
};

/** Signs in through the login form and waits for the role's home page. */
export const signIn = async (page: Page, account: Credentials, home: RegExp): Promise<void> => {
  await submitLogin(page, account);
  await expect(page).toHaveURL(home);
};

/** Signs out with the header's Logout button. */
export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** Clicks what starts a download and checks the file is a .docx (a zip with word/document.xml). */
export const downloadDocx = async (page: Page, start: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);
  return download;
};

/** The success toast ('Tutto ok!') with a message. */
export const toast = (page: Page, message: string) =>
  page.locator('.toast').filter({ hasText: 'Tutto ok!' }).filter({ hasText: message });

/** A price as the app shows it: it-IT, EUR. */
export const euro = (cents: number): string =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The browser's beforeunload prompts seen on the page, answered with `accept` (leave) or not (stay). */
export const watchLeavePrompts = (page: Page) => {
  const seen: string[] = [];
  let leave = false;
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') return;
    seen.push(dialog.type());
    void (leave ? dialog.accept() : dialog.dismiss());
  });
  return {
    count: () => seen.length,
    /** Whether the next prompts let the page go. */
    setLeave: (value: boolean) => {
      leave = value;
    },
  };
};
