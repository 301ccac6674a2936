// Lineup in a real browser: Debian's Chromium, headless, against the folder packaging/web.sh
// writes, served from localhost. A child's whole letters game against the computer, by taps;
// the game found again after a reload; Arabic, read from the right; the page again with the
// network off. Screenshots go to OUT to be looked at.
//
//   node tests/web/browser.mjs [FOLDER] [OUT]      (default target/web, target/web-test)
//
// The app draws on one canvas: the test finds what to tap by colour, as the eye does, and
// reads the window's title (whose turn it is, who won), which is also the tab's.

import { mkdir } from "node:fs/promises";
import assert from "node:assert/strict";
import { serve, launch, pixels, blobs, drawn, near } from "./lib.mjs";

const [folder = "target/web", out = "target/web-test"] = process.argv.slice(2);
await mkdir(out, { recursive: true });

// Colours of the app's own (src/app/style.rs).
const CARD = [0xff, 0xfd, 0xf8];
const TARGET = [0xa6, 0xee, 0xf6];
const TARGET_HOVER = [0x6c, 0xdb, 0xeb];
const WIDTH = 1280, HEIGHT = 720;

const { server, url } = await serve(folder);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: "en-US" });
const page = await context.newPage();
const problems = [];
page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
page.on("console", (message) => {
  if (message.type() === "error") problems.push(`console: ${message.text().slice(0, 300)}`);
});

let step = 0;
const log = (...words) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s]`, ...words);
const started = Date.now();
const look = async (name) => {
  const png = await page.screenshot({ path: `${out}/${String(++step).padStart(2, "0")}-${name}.png` });
  return pixels(png);
};
const title = () => page.title();
const tap = async (x, y) => { await page.mouse.click(x, y); await page.waitForTimeout(350); };
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

// 1. The first visit: the home screen.
await page.goto(url);
await firstFrame();
log("first frame");
const home = await look("home");
assert.ok(drawn(home) > 0.1, "the home screen is drawn");

// 2. The letters game against the computer (the setup's own choice: Just right).
await tap(481, 430);
await look("letters-setup");
await tap(696, 673);
await until("the game", async () => (await title()).includes("Your turn"));
await look("letters-game");
log("game started:", await title());

// Where the hand and the board are: the board on the left in English, on the right in Arabic.
const ENGLISH = { hand: [780, 140, WIDTH, 490], board: [0, 120, 770, HEIGHT] };
const ARABIC = { hand: [0, 140, 500, 490], board: [540, 110, WIDTH, HEIGHT] };

/** A person's move by taps: a card from the hand, then a space it lights up. */
async function playByTaps(layout = ENGLISH) {
  const cards = blobs(await look("turn"), CARD, layout.hand, 6).filter((blob) => blob.size > 8000)
    .sort((a, b) => a.y - b.y || a.x - b.x);
  assert.ok(cards.length > 0, "the hand shows its cards");
  for (const card of cards) {
    await tap(card.x, card.y);
    const picture = pixels(await page.screenshot());
    const spaces = [...blobs(picture, TARGET, layout.board), ...blobs(picture, TARGET_HOVER, layout.board)]
      .filter((blob) => blob.size > 400);
    if (spaces.length === 0) continue;
    await tap(spaces[0].x, spaces[0].y);
    return;
  }
  throw new Error("no card of the hand lights up a space");
}

let moves = 0, reloaded = false;
while (!/wins!|No winner/.test(await title())) {
  if (!(await title()).includes("Your turn")) {
    await page.waitForTimeout(200);
    continue;
  }
  const before = await title();
  await playByTaps();
  moves++;
  await until("the move to land", async () => (await title()) !== before || /wins!/.test(await title()), 30);
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
    assert.equal(differ, 0, `the board after the reload is the board before it (${differ} points differ)`);
  }
}
const end = await look("winner");
log(`game over after ${moves} moves of the child's: ${await title()}`);
assert.match(await title(), /wins!|No winner/);

/** How many points of `area` differ between two pictures, to the eye. */
function differences(one, other, [x0, y0, x1, y1]) {
  let differ = 0;
  for (let y = y0; y < y1; y += 4) for (let x = x0; x < x1; x += 4) {
    if (!near(one.at(x, y), other.at(x, y), 24)) differ++;
  }
  return differ;
}

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

// 4. Arabic, from home: the page and the board read from the right.
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
await until("the computer's answer", async () => (await title()).includes("دورك"), 30);
await page.waitForTimeout(2500);
const arabicBoard = await look("letters-arabic-moved");

// 5. The network off: the page comes back from the service worker's copy, with the game.
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
await context.setOffline(true);
await page.reload();
await firstFrame();
const offline = await look("offline-home");
await goOn();
await until("the game, offline", async () => (await title()).includes("دورك"));
await page.waitForTimeout(1000);
const offlineGame = await look("offline-game");
assert.equal(differences(arabicBoard, offlineGame, ARABIC.board), 0, "the game is as it was");
log("offline: the page and the saved game came back");
await context.setOffline(false);

console.log("problems so far:", problems);
await browser.close();
server.close();
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
