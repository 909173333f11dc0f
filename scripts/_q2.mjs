import http from 'node:http';
import sirv from 'sirv';
const [dirArg, ...qs] = process.argv.slice(2);
const srv = http.createServer(sirv(dirArg, {dev: true})).listen(3229);
const pf = await import(dirArg + '/pagefind/pagefind.js');
await pf.options({basePath: 'http://localhost:3229/pagefind/', ranking: {metaWeights: {title: 8, lvl0:0, lvl1:1.5, lvl2:1,objectID:0,url:0,type:0,position:0}}});
for (const q of qs) {
  const res = await pf.search(q);
  const rs = res.results.filter(r => r.score > 0);
  const groups = {};
  for (const r of rs) { const d = await r.data(); groups[d.meta.lvl0] = (groups[d.meta.lvl0]||0)+1; }
  console.log(q, rs.length, JSON.stringify(groups));
}
srv.close(); process.exit(0);
