// Lineup in a real browser: Debian's Chromium, headless, against the folder packaging/web.sh
// writes, served from localhost under a sub-path and compressed, as the forge's page is. Unreadable stored settings set aside; a child's whole letters
// game against the computer, by clicks and taps; the game found again after a reload; Arabic,
// read from the right, by touch; the game and settings taken away as files and brought back
// in another browser; the page again with the network off; a new version; the game's pages to
// print, downloaded as a PDF. Screenshots go to OUT.
//
//   node tests/web/browser.mjs [FOLDER] [OUT]      (default target/web, target/web-test)
//
// The app draws on one canvas: the test finds what to tap by colour, as the eye does, and
// reads the window's title (whose turn it is, who won), which is also the tab's.

import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import assert from "node:assert/strict";
import { serve, packedSize, launch, pixels, blobs, drawn, near } from "./lib.mjs";

const [folder = "target/web", out = "target/web-test"] = process.argv.slice(2);
await mkdir(out, { recursive: true });

// Colours of the app's own (src/look/style.rs).
const CARD = [0xff, 0xfd, 0xf8];
const TARGET = [0xa6, 0xee, 0xf6];
const TARGET_HOVER = [0x6c, 0xdb, 0xeb];
const WIDTH = 1280, HEIGHT = 720;

const { server, url, serving, sent } = await serve(folder);
const browser = await launch();
const problems = [];
/** A browser window of its own (its own storage), the size of a classroom's 720p screen. */
async function newWindow() {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: "en-US", hasTouch: true });
  // Counts the sounds the page starts, and keeps its audio to look at.
  await context.addInitScript(() => {
    window.lineupSounds = 0;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...when) {
      window.lineupSounds++;
      return start.apply(this, when);
    };
    const Audio = window.AudioContext;
    window.AudioContext = class extends Audio {
      constructor(...options) { super(...options); window.lineupAudio = this; }
    };
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  return { context, page };
}
let { context, page } = await newWindow();

let step = 0;
const log = (...words) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s]`, ...words);
const started = Date.now();
const look = async (name) => {
  const png = await page.screenshot({ path: `${out}/${String(++step).padStart(2, "0")}-${name}.png` });
  return pixels(png);
};
const title = () => page.title();
/** A click of the mouse, and a tap of a finger: both work everywhere. */
const click = async (x, y) => { await page.mouse.click(x, y); await page.waitForTimeout(350); };
const tap = async (x, y) => { await page.touchscreen.tap(x, y); await page.waitForTimeout(350); };
async function until(what, test, seconds = 30) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await test()) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`waited ${seconds} s for ${what}; the title is "${await title()}"`);
}
/** The first frame a child can tap: the canvas is there and something is drawn on it. */
async function firstFrame() {
  await until("the first frame", async () => {
    if (!(await page.$("canvas"))) return false;
    return drawn(pixels(await page.screenshot())) > 0.05;
  }, 60);
}

/**
 * How many points of `area` differ between two pictures, to the eye. A chip is over 100 of
 * them; a few come from where the pointer rests.
 */
const SAME = 20;
function differences(one, other, [x0, y0, x1, y1]) {
  let differ = 0;
  for (let y = y0; y < y1; y += 4) for (let x = x0; x < x1; x += 4) {
    if (!near(one.at(x, y), other.at(x, y), 24)) differ++;
  }
  return differ;
}

// 1. The first visit, under a sub-path as on the forge's page: the home screen, and what it
// cost to download as a static host sends it (gzip), the offline copy included.
await page.goto(url);
await firstFrame();
log("first frame");
const home = await look("home");
assert.ok(drawn(home) > 0.1, "the home screen is drawn");
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
await page.waitForTimeout(2000);
const firstVisit = sent() / 1e6, everyFile = (await packedSize(folder)) / 1e6;
log(`the first visit downloaded ${firstVisit.toFixed(1)} MB (gzip, as a host sends it; every file once is ${everyFile.toFixed(1)} MB)`);
assert.ok(firstVisit < everyFile * 1.05, "the first visit downloads each file once, the offline copy included");
assert.ok(firstVisit <= 20, `the first visit downloads at most 20 MB, not ${firstVisit.toFixed(1)} MB`);
// Browsers allow a page no sound before a tap or a click, and Lineup's audio waits for one
// (headless Chromium allows it at once: the audio is set waiting here as a browser would).
await page.evaluate(() => window.lineupAudio.suspend());
assert.equal(await page.evaluate(() => window.lineupAudio.state), "suspended");

// Settings that cannot be read are set aside under a key of their own, never overwritten.
const broken = 'zoom = "very big"\nlanguage = \u0007\n';
await page.evaluate((text) => localStorage.setItem("lineup/settings.toml", text), broken);
await page.reload();
await firstFrame();
await look("home-settings-set-aside");
const kept = await page.evaluate(() => Object.keys(localStorage)
  .filter((key) => key.startsWith("lineup/settings.broken-"))
  .map((key) => localStorage.getItem(key)));
assert.deepEqual(kept, [broken], "the unreadable settings are kept aside as they were");

// 2. The letters game against the computer (the setup's own choice: Just right), by mouse.
await click(481, 430);
await look("letters-setup");
await click(696, 673);
await until("the game", async () => (await title()).includes("Your turn"));
await look("letters-game");
log("game started:", await title());

// Where the hand, the buttons under it and the board are: the board on the left in English,
// on the right in Arabic; and what the title says when a person is to play, or it is over.
const ENGLISH = {
  hand: [780, 140, WIDTH, 490], actions: [780, 490, WIDTH, 660], board: [0, 120, 770, HEIGHT],
  ready: /Your turn|wins!|No winner/,
};
const ARABIC = {
  hand: [0, 140, 500, 490], actions: [0, 490, 500, 660], board: [540, 110, WIDTH, HEIGHT],
  ready: /دورك|الفائز|تعادل/,
};
const ACCENT = [0x2e, 0x6f, 0xd8];

/**
 * A person's move by taps: a card from the hand, then a space it lights up (a chip to take
 * away lights up round the chip). A card with no space left is traded in with the button
 * that comes up under the hand, and the turn goes on.
 */
async function playByTaps(layout = ENGLISH, tradesLeft = 3) {
  const before = await look("turn");
  const cards = blobs(before, CARD, layout.hand, 6).filter((blob) => blob.size > 8000)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  assert.ok(cards.length > 0, "the hand shows its cards");
  const landed = async () => {
    try {
      await until("the move to land", async () =>
        differences(before, pixels(await page.screenshot()), layout.board) > 100, 4);
      return true;
    } catch {
      return false;
    }
  };
  for (const card of cards) {
    await tap(card.x, card.y);
    const picture = pixels(await page.screenshot());
    const tradeIn = blobs(picture, ACCENT, layout.actions).filter((blob) => blob.size > 2000);
    if (tradeIn.length > 0 && tradesLeft > 0) {
      await tap(tradeIn[0].x, tradeIn[0].y);
      return playByTaps(layout, tradesLeft - 1);
    }
    const spaces = [...blobs(picture, TARGET, layout.board), ...blobs(picture, TARGET_HOVER, layout.board)]
      .filter((blob) => blob.size > 100)
      .sort((a, b) => b.size - a.size);
    for (const space of spaces.slice(0, 3)) {
      await tap(space.x, space.y);
      if (!(await landed())) continue;
      // Then the computer's move.
      await until("the computer's answer", async () => layout.ready.test(await title()));
      await page.waitForTimeout(1200); // the computer's card and chip land
      return;
    }
  }
  throw new Error("no card of the hand could be played by taps");
}

let moves = 0, reloaded = false;
while (!/wins!|No winner/.test(await title())) {
  if (!(await title()).includes("Your turn")) {
    await page.waitForTimeout(200);
    continue;
  }
  await playByTaps();
  moves++;
  if (moves === 1) {
    // A chip was heard, the card's letter and word said: the first click set the audio going.
    const audio = await page.evaluate(() => ({ state: window.lineupAudio?.state, sounds: window.lineupSounds }));
    assert.equal(audio.state, "running", "the page's audio runs after the first click");
    assert.ok(audio.sounds >= 2, `sounds were played (${audio.sounds})`);
  }
  // 3. After a few moves, a reload: the game is found again, as it was.
  if (moves === 3 && !reloaded) {
    reloaded = true;
    await until("the computer's move", async () => /Your turn|wins!/.test(await title()), 30);
    await page.waitForTimeout(2500); // the computer's card and chip have landed
    const board = await look("before-reload");
    await page.reload();
    await firstFrame();
    await look("after-reload-home");
    log("reloaded; home offers the saved game");
    await goOn();
    await until("the game again", async () => (await title()).includes("Your turn"));
    const again = await look("after-reload-game");
    const differ = differences(board, again, ENGLISH.board);
    assert.ok(differ < SAME, `the board after the reload is the board before it (${differ} points differ)`);
  }
}
const end = await look("winner");
log(`game over after ${moves} moves of the child's: ${await title()}`);
assert.match(await title(), /wins!|No winner/);

/** On home, the saved game's button: the widest blue button under the title. */
async function goOn() {
  const picture = pixels(await page.screenshot());
  const accent = blobs(picture, [0x2e, 0x6f, 0xd8], [0, 60, WIDTH, 300], 4).filter((b) => b.size > 6000);
  assert.ok(accent.length > 0, "home offers the saved game");
  await tap(accent[0].x, accent[0].y);
}

/** The spaces of the board: card-coloured squares of a space's size. */
const spaces = (picture) => blobs(picture, CARD, [0, 110, WIDTH, HEIGHT], 6)
  .filter((blob) => blob.size > 3000 && blob.size < 9000);
const middle = (found) => found.reduce((sum, blob) => sum + blob.x, 0) / found.length;
assert.ok(middle(spaces(end)) < WIDTH / 2, "in English the board is on the left");

// 4. Arabic, from home: the page and the board read from the right; by touch.
await tap(1018, 542); // Home, under "Play again"
await until("home", async () => (await title()) === "Lineup");
await tap(655, 131); // العربية
await look("home-arabic");
await tap(WIDTH - 481, 430); // the letters game, second from the right
await tap(WIDTH - 696, 673); // start
await until("the Arabic game", async () => (await title()).includes("دورك"));
await page.waitForTimeout(1000);
const arabic = await look("letters-arabic");
const board = spaces(arabic);
assert.ok(board.length > 30, `the Arabic board's spaces are found (${board.length})`);
assert.ok(middle(board) > WIDTH / 2, "in Arabic the board is on the right");
log("Arabic:", await title());
await playByTaps(ARABIC);
await page.waitForTimeout(1500);
const arabicBoard = await look("letters-arabic-moved");

// 5. The game and the settings taken away as files, and brought back in another browser.
await page.reload();
await firstFrame();
const downloads = [];
page.on("download", (download) => downloads.push(download));
await click(WIDTH - 231, 44); // حفظ في ملف, beside the title on the right
await until("two files", async () => downloads.length === 2, 10);
const files = [];
for (const download of downloads) {
  files.push(`${out}/${download.suggestedFilename()}`);
  await download.saveAs(files.at(-1));
}
log("taken away:", downloads.map((download) => download.suggestedFilename()).join(", "));
const first = { context, page };
({ context, page } = await newWindow());
await page.goto(url);
await firstFrame();
// A fresh browser's page may draw before it answers a tap (it is still compiling the app):
// a tap that opened nothing is tapped again, as a teacher would.
let chooser = null;
let taps = 0;
for (; taps < 4 && !chooser; taps++) {
  const choosing = page.waitForEvent("filechooser", { timeout: 8000 }).catch(() => null);
  await click(374, 44); // Open a file
  chooser = await choosing;
}
assert.ok(chooser, "Open a file opens the browser's file picker");
if (taps > 1) log(`Open a file answered tap number ${taps}`);
await chooser.setFiles(files);
await until("the settings brought back", async () => (await title()) === "Lineup", 10);
await page.waitForTimeout(1000);
await look("brought-back-home");
await goOn();
await until("the game brought back", async () => (await title()).includes("دورك"));
await page.waitForTimeout(1000);
assert.ok(differences(arabicBoard, await look("brought-back-game"), ARABIC.board) < SAME,
  "the game brought back is the game taken away");
log("brought back in another browser:", await title());
await context.close();
({ context, page } = first);

// 6. The network off: the page comes back from the service worker's copy, with the game.
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
await context.setOffline(true);
await page.reload();
await firstFrame();
await look("offline-home");
await goOn();
await until("the game, offline", async () => (await title()).includes("دورك"));
await page.waitForTimeout(1000);
const offlineGame = await look("offline-game");
assert.ok(differences(arabicBoard, offlineGame, ARABIC.board) < SAME, "the game is as it was");
log("offline: the page and the saved game came back");
await context.setOffline(false);

// 7. A new version on the server replaces the old on the next visits, keeping the game.
const next = `${out}/next-version`;
await cp(folder, next, { recursive: true });
for (const file of ["sw.js", "index.html"]) {
  const text = await readFile(`${next}/${file}`, "utf8");
  await writeFile(`${next}/${file}`, text.replaceAll(/(lineup-version" content="|const VERSION = ")([^"]*)/g, "$1$2-next"));
}
serving(next);
const version = () => page.evaluate(() => document.querySelector('meta[name="lineup-version"]').content);
const old = await version();
await until("the new version", async () => {
  // The browser looks for a new version at each visit; here it is asked to look now.
  await page.evaluate(() => navigator.serviceWorker.getRegistration()
    .then((registration) => registration && registration.update()).catch(() => null));
  await page.waitForTimeout(2000);
  await page.reload();
  await firstFrame();
  return (await version()) === `${old}-next`;
}, 120);
const copies = await page.evaluate(() => caches.keys());
assert.deepEqual(copies, [`lineup-${old}-next`], "only the new version is kept for offline use");
await goOn();
await until("the game, in the new version", async () => (await title()).includes("دورك"));
log(`updated from ${old} to ${old}-next, the game kept`);

// 8. The pages to print, in another browser: the setup's Print button downloads the PDF.
({ context, page } = await newWindow());
await page.goto(url);
await firstFrame();
await click(164, 430); // Classic
await page.waitForTimeout(500);
let pdf = null;
// A fresh page may draw before it answers a tap: a tap that started nothing is tapped again.
for (let taps = 0; taps < 4 && !pdf; taps++) {
  const printing = page.waitForEvent("download", { timeout: 20000 }).catch(() => null);
  await click(859, 664); // Print, beside Start
  pdf = await printing;
}
assert.ok(pdf, "Print downloads the pages");
assert.equal(pdf.suggestedFilename(), "Lineup Classic.pdf");
await pdf.saveAs(`${out}/printed.pdf`);
const printed = await readFile(`${out}/printed.pdf`);
assert.equal(printed.subarray(0, 5).toString(), "%PDF-", "the download is a PDF");
await look("printed");
log(`printed: ${pdf.suggestedFilename()}, ${Math.round(printed.length / 1024)} KB`);

console.log("problems so far:", problems);
await browser.close();
server.close();
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
