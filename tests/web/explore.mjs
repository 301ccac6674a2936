// Looking around by hand: taps the points given and takes a screenshot after each.
//   node tests/web/explore.mjs target/web OUT 1280x720 x,y x,y ...
import { serve, launch } from "./lib.mjs";
const [folder, out, size, ...taps] = process.argv.slice(2);
const [width, height] = size.split("x").map(Number);
const { server, url } = await serve(folder);
const browser = await launch();
const page = await browser.newPage({ viewport: { width, height } });
page.on("console", (m) => m.type() !== "log" && console.log(m.type(), m.text().slice(0, 200)));
await page.goto(url);
await page.waitForFunction(() => document.querySelector("canvas"));
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}-0.png` });
let n = 1;
for (const tap of taps) {
  if (tap.startsWith("wait")) { await page.waitForTimeout(Number(tap.slice(4))); continue; }
  if (tap.startsWith("key")) { await page.keyboard.press(tap.slice(3)); }
  else { const [x, y] = tap.split(",").map(Number); await page.mouse.click(x, y); }
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}-${n++}.png` });
  console.log(n - 1, tap, await page.title());
}
await browser.close();
server.close();
