import http from 'node:http';
import sirv from 'sirv';
const srv = http.createServer(sirv('/tmp/pfout', {dev: true})).listen(3229);
const pf = await import('/tmp/pfout/pagefind/pagefind.js');
await pf.options({basePath: 'http://localhost:3229/pagefind/', ranking: {metaWeights: {title: 8, lvl0:0, lvl1:1.5, lvl2:1,objectID:0,url:0,type:0,position:0}}});
for (const q of process.argv.slice(2)) {
  const res = await pf.search(q);
  console.log('Q', q, res.results.length);
  for (const r of res.results) { const d = await r.data(); console.log("  ", r.score.toFixed(3), JSON.stringify(d.meta), JSON.stringify(d.content), d.url, JSON.stringify(d.filters)); }
}
srv.close(); process.exit(0);
