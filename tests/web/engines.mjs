// Lineup in the other browser engines: Firefox ESR (geckodriver) and WebKitGTK (WebKitWebDriver
// and its MiniBrowser), each through WebDriver in an X server of its own, and Chromium on its
// WebGPU path (chromium-webgpu, through Playwright; browser.mjs plays Chromium's WebGL2), against the folder
// packaging/web.sh writes, served from localhost under a sub-path as browser.mjs serves it.
// In each: the first frame; Record our voice, a take from the browser's stand-in microphone
// (Firefox's fake stream, WebKit's mock capture device) kept as a clip; the letters game against the computer, set up by clicks and
// played by taps to its winner, with a reload on the way (home offers the saved game, the
// board is as it was); Arabic, the board on the right, a move by touch; then the server taken
// off the network, and the page and the game back from the service worker's copy.
// Screenshots and each browser's console go to OUT/ENGINE/.
//
//   node tests/web/engines.mjs [FOLDER] [OUT] [ENGINE...]
//       (default target/web, target/web-test, and both engines: firefox webkit)
//
// Taps are WebDriver's pointer actions of pointerType "touch": Firefox makes them touches
// (touch and pointer events of a finger); WebKitGTK takes them but makes them a mouse's.
// Where the machine has no sound card, Firefox's audio never starts: each tap's resume() of it
// waits, and is dropped as the page goes ("InvalidStateError: Navigated away from page" in
// its console.log, harmless).

import { mkdir, readFile } from "node:fs/promises";
import assert from "node:assert/strict";
import { serve, keptFiles, RECORDING } from "./lib.mjs";
import { player } from "./play.mjs";
import { startEngine } from "./pages.mjs";

const [folder = "target/web", out = "target/web-test", ...asked] = process.argv.slice(2);
const engines = asked.length ? asked : ["firefox", "webkit"];

/** The most an engine may take (a game is 1 to 2 minutes): then its browser is closed. */
const LIMIT_SECONDS = 360;

/** What the page said that is not well: Lineup stopped, a Rust panic, an uncaught error. */
const TROUBLE = /panicked|Lineup stopped|RuntimeError|JavaScript error: http|CONSOLE JS ERROR|unreachable/;

/**
 * "Record our voice" on home: a take from the browser's own stand-in microphone (Firefox's
 * steady tone) is kept in the page's storage as the clip of the letter "a", then home again.
 */
async function recordOurVoice(page, game) {
  const recorded = "lineup/voices/en/name-a.wav";
  const kept = async () => recorded in (await page.evaluate(keptFiles));
  // A fresh page may draw before it answers a tap: what opened nothing is tapped again.
  for (let tries = 0; tries < 4 && !(await kept()); tries++) {
    await page.click(...RECORDING.open);
    await page.wait(1000);
    await page.click(...RECORDING.record);
    await page.wait(1500);
    await page.click(...RECORDING.record); // Stop
    await game.until("the take kept", kept, 10).catch(() => {});
  }
  assert.ok(await kept(), "the take is kept as a WAV clip in the page's storage");
  await game.look("recorded");
  game.log('recorded "a" from the browser\'s microphone');
  await page.click(...RECORDING.closeAfterTake);
  await game.until("home", async () => (await page.title()) === "Lineup");
}

async function play(engine) {
  const shots = `${out}/${engine}`;
  await mkdir(shots, { recursive: true });
  const site = await serve(folder);
  const consoleFile = `${shots}/console.log`;
  const begun = Date.now();
  const trouble = [];
  const browser = await startEngine(engine, consoleFile);
  const game = player(browser.page, shots);
  const page = browser.page;
  let late = false;
  const limit = setTimeout(() => { late = true; browser.close(); }, LIMIT_SECONDS * 1000);
  try {
    game.log(`${engine} ${browser.version}: viewport`, (await page.evaluate(() => [innerWidth, innerHeight])).join("×"));
    const asked = Date.now();
    await page.goto(site.url);
    await game.firstFrame();
    game.log(`first frame ${((Date.now() - asked) / 1000).toFixed(1)} s after the page was asked for`);
    await game.look("home");
    // Which context the app draws with (a canvas gives only the kind it was first asked for).
    const drawing = await page.evaluate(() => {
      const canvas = document.querySelector("canvas");
      return ["webgpu", "webgl2", "webgl", "2d"].find((kind) => {
        try { return canvas.getContext(kind); } catch { return false; }
      }) || "none";
    });
    game.log(`the app draws with ${drawing}`);
    // Without WebGL the app still draws, with its software renderer on a 2D canvas: slowly,
    // and not as a school's browser does.
    assert.ok(["webgl2", "webgpu"].includes(drawing), `the app draws with WebGL2 or WebGPU, not ${drawing}`);
    if (engine === "chromium-webgpu") assert.equal(drawing, "webgpu", "the WebGPU path is the one tried");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    if (engine !== "chromium-webgpu") await recordOurVoice(page, game);
    await game.lettersToTheWinner({
      // What a tap arrives as, in this engine.
      started: () => page.evaluate(() => {
        window.lineupPointers = new Set();
        for (const kind of ["pointerdown", "touchstart", "mousedown"]) {
          addEventListener(kind, (event) => window.lineupPointers.add(`${kind}:${event.pointerType ?? ""}`), true);
        }
      }),
      afterMove: async (moves) => {
        if (moves !== 1) return;
        const seen = await page.evaluate(() => [...window.lineupPointers].sort().join(" "));
        game.log(`a tap (pointerType "touch") arrived as: ${seen}`);
      },
    });
    const board = await game.arabic();
    const before = site.sent();
    await game.offline(board, async () => site.down());
    if (site.sent() !== before) throw new Error("the server was asked for files while it was down");
    trouble.push(...await page.problems());
  } catch (error) {
    if (late) throw new Error(`${engine} took more than ${LIMIT_SECONDS} s`, { cause: error });
    await game.look("failed").catch(() => {});
    throw error;
  } finally {
    clearTimeout(limit);
    await browser.close();
    site.server.close();
  }
  trouble.push(...(await readFile(consoleFile, "utf8")).split("\n").filter((line) => TROUBLE.test(line)));
  console.log(`${engine}: passed in ${((Date.now() - begun) / 1000).toFixed(0)} s`);
  return trouble;
}

let failed = false;
for (const engine of engines) {
  const begun = Date.now();
  try {
    const trouble = await play(engine);
    if (trouble.length) {
      failed = true;
      console.error(`${engine}: the page's console has trouble:\n${trouble.slice(0, 20).join("\n")}`);
    }
  } catch (error) {
    failed = true;
    console.error(`${engine}: FAILED after ${((Date.now() - begun) / 1000).toFixed(0)} s: ${error.stack}`);
  }
}
process.exit(failed ? 1 : 0);
