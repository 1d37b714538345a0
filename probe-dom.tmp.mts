import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const page = await browser.newPage({viewport: {width: 412, height: 823}, javaScriptEnabled: false});
for (const route of ['/eu-pay-transparency-directive', '/directive-grid', '/countries/united-states-pay-transparency-laws', '/compare', '/which-rules-apply']) {
  await page.goto('http://127.0.0.1:4390' + route);
  const r = await page.evaluate(() => {
    const all = document.querySelectorAll('*').length;
    const main = document.querySelector('main')?.querySelectorAll('*').length;
    const nav = document.querySelector('nav.menu, .theme-doc-sidebar-container')?.querySelectorAll('*').length;
    const t0 = performance.now();
    document.body.style.width = '411px';
    void document.body.offsetHeight;
    const relayout = performance.now() - t0;
    const kids = [...(document.querySelector('article .markdown, article') as HTMLElement).children].map((c) => [c.tagName + '.' + (c.className || '').toString().slice(0, 30), c.querySelectorAll('*').length] as const).sort((a, b) => b[1] - a[1]).slice(0, 6);
    return {all, main, nav, relayout: Math.round(relayout), h: document.documentElement.scrollHeight, kids};
  });
  console.log(route, JSON.stringify(r));
}
await browser.close();
