import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath: '/usr/bin/chromium'});
const p = await b.newPage();
p.on('pageerror', e => console.log('pageerror', e.message));
const port = process.argv[2];
for (const u of process.argv.slice(3)) {
  await p.goto(`http://localhost:${port}` + u);
  const seen = [];
  for (let i = 0; i < 20; i++) { const t = await p.title(); const h = await p.getAttribute('html','data-has-hydrated'); const s = t + ' / ' + h; if (seen.at(-1) !== s) seen.push(s); await p.waitForTimeout(150); }
  console.log(u, JSON.stringify(seen), await p.getAttribute('html','lang'), await p.locator('h1').first().textContent().catch(()=>null));
}
await b.close();
