import { serve } from "./lib.mjs";
import { player } from "./play.mjs";
import { startEngine } from "./pages.mjs";
const engine = process.argv[2];
const site = await serve("/tmp/lineup-web");
const b = await startEngine(engine, `/tmp/probe/${engine}-console.log`);
const g = player(b.page, "/tmp/probe");
try {
await b.page.goto(site.url); await g.firstFrame();
await b.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
const state = () => b.page.evaluate(async () => {
  const r = { controller: !!navigator.serviceWorker.controller, keys: await caches.keys() };
  for (const k of r.keys) r[k] = (await (await caches.open(k)).keys()).map((q) => q.url);
  const reg = await navigator.serviceWorker.getRegistration(); r.active = reg?.active?.state; r.scope = reg?.scope;
  return JSON.stringify(r);
});
console.log(await state()); await b.page.wait(3000); console.log(await state());
await b.page.driver.navigate().refresh(); await g.firstFrame(); console.log("after refresh", await state());
await b.page.evaluate(() => { setTimeout(() => location.reload(), 50); }); await b.page.wait(1500); await g.firstFrame(); console.log("after location.reload", await state());
await b.page.evaluate(() => { setTimeout(() => location.reload(), 50); }); await b.page.wait(1500); await g.firstFrame(); console.log("after location.reload 2", await state());
await b.page.goto(site.url); await g.firstFrame(); console.log("after get", await state());
site.down();
await b.page.evaluate(() => { setTimeout(() => location.reload(), 50); }).catch((e) => console.log("reload failed", e.message.slice(0, 100)));
await b.page.wait(3000);
console.log("offline", await b.page.title(), await state().catch(e => e.message.slice(0,100)));
await g.look("offline-probe");
} finally { await b.close(); site.server.close(); }
