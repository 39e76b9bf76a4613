import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../src/server/accounts/accounts.service.ts';
import { openDb } from '../../src/server/db/client.ts';
import { baseUrl, launch } from './browser.ts';
import { lastMailTo } from './mail-peer.ts';
import { startIssuer } from './third-party-peers.ts';

/**
 * The login overlay and the account pages in Chromium, each flow end to end against the built site:
 * the test reads the slider's gap and the text messages from the site's database and the e-mails
 * from the SMTP peer, as a person reads the screen and their phone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

let visitors = 0;
/** A desktop visitor with an address of their own (the site trusts X-Forwarded-For here, as behind its proxy). */
function visitor(locale = 'en-US'): Promise<BrowserContext> {
  visitors++;
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale,
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitors}` },
  });
}

/** A visitor already signed in as a member (through the API, as a previous visit would have left them). */
async function signedInVisitor(account: string, password: string): Promise<BrowserContext> {
  const context = await visitor();
  const res = await context.request.post('/api/v1/oauth/login', { data: { account, password }, headers: { origin: baseUrl() } });
  expect(res.status()).toBe(200);
  return context;
}

const site = () => new DatabaseSync(inject('sitePath'), { readOnly: true });

/** A member made straight in the site's database. */
async function member(fields: { email?: string; phone?: string; password?: string; nickname?: string }): Promise<void> {
  const db = openDb({ sqlitePath: inject('sitePath'), databaseUrl: '' });
  await createUser(db.db, fields);
  await db.close();
}

function lastSmsCode(phone: string): string {
  const db = site();
  const row = db.prepare('select body from sms_outbox where phone = ? order by created_at desc limit 1').get(phone) as
    { body: string } | undefined;
  db.close();
  return /\b(\d{4})\b/.exec(row!.body)![1];
}

/**
 * Drags the slider like a hand: to the gap the server drew, eased, with uneven steps in time; or, with
 * `keys`, moves it as a keyboard user does (Shift+arrow for long steps, arrow for short ones, Enter).
 */
async function solveSlider(page: Page, { keys = false } = {}): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  await handle.waitFor();
  await page.locator('.slider-picture img.slider-piece').waitFor();
  const db = site();
  const { gap_x } = db.prepare('select gap_x from captcha_challenges where solved_at is null order by created_at desc limit 1').get() as {
    gap_x: number;
  };
  db.close();
  if (keys) {
    await handle.focus();
    for (let i = 0; i < Math.floor(gap_x / 20); i++) {
      await page.keyboard.press('Shift+ArrowRight');
      await page.waitForTimeout(90 + (i % 4) * 30);
    }
    for (let i = 0; i < Math.floor((gap_x % 20) / 4); i++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(120 + (i % 2) * 40);
    }
    await page.keyboard.press('Enter');
  } else {
    const box = (await handle.boundingBox())!;
    const x0 = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    await page.mouse.move(x0, y);
    await page.mouse.down();
    for (let i = 1; i <= 11; i++) {
      await page.mouse.move(x0 + Math.round((gap_x * (1 - Math.cos((Math.PI * i) / 11))) / 2), y);
      await page.waitForTimeout(35 + (i % 3) * 20);
    }
    await page.mouse.up();
  }
  // 'verified' shows for a moment, then the slider gives way to the step it guarded.
  await expect.poll(() => page.locator('.slider-captcha[data-state="verified"]').count()).toBe(1);
  await page.locator('.slider-captcha').waitFor({ state: 'detached' });
}

/** Opens the login overlay from the header's "Log in" link. */
async function openOverlay(page: Page) {
  await page.locator('[data-header] a[data-login]').click();
  const dialog = page.locator('dialog.login-frame');
  await dialog.waitFor({ state: 'visible' });
  return dialog;
}

/** Phone, slider and code: fills the phone fields of the open view and waits for the text message. */
async function phoneCode(page: Page, scope: ReturnType<Page['locator']>, areaCode: string, national: string, e164: string): Promise<void> {
  await scope.locator('input[name="areaCode"]').fill(areaCode);
  await scope.locator('input[name="phone"]').fill(national);
  await scope.getByTestId('send-code').click();
  await solveSlider(page);
  await expect.poll(() => scope.getByTestId('send-code').textContent()).toMatch(/Resend in \d+ s/);
  await scope.locator('input[name="code"]').fill(lastSmsCode(e164));
}

/** Signs in with account and password in the open overlay (mode 1). */
async function passwordLogin(dialog: ReturnType<Page['locator']>, account: string, password: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'Password' }).click();
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

const memberMenuShown = (page: Page) => page.locator('[data-header] details[data-when="member"]').isVisible();

describe('the login overlay in Chromium', () => {
  it('signs in with phone and code (the default), and the page changes without a reload', async () => {
    // Each test has phones of its own: a phone gets one code a minute, and other files send codes too.
    await member({ phone: '+442079460042', nickname: 'Phone Member' });
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/en/about');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const dialog = await openOverlay(page);
    expect(await dialog.getByRole('tab', { selected: true }).textContent()).toBe('Phone and code');
    await phoneCode(page, dialog, '0044', '020 7946 0042', '+442079460042');
    // The agreement is asked for before signing in.
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please read and accept the service agreement');
    await dialog.locator('input[name="agreement"]').check();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await memberMenuShown(page)).toBe(true);
    // The menu is labelled with the member's nickname (from the login answer, then the 600 s summary).
    expect(await page.locator('[data-header] [data-member-name]').textContent()).toBe('Phone Member');
    expect(await page.locator('[data-header] a[data-login]').isVisible()).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The session cookie is HttpOnly: script sees only the marker.
    expect(await page.evaluate(() => document.cookie)).not.toContain('Authorization=');
    expect((await context.cookies()).find((c) => c.name === 'Authorization')?.httpOnly).toBe(true);
    // A new page is rendered for the member.
    await page.goto('/en/about');
    expect(await memberMenuShown(page)).toBe(true);
    await expect.poll(() => page.locator('[data-header] [data-member-name]').textContent()).toBe('Phone Member');
    // Signed out, the cached summary goes too.
    page.once('dialog', (d) => void d.accept());
    await page.locator('[data-header] details[data-when="member"] summary').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/en$/);
    expect(await memberMenuShown(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('session:user'))).toBeNull();
    await context.close();
  });

  it('asks for the slider after three wrong passwords (solved with the keyboard), then signs in with the right one', async () => {
    await member({ email: 'slider@example.com', password: 'secret-9' });
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/en');
    const dialog = await openOverlay(page);
    await dialog.getByRole('tab', { name: 'Password' }).click();
    await dialog.locator('input[name="account"]').fill('slider@example.com');
    for (let i = 0; i < 3; i++) {
      await dialog.locator('input[name="password"]').fill(`wrong-${i}`);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The account or password is incorrect');
      await expect.poll(() => dialog.getByRole('button', { name: 'Log in', exact: true }).isEnabled()).toBe(true);
    }
    await dialog.locator('input[name="password"]').fill('secret-9');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toBe('Please complete the slider first');
    // This one is solved with the keyboard: the slider must stay usable without a pointer.
    await solveSlider(page, { keys: true });
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await memberMenuShown(page)).toBe(true);
    await context.close();
  });

  it('resets a password by a code in the smaller frame, then signs in with the new one', async () => {
    await member({ phone: '+442079460031', password: 'old-secret' });
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/en');
    const dialog = await openOverlay(page);
    await dialog.getByRole('tab', { name: 'Password' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    expect(await dialog.getAttribute('data-mode')).toBe('2');
    expect(await dialog.getAttribute('class')).toContain('small');
    await phoneCode(page, dialog, '0044', '020 7946 0031', '+442079460031');
    await dialog.locator('input[name="password"]').fill('new-secret');
    await dialog.locator('input[name="confirm"]').fill('new-secrex');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The two entered passwords do not match');
    await dialog.locator('input[name="confirm"]').fill('new-secret');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Your password has been reset');
    await dialog.getByRole('button', { name: 'Back to log in' }).click();
    await passwordLogin(dialog, '+442079460031', 'new-secret');
    await dialog.waitFor({ state: 'hidden' });
    expect(await memberMenuShown(page)).toBe(true);
    await context.close();
  });

  it('logs a computer in by QR code confirmed on a signed-in phone and then on the computer, without a reload', async () => {
    await member({ email: 'qr-browser@example.com', password: 'secret-1' });
    const computer = await visitor();
    const desk = await computer.newPage();
    await desk.goto('/en/about');
    await desk.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const dialog = await openOverlay(desk);
    await dialog.getByRole('tab', { name: 'Scan QR code' }).click();
    await dialog.locator('.qr-picture img').waitFor();
    // The phone opens the picture's link (the newest QR login), signs in there, and is back on it.
    const phone = await visitor();
    const db = site();
    const { id } = db.prepare('select id from qr_logins order by created_at desc limit 1').get() as { id: string };
    db.close();
    const mobile = await phone.newPage();
    await mobile.goto(`/en/qrLogin?id=${id}`);
    await mobile.locator('main').getByRole('link', { name: 'Log in' }).click();
    await passwordLogin(mobile.locator('dialog.login-frame'), 'qr-browser@example.com', 'secret-1');
    await mobile.getByRole('button', { name: 'Confirm login' }).waitFor();
    await expect.poll(() => dialog.locator('.qr-hint').textContent(), { timeout: 10_000 }).toBe('Scanned: confirm the login on your phone');
    // The phone shows which computer asks before it confirms.
    expect(await mobile.locator('[data-qr-device]').isVisible()).toBe(true);
    await mobile.getByRole('button', { name: 'Confirm login' }).click();
    // The computer shows whose account is about to sign in, and signs in only once confirmed there too.
    await expect
      .poll(() => dialog.locator('.qr-hint').textContent(), { timeout: 10_000 })
      .toBe('Your phone confirmed. Log this computer in as q••••@example.com?');
    expect(await memberMenuShown(desk)).toBe(false);
    await dialog.getByRole('button', { name: 'Log in on this computer' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await memberMenuShown(desk)).toBe(true);
    expect(await desk.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await computer.close();
    await phone.close();
  });

  it('opens in mode 3 for an openid, and closing takes the openid out of the address', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/en/about?openid=some-ticket&x=1');
    const dialog = page.locator('dialog.login-frame');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('data-mode')).toBe('3');
    expect(await dialog.getByRole('heading').textContent()).toBe('Bind a phone number');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('?x=1');
    await context.close();
  });

  it('opens from the mobile bar on a phone-sized screen, fitting the screen', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      baseURL: baseUrl(),
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.250' },
    });
    const page = await context.newPage();
    await page.goto('/en/about');
    // The bar keeps to one line: its words are in the menu.
    await page.locator('.mobile-menu summary').click();
    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = page.locator('dialog.login-frame');
    await dialog.waitFor({ state: 'visible' });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('gives languages other than Chinese a taller frame', async () => {
    const context = await visitor();
    const page = await context.newPage();
    for (const [lang, tall] of [
      ['ar', true],
      ['zh-cn', false],
      ['de', true],
    ] as const) {
      await page.goto(`/${lang}`);
      const dialog = await openOverlay(page);
      expect((await dialog.getAttribute('class'))!.includes('tall')).toBe(tall);
    }
    await context.close();
  });
});

describe('the account pages in Chromium', () => {
  it('changes the password on its page, and binds an e-mail with the code from the SMTP peer', async () => {
    await member({ email: 'pages@example.com', password: 'secret-1' });
    const context = await signedInVisitor('pages@example.com', 'secret-1');
    const page = await context.newPage();
    await page.goto('/en/changePassword');
    await page.locator('input[name="oldPassword"]').fill('secret-1');
    await page.locator('input[name="password"]').fill('secret-1');
    await page.locator('input[name="confirm"]').fill('secret-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('The new password must be different from the current one');
    await page.locator('input[name="oldPassword"]').fill('secret-1');
    await page.locator('input[name="password"]').fill('secret-2');
    await page.locator('input[name="confirm"]').fill('secret-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await page.getByRole('status').textContent()).toBe('Your password has been changed');

    // The security page binds an e-mail: a code to the address, read from the SMTP peer.
    await page.goto('/en/user?id=security&type=1');
    await page.locator('input[name="email"]').fill('new-address@example.com');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    expect(await page.getByRole('status').first().textContent()).toContain('We sent a code to new-address@example.com');
    // The resend waits out its minute.
    expect(await page.locator('button[data-countdown]').isDisabled()).toBe(true);
    await expect.poll(() => lastMailTo(inject('mailDir'), 'new-address@example.com')).toBeDefined();
    const code = /\b(\d{4})\b/.exec(lastMailTo(inject('mailDir'), 'new-address@example.com')!.split('\r\n\r\n').slice(1).join('\n'))![1];
    await page.locator('input[name="code"]').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(await page.getByRole('status').textContent()).toBe('Your e-mail address is bound and confirmed.');
    await page.goto('/en/user?id=security&type=1');
    expect(await page.locator('#bind-email').textContent()).toContain('new-address@example.com (confirmed)');
    await context.close();
  });

  it('binds an e-mail in the overlay (mode 4) from the prompt a member without one sees', async () => {
    await member({ phone: '+442079460032', password: 'secret-1' });
    const context = await signedInVisitor('+442079460032', 'secret-1');
    const page = await context.newPage();
    await page.goto('/en/user?id=security&type=1');
    await page.getByRole('note').getByRole('link').click();
    const dialog = page.locator('dialog.login-frame');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('data-mode')).toBe('4');
    await dialog.locator('input[name="email"]').fill('overlay@example.com');
    await dialog.getByTestId('send-email-code').click();
    await expect.poll(() => dialog.getByTestId('send-email-code').textContent()).toMatch(/Resend in \d+ s/);
    await expect.poll(() => lastMailTo(inject('mailDir'), 'overlay@example.com')).toBeDefined();
    const code = /\b(\d{4})\b/.exec(lastMailTo(inject('mailDir'), 'overlay@example.com')!.split('\r\n\r\n').slice(1).join('\n'))![1];
    await dialog.locator('input[name="code"]').fill(code);
    await dialog.getByRole('button', { name: 'Bind e-mail' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Your e-mail address is bound and confirmed.');
    await context.close();
  });

  it('confirms an e-mail by the link in the mail: opening it changes nothing, its button binds the address', async () => {
    await member({ email: 'link-old@example.com', password: 'secret-1' });
    const context = await signedInVisitor('link-old@example.com', 'secret-1');
    const page = await context.newPage();
    await page.goto('/en/user?id=security&type=1');
    await page.locator('input[name="email"]').fill('link-new@example.com');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect.poll(() => lastMailTo(inject('mailDir'), 'link-new@example.com')).toBeDefined();
    // Quoted-printable mail bodies fold long lines with '=' and encode '=' as '=3D'.
    const body = lastMailTo(inject('mailDir'), 'link-new@example.com')!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = /https?:\/\/\S+line=[0-9a-f-]{36}\.\d{4}/.exec(body)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    expect(await page.locator('#bind-email').textContent()).toContain('link-old@example.com');
    expect(await page.getByText('Confirm that link-new@example.com is your e-mail address?').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Confirm' }).first().click();
    expect(await page.getByRole('status').first().textContent()).toBe('Your e-mail address is bound and confirmed.');
    await page.goto('/en/user?id=security&type=1');
    expect(await page.locator('#bind-email').textContent()).toContain('link-new@example.com (confirmed)');
    // A made-up link is refused by the API.
    const forged = await context.request.post('/api/v1/user/ConfirmEmailByLine', {
      data: { line: '00000000-0000-4000-8000-000000000000.1234' },
      headers: { origin: baseUrl() },
    });
    expect(forged.status()).toBe(400);
    await context.close();
  });
});

describe('third-party sign-in in Chromium', () => {
  let stopIssuer: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stopIssuer = (await startIssuer(inject('oauthPorts').issuer, [`${baseUrl()}/en/connect`])).stop;
  });
  afterAll(async () => {
    await stopIssuer?.();
  });

  it('signs in at the OpenID provider, comes back in mode 3, binds a phone and is signed in', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/en/about');
    const dialog = await openOverlay(page);
    await dialog.getByRole('link', { name: 'Test OpenID' }).click();
    // The provider's own login and consent pages (oidc-provider's development interactions).
    await page.locator('input[name="login"]').fill('carol');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/en\/about\?openid=/);
    const bind = page.locator('dialog.login-frame');
    await bind.waitFor({ state: 'visible' });
    expect(await bind.getAttribute('data-mode')).toBe('3');
    await phoneCode(page, bind, '0044', '020 7946 0043', '+442079460043');
    await bind.locator('input[name="agreement"]').check();
    await bind.getByRole('button', { name: 'Bind and log in' }).click();
    await bind.waitFor({ state: 'hidden' });
    expect(await memberMenuShown(page)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    // The next time, the provider's sign-in alone is enough.
    await context.clearCookies({ name: 'Authorization' });
    await context.clearCookies({ name: 'contentcookie' });
    await page.goto('/api/v1/oauth/authorize?provider=op&return=%2Fen%2Fabout');
    await page.waitForURL(/\/en\/about$/);
    expect(await memberMenuShown(page)).toBe(true);
    await context.close();
  });
});
