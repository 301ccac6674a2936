// The browser's own pictures for the README and the guides (.ci/screenshots runs it): Lineup
// from the folder packaging/web.sh writes, served as the forge's page serves it, in Debian's
// Chromium at 1280×720, each page once it is drawn. Each picture is written to OUT/NAME.png.
//
//   node tests/web/shoot.mjs [FOLDER] [OUT]      (default target/web, docs/screenshots)

import { writeFile } from "node:fs/promises";
import { serve, launch } from "./lib.mjs";
import { player, WIDTH, HEIGHT } from "./play.mjs";
import { playwrightPage } from "./pages.mjs";

const [folder = "target/web", out = "docs/screenshots"] = process.argv.slice(2);
const { server, url } = await serve(folder);
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: "en-US" });
  const page = await context.newPage();
  const game = player(playwrightPage(page), "/tmp");
  const shot = async (name) => {
    // A moment for the last frame and the fonts of the language just chosen.
    await page.waitForTimeout(1500);
    await writeFile(`${out}/${name}.png`, await page.screenshot());
    console.log(`${out}/${name}.png`);
  };
  // Home, as a teacher first sees it at the page's address.
  await page.goto(url);
  await game.firstFrame();
  await shot("browser-home");
} finally {
  await browser.close();
  server.close();
}
