// Lineup's figures in the browser, given in the README beside the desktop's:
//   - from navigation to the first frame a child can tap, on the first visit and the next;
//   - the tab's CPU and memory with nobody touching it;
//   - two hard players at the classic game: the time each move is thought about, the search
//     iterations made in that time, and the longest task the page ran meanwhile (the page
//     cannot draw or answer a tap during one), and the wait from one move to the next computer
//     move (the card's travel, the pause the class watches, and whatever thinking is left).
//
//   node tests/web/measure.mjs [FOLDER] [SECONDS OF HARD PLAY] [CPU SLOWDOWN]
//
// CPU SLOWDOWN 4 slows the page's processor four times (Chromium's DevTools throttling), as a
// low-end Chromebook is measured. Timings: run it on a quiet machine, never beside another
// measurement.

import { execSync } from "node:child_process";
import { serve, launch, pixels, drawn } from "./lib.mjs";

const [folder = "target/web", playSeconds = "60", slowdown = "1"] = process.argv.slice(2);
const { server, url } = await serve(folder);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
const page = await context.newPage();
const thoughts = [];
const waits = [];
page.on("console", (message) => {
  const waited = message.text().match(/a computer seat moved (\d+) ms after the move before it/);
  if (waited) waits.push(+waited[1]);
  const found = message.text().match(/thought for (\d+) ms in (\d+) slices, the longest (\d+) ms(?:, (\d+) iterations)?/);
  if (found) thoughts.push({ ms: +found[1], slices: +found[2], longest: +found[3], iterations: +(found[4] ?? 0) });
});
await context.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p5 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.05)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];

/** Milliseconds from navigation until the home screen is drawn. */
async function toFirstFrame() {
  const started = Date.now();
  await page.goto(url, { waitUntil: "commit" });
  for (;;) {
    if (await page.$("canvas")) {
      const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 180 } });
      if (drawn(pixels(shot)) > 0.02) return Date.now() - started;
    }
    await page.waitForTimeout(20);
  }
}

const throttle = await context.newCDPSession(page);
await throttle.send("Emulation.setCPUThrottlingRate", { rate: Number(slowdown) });
const first = await toFirstFrame();
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
await page.waitForTimeout(3000);
const next = [];
for (let round = 0; round < 5; round++) next.push(await toFirstFrame());
const webgl2 = await page.evaluate(() => !!document.createElement("canvas").getContext("webgl2"));

const cdp = await context.newCDPSession(page);
await cdp.send("Performance.enable");
const busy = async () => (await cdp.send("Performance.getMetrics")).metrics
  .find((metric) => metric.name === "TaskDuration").value;
/** The share of one core the page's main thread used over `seconds`. */
async function cpu(seconds) {
  const before = await busy();
  await page.waitForTimeout(seconds * 1000);
  return (await busy() - before) / seconds;
}
/** The resident memory of the tab's renderer process, in MB. */
function rendererMB() {
  const lines = execSync("ps -eo rss,args").toString().split("\n").filter((line) => line.includes("--type=renderer"));
  return Math.max(...lines.map((line) => parseInt(line.trim(), 10) / 1024));
}
const idleHome = await cpu(10);
const memoryHome = rendererMB();

// Classic, both seats hard (the setup's "Hard" buttons), played on its own.
await page.mouse.click(164, 430);
await page.waitForTimeout(500);
await page.mouse.click(98, 392);
await page.mouse.click(260, 392);
await page.waitForTimeout(300);
await page.evaluate(() => { window.__longTasks = []; });
await page.mouse.click(696, 673);
const playing = await cpu(Number(playSeconds));
const longTasks = await page.evaluate(() => window.__longTasks);
const memoryPlaying = rendererMB();

const searched = thoughts.map((t) => t.iterations).filter((n) => n > 0);
const report = {
  cpuSlowdown: Number(slowdown),
  webgl2,
  firstVisitMs: first,
  nextVisitMs: { median: median(next), all: next },
  idleHomeCpuShare: +idleHome.toFixed(4),
  rendererMemoryMB: { home: Math.round(memoryHome), afterHardPlay: Math.round(memoryPlaying) },
  hardPlay: {
    seconds: Number(playSeconds),
    mainThreadShare: +playing.toFixed(3),
    moves: thoughts.length,
    thinkMs: thoughts.length ? { median: median(thoughts.map((t) => t.ms)), p95: p95(thoughts.map((t) => t.ms)), max: Math.max(...thoughts.map((t) => t.ms)) } : null,
    // The hard player's search iterations a move (classic, one thread, cut by the clock).
    iterations: searched.length ? { median: median(searched), p5: p5(searched), min: Math.min(...searched) } : null,
    waitMs: waits.length ? { median: median(waits), p95: p95(waits), moves: waits.length } : null,
    longestSliceMs: thoughts.length ? Math.max(...thoughts.map((t) => t.longest)) : null,
    longTasksOver50ms: longTasks.length,
    longTasksOver100ms: longTasks.filter((ms) => ms > 100).length,
    longestTaskMs: longTasks.length ? Math.round(Math.max(...longTasks)) : 0,
  },
};
console.log(JSON.stringify(report, null, 2));
await browser.close();
server.close();
