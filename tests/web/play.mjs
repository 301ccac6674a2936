// The game a child plays, the same in every browser engine: what browser.mjs (Chromium, through
// Playwright) and engines.mjs (Firefox and WebKit, through WebDriver) share. Each engine hands
// a `page` of the same few calls (pages.mjs): goto, reload, screenshot (a PNG of the 1280×720
// viewport), title, click (a mouse's), tap (a finger's), evaluate, wait. What to tap is found
// by colour on the screenshot, as the eye does; whose turn it is, and who won, by the title.

import { writeFile } from "node:fs/promises";
import assert from "node:assert/strict";
import { pixels, blobs, drawn, near } from "./lib.mjs";

// Colours of the app's own (src/look/style.rs).
export const CARD = [0xff, 0xfd, 0xf8];
export const TARGET = [0xa6, 0xee, 0xf6];
export const TARGET_HOVER = [0x6c, 0xdb, 0xeb];
export const ACCENT = [0x2e, 0x6f, 0xd8];
export const WIDTH = 1280, HEIGHT = 720;

// Where the hand, the buttons under it and the board are: the board on the left in English,
// on the right in Arabic; and what the title says when a person is to play, or it is over.
export const ENGLISH = {
  hand: [780, 140, WIDTH, 490], actions: [780, 490, WIDTH, 660], board: [0, 120, 770, HEIGHT],
  ready: /Your turn|wins!|No winner/,
};
export const ARABIC = {
  hand: [0, 140, 500, 490], actions: [0, 490, 500, 660], board: [540, 110, WIDTH, HEIGHT],
  ready: /دورك|الفائز|تعادل/,
};

/**
 * How many points of `area` differ between two pictures, to the eye. A chip is over 100 of
 * them; a few come from where the pointer rests.
 */
export const SAME = 20;
export function differences(one, other, [x0, y0, x1, y1]) {
  let differ = 0;
  for (let y = y0; y < y1; y += 4) for (let x = x0; x < x1; x += 4) {
    if (!near(one.at(x, y), other.at(x, y), 24)) differ++;
  }
  return differ;
}

/** The spaces of the board: card-coloured squares of a space's size. */
export const spaces = (picture) => blobs(picture, CARD, [0, 110, WIDTH, HEIGHT], 6)
  .filter((blob) => blob.size > 3000 && blob.size < 9000);
export const middle = (found) => found.reduce((sum, blob) => sum + blob.x, 0) / found.length;

/**
 * The steps of a game on `page`, screenshots numbered in `out` (NN-name.png). `player.page`
 * may be changed to go on in another window; the numbering and the clock go on.
 */
export function player(page, out) {
  let step = 0;
  const started = Date.now();
  const my = { page };
  my.log = (...words) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s]`, ...words);
  my.seconds = () => (Date.now() - started) / 1000;
  my.look = async (name) => {
    const png = await my.page.screenshot();
    await writeFile(`${out}/${String(++step).padStart(2, "0")}-${name}.png`, png);
    return pixels(png);
  };
  my.now = async () => pixels(await my.page.screenshot());
  my.title = () => my.page.title();
  /** A click of the mouse, and a tap of a finger: both work everywhere. */
  my.click = async (x, y) => { await my.page.click(x, y); await my.page.wait(350); };
  my.tap = async (x, y) => { await my.page.tap(x, y); await my.page.wait(350); };
  my.until = async (what, test, seconds = 30) => {
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      if (await test()) return;
      await my.page.wait(200);
    }
    throw new Error(`waited ${seconds} s for ${what}; the title is "${await my.title()}"`);
  };
  /** The first frame a child can tap: the canvas is there and something is drawn on it. */
  my.firstFrame = () => my.until("the first frame", async () => {
    if (!(await my.page.evaluate(() => !!document.querySelector("canvas")))) return false;
    return drawn(await my.now()) > 0.05;
  }, 60);

  /**
   * The board on the screen is `board`'s, as it was (the screen may take a moment to show
   * the game its title already names): the screenshot `name` once it is, or after 10 s.
   */
  my.sameBoard = async (board, area, name, what) => {
    let differ = Infinity;
    const begun = Date.now();
    for (const end = begun + 10000; differ >= SAME && Date.now() < end;) {
      await my.page.wait(300);
      differ = differences(board, await my.now(), area);
    }
    const waited = Date.now() - begun;
    if (waited > 1500) my.log(`the board was shown ${(waited / 1000).toFixed(1)} s after the title named the game`);
    differ = differences(board, await my.look(name), area);
    assert.ok(differ < SAME, `${what} (${differ} points differ)`);
  };

  /** On home, the saved game's button: the widest blue button under the title. */
  my.goOn = async () => {
    const accent = blobs(await my.now(), ACCENT, [0, 60, WIDTH, 300], 4).filter((b) => b.size > 6000);
    assert.ok(accent.length > 0, "home offers the saved game");
    await my.tap(accent[0].x, accent[0].y);
  };

  /**
   * A person's move by taps: a card from the hand, then a space it lights up (a chip to take
   * away lights up round the chip). A card with no space left is traded in with the button
   * that comes up under the hand, and the turn goes on.
   */
  my.playByTaps = async (layout = ENGLISH, tradesLeft = 3) => {
    const before = await my.look("turn");
    const cards = blobs(before, CARD, layout.hand, 6).filter((blob) => blob.size > 8000)
      .sort((a, b) => a.y - b.y || a.x - b.x);
    assert.ok(cards.length > 0, "the hand shows its cards");
    const landed = async () => {
      try {
        await my.until("the move to land", async () =>
          differences(before, await my.now(), layout.board) > 100, 4);
        return true;
      } catch {
        return false;
      }
    };
    for (const card of cards) {
      await my.tap(card.x, card.y);
      const picture = await my.now();
      const tradeIn = blobs(picture, ACCENT, layout.actions).filter((blob) => blob.size > 2000);
      if (tradeIn.length > 0 && tradesLeft > 0) {
        await my.tap(tradeIn[0].x, tradeIn[0].y);
        return my.playByTaps(layout, tradesLeft - 1);
      }
      const targets = [...blobs(picture, TARGET, layout.board), ...blobs(picture, TARGET_HOVER, layout.board)]
        .filter((blob) => blob.size > 100)
        .sort((a, b) => b.size - a.size);
      for (const space of targets.slice(0, 3)) {
        await my.tap(space.x, space.y);
        if (!(await landed())) continue;
        // Then the computer's move.
        await my.until("the computer's answer", async () => layout.ready.test(await my.title()));
        await my.page.wait(1200); // the computer's card and chip land
        return;
      }
    }
    throw new Error("no card of the hand could be played by taps");
  };

  /**
   * From home, the letters game against the computer (the setup's own choice: Just right),
   * set up by mouse and played by taps to its winner. After the child's third move, a reload:
   * home offers the saved game, and the board is the board before. `started()` is called
   * when the game has started, `afterMove(moves)` after each of the child's moves. Returns
   * the last picture, the winner's.
   */
  my.lettersToTheWinner = async ({ started = async () => {}, afterMove = async () => {} } = {}) => {
    await my.click(481, 430);
    await my.look("letters-setup");
    await my.click(696, 673);
    await my.until("the game", async () => (await my.title()).includes("Your turn"));
    await my.look("letters-game");
    my.log("game started:", await my.title());
    await started();
    let moves = 0;
    while (!/wins!|No winner/.test(await my.title())) {
      if (!(await my.title()).includes("Your turn")) {
        await my.page.wait(200);
        continue;
      }
      await my.playByTaps();
      moves++;
      await afterMove(moves);
      if (moves === 3) {
        await my.until("the computer's move", async () => /Your turn|wins!/.test(await my.title()), 30);
        await my.page.wait(2500); // the computer's card and chip have landed
        const board = await my.look("before-reload");
        await my.page.reload();
        await my.firstFrame();
        await my.look("after-reload-home");
        my.log("reloaded; home offers the saved game");
        await my.goOn();
        await my.until("the game again", async () => (await my.title()).includes("Your turn"));
        await my.sameBoard(board, ENGLISH.board, "after-reload-game", "the board after the reload is the board before it");
      }
    }
    const end = await my.look("winner");
    my.log(`game over after ${moves} moves of the child's: ${await my.title()}`);
    assert.match(await my.title(), /wins!|No winner/);
    // A long game can cover every space; then the board's place was found before the reload.
    const free = spaces(end);
    if (free.length) assert.ok(middle(free) < WIDTH / 2, "in English the board is on the left");
    else my.log("every space is covered: the board's place was checked before the reload");
    return end;
  };

  /**
   * From the winner's screen: home, Arabic, and the letters game read from the right (the
   * board on the right), a move in it by touch. Returns the board after the move.
   */
  my.arabic = async () => {
    await my.tap(1018, 542); // Home, under "Play again"
    await my.until("home", async () => (await my.title()) === "Lineup");
    await my.tap(655, 144); // العربية
    await my.look("home-arabic");
    await my.tap(WIDTH - 481, 430); // the letters game, second from the right
    await my.tap(WIDTH - 696, 673); // start
    await my.until("the Arabic game", async () => (await my.title()).includes("دورك"));
    await my.page.wait(1000);
    const arabic = await my.look("letters-arabic");
    const board = spaces(arabic);
    assert.ok(board.length > 30, `the Arabic board's spaces are found (${board.length})`);
    assert.ok(middle(board) > WIDTH / 2, "in Arabic the board is on the right");
    my.log("Arabic:", await my.title());
    await my.playByTaps(ARABIC);
    await my.page.wait(1500);
    return my.look("letters-arabic-moved");
  };

  /**
   * The page again with the network off (`offline` has taken it off): it comes back from
   * the service worker's copy, and home offers the game `board` shows, as it was.
   */
  my.offline = async (board, offline) => {
    await my.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await offline();
    await my.page.reload();
    await my.firstFrame();
    await my.look("offline-home");
    await my.goOn();
    await my.until("the game, offline", async () => (await my.title()).includes("دورك"));
    await my.sameBoard(board, ARABIC.board, "offline-game", "the game offline is as it was");
    // Arabic's voices and script font came when it was chosen, and were kept for offline use.
    const kept = await my.page.evaluate(async () => {
      const found = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
      }
      return found;
    });
    for (const file of ["voices/ar.tar.gz", "fonts/NotoNaskhArabic-Regular.ttf"]) {
      assert.ok(kept.some((path) => path.endsWith(`/${file}`)), `${file} is kept for offline use (${kept.length} files kept)`);
    }
    assert.ok(!kept.some((path) => path.endsWith("/voices/ja.tar.gz")), "a language not chosen is not downloaded");
    my.log("offline: the page and the saved game came back");
  };
  return my;
}
