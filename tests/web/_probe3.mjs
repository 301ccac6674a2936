import { spawn } from "node:child_process";
import { Builder, Capabilities } from "selenium-webdriver";
import firefox from "selenium-webdriver/firefox.js";
import { Command } from "selenium-webdriver/lib/command.js";
import { serve } from "./lib.mjs";
import { writeFile } from "node:fs/promises";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const { server, url } = await serve("/tmp/lineup-web");
const engine = process.argv[2];
let d, drv;
if (engine === "webkit") {
  const port = 4444 + Math.floor(Math.random() * 1000);
  drv = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: ["ignore", "inherit", "inherit"] });
  await sleep(500);
  d = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(new Capabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", args: ["--automation"] } })).build();
} else {
  const opts = new firefox.Options().setBinary("/usr/bin/firefox-esr");
  d = await new Builder().forBrowser("firefox").setFirefoxOptions(opts).setFirefoxService(new firefox.ServiceBuilder("/work/main/target/tools/bin/geckodriver")).build();
}
await d.manage().window().setRect({ width: 1280, height: 720 });
await d.get(url);
for (let i = 0; i < 120; i++) { await sleep(500); if (await d.executeScript("return !!document.querySelector('canvas') && document.getElementById('say').hidden")) break; }
await sleep(1500);
await d.executeScript(`window.__ev = []; for (const t of ['pointerdown','pointerup','touchstart','touchend','mousedown','click']) addEventListener(t, e => __ev.push(t + ':' + (e.pointerType||'')), true);`);
const act = (type, x, y) => d.execute(new Command("actions").setParameter("actions", [{ type: "pointer", id: "finger", parameters: { pointerType: type }, actions: [
  { type: "pointerMove", x, y, duration: 0 }, { type: "pointerDown", button: 0 }, { type: "pause", duration: 80 }, { type: "pointerUp", button: 0 }] }]));
try { await act("touch", 481, 400); console.log("touch ok"); } catch (e) { console.log("touch failed:", e.name, e.message.slice(0, 200)); }
await sleep(800);
console.log(await d.executeScript("return __ev.join(' ')"));
await writeFile(`/tmp/probe/${engine}-touch.png`, Buffer.from(await d.takeScreenshot(), "base64"));
await d.quit(); drv?.kill(); server.close();
