// Lineup in a real browser: Debian's Chromium, headless, against the folder packaging/web.sh
// writes, served from localhost under a sub-path and compressed, as the forge's page is.
// Unreadable stored settings set aside; a child's whole letters game against the computer, by
// clicks and taps; the game found again after a reload; Arabic, read from the right, by touch;
// the game and settings taken away as files and brought back in another browser; the page
// again with the network off; a new version; the game's pages to print, downloaded as a PDF;
// a board made of pictures picked in the browser, kept in its storage (IndexedDB); the class's
// own voice recorded from the microphone (Chromium's fake one, fed a WAV); a bundle that is
// mostly broken; a teacher's own game picked with its pictures.
// Screenshots go to OUT.
//
//   node tests/web/browser.mjs [FOLDER] [OUT]      (default target/web, target/web-test)
//   LINEUP_CPU_SLOWDOWN=4 node tests/web/browser.mjs   (a processor four times slower)
//
// The app draws on one canvas: the test finds what to tap by colour, as the eye does, and
// reads the window's title (whose turn it is, who won), which is also the tab's. The game's
// steps (2 to 4, 6) are play.mjs's, which engines.mjs plays in Firefox and WebKit too.

import { cp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import assert from "node:assert/strict";
import { serve, packedSize, launch, drawn, keptFiles, RECORDING, tar } from "./lib.mjs";
import { player, ARABIC, WIDTH, HEIGHT } from "./play.mjs";
import { playwrightPage } from "./pages.mjs";

const [folder = "target/web", out = "target/web-test"] = process.argv.slice(2);
await mkdir(out, { recursive: true });

const { server, url, serving, sent } = await serve(folder);
/** Removes a file the page keeps. Runs in the page. */
function forget(key) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open("lineup");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const removing = database.transaction("files", "readwrite");
      removing.objectStore("files").delete(key);
      removing.oncomplete = () => { database.close(); resolve(); };
    };
  });
}
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
  // LINEUP_CPU_SLOWDOWN=4 plays it on a processor four times slower, as a low-end Chromebook.
  const slowdown = Number(process.env.LINEUP_CPU_SLOWDOWN || 1);
  if (slowdown > 1) {
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  }
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  return { context, page };
}
let { context, page } = await newWindow();
// The game's steps, shared with the other engines (play.mjs); `game.page` follows `page`.
const game = player(playwrightPage(page), out);
const { log, look, title, click, until, firstFrame, goOn } = game;
const use = (window) => { ({ context, page } = window); game.page = playwrightPage(page); };
/**
 * The browser's file picker, opened by `open` (its taps): a fresh page may draw before it
 * answers a tap (it is still compiling the app), so a tap that opened nothing is tapped again,
 * as a teacher would. Returns the picker and how many tries it took.
 */
async function filePicker(what, open) {
  for (let tries = 1; tries <= 4; tries++) {
    const choosing = page.waitForEvent("filechooser", { timeout: 8000 }).catch(() => null);
    await open();
    const chooser = await choosing;
    if (chooser) return { chooser, tries };
  }
  assert.fail(`${what} opens the browser's file picker`);
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
// Each language's voices and script font come when it is chosen: English's are in this count.
assert.ok(firstVisit <= 6, `the first visit downloads at most 6 MB, not ${firstVisit.toFixed(1)} MB`);
// Browsers allow a page no sound before a tap or a click: Lineup makes its audio at the first.
assert.equal(await page.evaluate(() => window.lineupAudio), undefined, "no audio before a tap");

// Settings that cannot be read are set aside under a key of their own, never overwritten;
// written where the last version kept them (localStorage), they move into IndexedDB.
const broken = 'zoom = "very big"\nlanguage = \u0007\n';
await page.evaluate(forget, "lineup/settings.toml");
await page.evaluate((text) => localStorage.setItem("lineup/settings.toml", text), broken);
await page.reload();
await firstFrame();
await look("home-settings-set-aside");
const aside = Object.entries(await page.evaluate(keptFiles))
  .filter(([key]) => key.startsWith("lineup/settings.broken-"))
  .map(([, text]) => text);
assert.deepEqual(aside, [broken], "the unreadable settings are kept aside as they were");
assert.equal(await page.evaluate(() => localStorage.getItem("lineup/settings.toml")), null,
  "the last version's files left localStorage for IndexedDB");

// Anything under any key of the page's storage (another version's files, a hand in the
// browser's tools): what is not a file is left where it is, a recording that is not sound is
// not played, a drawing nested thousands deep is not drawn, and Lineup starts as ever.
/** Puts any value under a key of the page's storage, bytes if `asBytes`. Runs in the page. */
function put([key, given, asBytes]) {
  const value = asBytes ? new TextEncoder().encode(given) : given;
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open("lineup");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const putting = database.transaction("files", "readwrite");
      putting.objectStore("files").put(value, key);
      putting.oncomplete = () => { database.close(); resolve(); };
    };
  });
}
const deep = `<svg xmlns="http://www.w3.org/2000/svg">${"<g>".repeat(50000)}${"</g>".repeat(50000)}</svg>`;
const hostile = [
  ["lineup/themes/a-number.toml", 42],
  ["lineup/themes/a-string.toml", "id = 'x'"],
  ["lineup/themes/an-object.toml", { bytes: [1, 2, 3] }],
  ["lineup/voices/en/name-a.wav", "RIFF not sound", true],
  ["lineup/themes/deep/deep.svg", deep, true],
];
for (const entry of hostile) await page.evaluate(put, entry);
await page.reload();
await firstFrame();
assert.ok(drawn(await look("home-after-hostile-storage")) > 0.1, "home is drawn over what the storage held");
for (const [key] of hostile) await page.evaluate(forget, key);

// 2. The letters game against the computer (the setup's own choice: Just right), set up by
// mouse and played by taps to its winner; 3. after the child's third move, a reload: the game
// is found again, as it was.
await game.lettersToTheWinner({
  afterMove: async (moves) => {
    if (moves !== 1) return;
    // A chip was heard, the card's letter and word said: the first click set the audio going.
    const audio = await page.evaluate(() => ({ state: window.lineupAudio?.state, sounds: window.lineupSounds }));
    assert.equal(audio.state, "running", "the page's audio runs after the first click");
    assert.ok(audio.sounds >= 2, `sounds were played (${audio.sounds})`);
  },
});

// 4. Arabic, from home: the page and the board read from the right; by touch.
const arabicBoard = await game.arabic();

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
// And a teacher's own game file, as a teacher keeps one: it is played, and kept in the page.
const ours = (await readFile("themes/animals.toml", "utf8")).replace('id = "animals"', 'id = "our-animals"');
files.push(`${out}/our-animals.toml`);
await writeFile(files.at(-1), ours);
const first = { context, page };
use(await newWindow());
await page.goto(url);
await firstFrame();
const opened = await filePicker("Open a file", () => click(374, 44));
if (opened.tries > 1) log(`Open a file answered tap number ${opened.tries}`);
await opened.chooser.setFiles(files);
await until("the settings brought back", async () => (await title()) === "Lineup", 10);
await page.waitForTimeout(1000);
await look("brought-back-home");
const ourKept = (await page.evaluate(keptFiles))["lineup/themes/our-animals.toml"];
assert.equal(ourKept, ours, "the teacher's own game is kept in the page, for every start");
await goOn();
await until("the game brought back", async () => (await title()).includes("دورك"));
await game.sameBoard(arabicBoard, ARABIC.board, "brought-back-game", "the game brought back is the game taken away");
log("brought back in another browser:", await title());
await context.close();
use(first);

// 6. The network off: the page comes back from the service worker's copy, with the game.
await game.offline(arabicBoard, () => context.setOffline(true));
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
const carried = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url), copies[0]);
assert.ok(carried.some((url) => url.endsWith("/voices/ar.tar.gz")), "the new version keeps the class's language for offline use");
await goOn();
await until("the game, in the new version", async () => (await title()).includes("دورك"));
log(`updated from ${old} to ${old}-next, the game kept`);

// 8. The pages to print, in another browser: the setup's Print button downloads the PDF.
use(await newWindow());
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

// 9. A board made of the teacher's own pictures, picked in the browser's file picker: kept in
// the page's storage with them, and the letters game plays on it at the next visit.
use(await newWindow());
const notes = [];
page.on("console", (message) => notes.push(message.text()));
await page.goto(url);
await firstFrame();
const choosing = await filePicker("Choose the pictures", async () => {
  await click(650, 44); // Make a board from a folder of pictures
  await click(131, 172); // Choose the pictures
});
const example = "examples/our-pictures";
const pictures = (await readdir(example)).filter((name) => name.endsWith(".svg")).map((name) => `${example}/${name}`);
await choosing.chooser.setFiles(pictures);
const board = "lineup/themes/pictures/en.toml";
await until("the board kept", async () => board in (await page.evaluate(keptFiles)), 20);
await look("board-made");
const keptBoard = await page.evaluate(keptFiles);
const keptPictures = Object.keys(keptBoard).filter((key) => key.startsWith("lineup/themes/pictures/") && key.endsWith(".svg"));
assert.equal(keptPictures.length, 20, "the board's twenty pictures are kept with it");
assert.ok(!Object.keys(keptBoard).some((key) => key.startsWith("scratch")), "the picked copies are not kept");
// The day each file was written is kept beside it, for Our files to show.
const written = Number(keptBoard[`written/${board}`]);
assert.ok(Math.abs(Date.now() - written) < 10 * 60 * 1000, `the board's day is kept (${keptBoard[`written/${board}`]})`);
await page.reload();
await firstFrame();
await click(481, 430); // Letters
await page.waitForTimeout(500);
await click(696, 673); // Start
await until("the pictures drawn", async () => notes.some((note) => /Lineup: \d+ pictures ready/.test(note)), 20);
await look("our-board-game");
log("made a board of", pictures.length, "pictures:", notes.find((note) => /pictures ready/.test(note)));
await context.close();

// 10. The class's own voice: "Record our voice" on home, a take from the microphone (the
// browser's fake one says "a", tests/web/say-a.wav), kept in the page's storage as a clip.
use(await newWindow());
await page.goto(url);
await firstFrame();
const recorded = "lineup/voices/en/name-a.wav";
for (let taps = 0; taps < 4; taps++) {
  await click(...RECORDING.open);
  await click(...RECORDING.record);
  await page.waitForTimeout(1500);
  await click(...RECORDING.record); // Stop
  const kept = await until("the take kept", async () => recorded in (await page.evaluate(keptFiles)), 10).then(() => true, () => false);
  if (kept) break;
}
const take = (await page.evaluate(keptFiles))[recorded];
assert.ok(take?.startsWith("RIFF"), "the take is kept as a WAV clip");
await look("recorded");
log(`recorded "a": ${take.length} bytes`);
// Save to a file carries the class's recordings too, in one file beside the settings.
await click(...RECORDING.closeAfterTake);
const saved = [];
page.on("download", (download) => saved.push(download.suggestedFilename()));
await click(230, 44); // Save to a file
await until("the class's own things saved", async () => saved.includes("lineup-ours.tar"), 10);
log("saved:", saved.join(", "));
await context.close();

// 11. A teacher's unlucky bundle, through the browser's own file picker: three thousand game
// files that cannot be played, and a board whose one drawing is nested fifty thousand deep.
// Nothing that cannot be played is kept, one notice says so, the board is kept and played with
// its other pictures drawn, and the page goes on after a reload.
use(await newWindow());
const told = [];
page.on("console", (message) => told.push(message.text()));
await page.goto(url);
await firstFrame();
const boardText = (await readFile(`${example}/en.toml`, "utf8")).replace('image = "ball.svg"', 'image = "deep.svg"');
const unlucky = [
  ...Array.from({ length: 3000 }, (_, n) => [`themes/broken-${n}.toml`, Buffer.from(`id = "broken-${n}"\nname = "Broken"\n`)]),
  ["themes/deep/en.toml", Buffer.from(boardText)],
  ["themes/deep/deep.svg", Buffer.from(deep)],
];
for (const path of pictures) unlucky.push([`themes/deep/${path.split("/").pop()}`, await readFile(path)]);
const bundlePath = `${out}/lineup-ours.tar`;
await writeFile(bundlePath, tar(unlucky));
await (await filePicker("Open a file", () => click(374, 44))).chooser.setFiles([bundlePath]);
await until("the board kept", async () => "lineup/themes/deep/en.toml" in (await page.evaluate(keptFiles)), 30);
await page.waitForTimeout(1000);
assert.ok(drawn(await look("unlucky-bundle-home")) > 0.1, "home is drawn after the bundle");
const keptNow = Object.keys(await page.evaluate(keptFiles));
assert.ok(!keptNow.some((key) => key.includes("broken-")), "nothing that cannot be played is kept");
await page.reload();
await firstFrame();
assert.ok(drawn(await look("unlucky-bundle-reloaded")) > 0.1, "home is drawn after a reload");
await click(481, 430); // Letters
await page.waitForTimeout(500);
await click(696, 673); // Start
await until("the other pictures drawn", async () => told.some((note) => /Lineup: \d+ pictures ready/.test(note)), 30);
await look("unlucky-bundle-game");
log("the unlucky bundle:", told.find((note) => /pictures ready/.test(note)));
await context.close();

// 12. A teacher's own game, its file picked with its pictures in the browser's file picker
// (Open a file on home): kept in a folder of its own, its pictures with it, and played.
use(await newWindow());
const heard = [];
page.on("console", (message) => heard.push(message.text()));
await page.goto(url);
await firstFrame();
await (await filePicker("Open a file", () => click(374, 44))).chooser.setFiles([`${example}/en.toml`, ...pictures]);
const ownBoard = "lineup/themes/en/en.toml";
await until("the game kept with its pictures", async () => ownBoard in (await page.evaluate(keptFiles)), 20);
const keptOwn = Object.keys(await page.evaluate(keptFiles)).filter((key) => key.startsWith("lineup/themes/en/"));
assert.equal(keptOwn.filter((key) => key.endsWith(".svg")).length, pictures.length, "its pictures are kept beside it");
await page.waitForTimeout(1000);
await look("own-game-with-pictures-home");
await click(481, 430); // Letters
await page.waitForTimeout(500);
await click(696, 673); // Start
await until("its pictures drawn", async () => heard.some((note) => /Lineup: \d+ pictures ready/.test(note)), 20);
await look("own-game-with-pictures-game");
log("a game brought with its pictures:", heard.find((note) => /pictures ready/.test(note)));
await context.close();

console.log("problems so far:", problems);
await browser.close();
server.close();
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
