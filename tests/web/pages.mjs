// A page of a browser, the same few calls in every engine, for play.mjs: Chromium through
// Playwright, and Firefox ESR and WebKitGTK through WebDriver (geckodriver, built into
// target/tools by run.sh; WebKitWebDriver with its MiniBrowser, from Debian's
// webkit2gtk-driver). The WebDriver browsers run in an X server of their own (Xvfb): Firefox
// headless has no WebGL on Linux, and WebKitGTK's MiniBrowser has no headless mode;
// LINEUP_DISPLAY=:0 shows them on a display of yours instead.
//
// page: goto(url), reload(), screenshot() (a PNG of the viewport), title(), click(x, y) (a
// mouse's), tap(x, y) (a finger's), evaluate(fn, arg) (awaits a promise), wait(ms).

import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Builder, Capabilities } from "selenium-webdriver";
import { Command } from "selenium-webdriver/lib/command.js";
import { WIDTH, HEIGHT } from "./play.mjs";
import { chromium } from "playwright-core";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** A Playwright page (Chromium's, with a touchscreen). */
export function playwrightPage(page) {
  return {
    goto: (url) => page.goto(url),
    reload: () => page.reload(),
    screenshot: () => page.screenshot(),
    title: () => page.title(),
    click: (x, y) => page.mouse.click(x, y),
    tap: (x, y) => page.touchscreen.tap(x, y),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    wait: (ms) => page.waitForTimeout(ms),
  };
}

/**
 * What a page says is wrong, kept in the page (classic WebDriver does not pass the console
 * on, and WebKitGTK's MiniBrowser writes none of it in automation mode): from when its
 * document has loaded.
 */
const WATCH = `if (!window.lineupProblems) {
  const problems = window.lineupProblems = [];
  const error = console.error;
  console.error = function (...words) { problems.push("console: " + words.map(String).join(" ")); return error.apply(this, words); };
  addEventListener("error", (event) => problems.push("page error: " + event.message));
  addEventListener("unhandledrejection", (event) => problems.push("unhandled: " + (event.reason?.message ?? event.reason)));
}`;

/**
 * A WebDriver session's page. Clicks and taps are WebDriver's pointer actions. `problems()`
 * is what its pages said was wrong (console.error, errors, unhandled rejections).
 */
export function webdriverPage(driver) {
  const problems = [];
  const gather = async () => problems.push(...await driver.executeScript(
    "const said = window.lineupProblems || []; window.lineupProblems = undefined; return said").catch(() => []));
  const watch = () => driver.executeScript(WATCH);
  const press = (id, pointerType, x, y) => driver.execute(new Command("actions").setParameter("actions", [{
    type: "pointer", id, parameters: { pointerType },
    actions: [
      { type: "pointerMove", x: Math.round(x), y: Math.round(y), duration: 0 },
      { type: "pointerDown", button: 0 },
      { type: "pause", duration: 60 },
      { type: "pointerUp", button: 0 },
    ],
  }]));
  return {
    driver,
    goto: async (url) => { await gather(); await driver.get(url); await watch(); },
    // As a person's reload (F5): geckodriver's refresh is a hard one, which passes the service
    // worker by. Done when another document has loaded.
    reload: async () => {
      await gather();
      await driver.executeScript("window.lineupLeft = true; setTimeout(() => location.reload(), 10)");
      for (let tries = 0; tries < 300; tries++) {
        await sleep(100);
        const loaded = await driver.executeScript("return !window.lineupLeft && document.readyState === 'complete'")
          .catch(() => false);
        if (loaded) return watch();
      }
      throw new Error("the page did not reload in 30 s");
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
    title: () => driver.getTitle(),
    click: (x, y) => press("lineup-mouse", "mouse", x, y),
    tap: (x, y) => press("lineup-finger", "touch", x, y),
    // WebKitGTK sometimes fails the first script after a reload ("Could not parse script
    // result"): it is asked again.
    evaluate: async (fn, arg) => {
      for (let tries = 1; ; tries++) {
        try {
          return await driver.executeScript(fn, arg);
        } catch (error) {
          if (tries === 3) throw error;
          await sleep(500);
        }
      }
    },
    wait: sleep,
    problems: async () => { await gather(); return problems; },
  };
}

/** WebKitGTK's MiniBrowser, wherever this system's libwebkit2gtk keeps it. */
export function miniBrowser() {
  if (process.env.MINIBROWSER) return process.env.MINIBROWSER;
  for (const lib of ["/usr/lib", "/usr/libexec", "/usr/lib64"]) {
    const places = [lib, ...(existsSync(lib) ? readdirSync(lib).map((name) => join(lib, name)) : [])];
    for (const place of places) for (const api of ["webkit2gtk-4.1", "webkit2gtk-4.0", "webkitgtk-6.0"]) {
      const found = join(place, api, "MiniBrowser");
      if (existsSync(found)) return found;
    }
  }
  throw new Error("no MiniBrowser: install webkit2gtk-driver (it brings libwebkit2gtk), or set MINIBROWSER");
}

const freePort = () => new Promise((done, fail) => {
  const probe = createServer().once("error", fail).listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => done(port));
  });
});

/** An X server of our own, 1920×1080 (the window fits in it), and its DISPLAY. */
async function xserver() {
  const x = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"],
    { stdio: ["ignore", "pipe", "ignore"] });
  const display = await new Promise((done, fail) => {
    let said = "";
    x.stdout.on("data", (data) => {
      said += data;
      if (said.includes("\n")) done(`:${said.trim()}`);
    });
    x.once("exit", (code) => fail(new Error(`Xvfb stopped (${code}): is xvfb installed?`)));
    setTimeout(() => fail(new Error("Xvfb did not start in 20 s")), 20000);
  });
  return { display, stop: () => x.kill() };
}

/**
 * `env` with a home Firefox will start in. Firefox refuses to run as root when $HOME (or
 * $XDG_RUNTIME_DIR) belongs to another user, which is how the forge's container runs the
 * checks (root, with the runner's /github/home); run.sh gives it such a home here too. Firefox
 * then gets an empty home of root's own; cargo and the rest keep theirs.
 */
export function ownHome(env) {
  if (process.getuid?.() !== 0) return env;
  const ownerOf = (path) => {
    try {
      return statSync(path).uid;
    } catch {
      return 0;
    }
  };
  const others = [env.HOME, env.XDG_RUNTIME_DIR].filter((path) => path && ownerOf(path) !== 0);
  if (others.length === 0) return env;
  const home = mkdtempSync(join(tmpdir(), "lineup-firefox-home-"));
  console.log(`firefox: ${others.join(" and ")} belong to another user, so Firefox starts in ${home}`);
  const own = { ...env, HOME: home };
  delete own.XDG_RUNTIME_DIR;
  return own;
}

/**
 * The engine `name` ("firefox" or "webkit") behind WebDriver, its viewport 1280×720: the
 * driver started on a free port of localhost, its browser's console (and the driver's own
 * words) written to `consoleFile`. Returns { page, version, close }.
 */
export async function startEngine(name, consoleFile) {
  if (name === "chromium-webgpu") return webgpuChromium(consoleFile);
  const x = process.env.LINEUP_DISPLAY ? { display: process.env.LINEUP_DISPLAY, stop() {} } : await xserver();
  let env = { ...process.env, DISPLAY: x.display, LANG: "C.UTF-8", LANGUAGE: "en_US" };
  if (name === "firefox") env = ownHome(env);
  const port = await freePort();
  let command, args, capabilities;
  if (name === "firefox") {
    command = process.env.GECKODRIVER || join(ROOT, "target/tools/bin/geckodriver");
    args = [`--port=${port}`, "--host=127.0.0.1"];
    capabilities = {
      browserName: "firefox",
      "moz:firefoxOptions": {
        binary: process.env.FIREFOX || "/usr/bin/firefox-esr",
        args: [],
        prefs: {
          // The page's console on standard output, where the test keeps it.
          "devtools.console.stdout.content": true,
          "intl.accept_languages": "en-US",
          // Sound without a tap first, as the other engines here (the app asks for none).
          "media.autoplay.default": 0,
          // A microphone without one: Firefox's own (a steady tone), given without asking.
          "media.navigator.streams.fake": true,
          "media.navigator.permission.disabled": true,
        },
      },
    };
  } else if (name === "webkit") {
    command = process.env.WEBKIT_WEBDRIVER || "WebKitWebDriver";
    args = [`--port=${port}`];
    capabilities = {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary: miniBrowser(),
        args: ["--automation", "--enable-write-console-messages-to-stdout=true", "--autoplay-policy=allow",
          // A microphone without one: WebKit's stand-in capture devices.
          "--enable-media-stream=true", "--enable-mock-capture-devices=true"],
      },
    };
  } else {
    throw new Error(`no engine "${name}": firefox, webkit or chromium-webgpu`);
  }
  const log = createWriteStream(consoleFile);
  const server = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const gone = new Promise((done) => server.once("exit", done));
  let driver = null, closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await driver?.quit().catch(() => {});
    server.kill();
    await Promise.race([gone, sleep(3000)]);
    x.stop();
    log.end();
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${url}/status`)).ok) break;
      } catch { /* not listening yet */ }
      if (server.exitCode !== null || tries > 100) throw new Error(`${command} did not start: see ${consoleFile}`);
      await sleep(100);
    }
    driver = await new Builder().usingServer(url).withCapabilities(new Capabilities(capabilities)).build();
    const version = (await driver.getCapabilities()).get("browserVersion");
    // The viewport (not the window) 1280×720: the window is made larger by what its own
    // frame, bars and borders take.
    await driver.manage().window().setRect({ width: WIDTH, height: HEIGHT });
    for (let tries = 0; tries < 3; tries++) {
      const [width, height] = await driver.executeScript("return [innerWidth, innerHeight]");
      if (width === WIDTH && height === HEIGHT) break;
      const rect = await driver.manage().window().getRect();
      await driver.manage().window().setRect({ width: rect.width + WIDTH - width, height: rect.height + HEIGHT - height });
    }
    const [width, height] = await driver.executeScript("return [innerWidth, innerHeight]");
    if (width !== WIDTH || height !== HEIGHT) throw new Error(`the viewport is ${width}×${height}, not ${WIDTH}×${HEIGHT}`);
    return { page: webdriverPage(driver), version, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Headless Chromium on its WebGPU path, as Chrome on a Chromebook takes it: WebGPU through
 * SwiftShader's Vulkan, where this machine has no GPU. (With only some of these flags Chromium
 * offers an adapter that then fails, and wgpu does not go back to WebGL2.)
 */
async function webgpuChromium(consoleFile) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-quic",
      "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--enable-unsafe-webgpu",
      "--enable-features=Vulkan", "--use-vulkan=swiftshader", "--use-webgpu-adapter=swiftshader",
    ],
  });
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: "en-US", hasTouch: true });
  const page = await context.newPage();
  const log = createWriteStream(consoleFile);
  const problems = [];
  page.on("console", (message) => {
    log.write(`${message.type()}: ${message.text()}\n`);
    if (message.type() === "error") problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  let closed = false;
  return {
    page: { ...playwrightPage(page), problems: async () => problems },
    version: browser.version(),
    close: async () => {
      if (closed) return;
      closed = true;
      await browser.close();
      log.end();
    },
  };
}
