// Renders static/img/social-card.png (1200×630, the Open Graph image) from HTML
// in Chromium, so the card can be regenerated after a name or colour change:
//   node scripts/make-social-card.mjs
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import paths from './site-paths.cjs';

const logo = fs.readFileSync(path.join(paths.root, 'static/img/logo.svg'), 'utf8');
const html = `<!doctype html><meta charset="utf-8"><style>
  body{margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 96px;box-sizing:border-box;
       background:linear-gradient(135deg,#2e8555,#1b4d33);color:#fff;font-family:'Noto Sans CJK SC','Noto Sans',sans-serif}
  svg{width:220px;height:220px;flex:none} h1{font-size:84px;margin:0 0 16px} p{font-size:38px;margin:0;opacity:.92;line-height:1.4}
</style><body>${logo}<div><h1>工作台笔记</h1><p>Workbench Notes</p><p>Node.js · React Native · DevOps</p></div></body>`;

const browser = await chromium.launch({
  executablePath: paths.chromiumPath,
  args: paths.chromiumArgs,
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: path.join(paths.root, 'static/img/social-card.png')});
await browser.close();
console.log('Wrote static/img/social-card.png');
