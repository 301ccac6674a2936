import { spawn } from "node:child_process";
import { Builder, Capabilities } from "selenium-webdriver";
import { serve } from "./lib.mjs";
import { writeFile } from "node:fs/promises";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const { server, url } = await serve("/tmp/lineup-web");
const port = 4444 + Math.floor(Math.random() * 1000);
const drv = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: ["ignore", "inherit", "inherit"] });
await sleep(1000);
const caps = new Capabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": {
  binary: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", args: ["--automation"] } });
const t0 = Date.now();
const d = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(caps).build();
console.log("session", Date.now() - t0, JSON.stringify((await d.getCapabilities()).map_ ? Object.fromEntries((await d.getCapabilities()).map_) : ""));
await d.manage().window().setRect({ width: 1280, height: 720 });
await d.get("about:blank");
console.log(await d.executeScript("return [innerWidth, innerHeight, outerWidth, outerHeight, navigator.userAgent]"));
console.log(await d.executeScript(`const c=document.createElement('canvas'); const g=c.getContext('webgl2'); if(!g) return 'no webgl2'; const e=g.getExtension('WEBGL_debug_renderer_info'); return [g.getParameter(g.VERSION), e && g.getParameter(e.UNMASKED_RENDERER_WEBGL)]`));
await d.get(url);
for (let i = 0; i < 60; i++) { await sleep(1000); const t = await d.getTitle(); const c = await d.executeScript("return !!document.querySelector('canvas') && document.getElementById('say').hidden"); if (c) { console.log("canvas at", i, t); break; } }
await sleep(2000);
await writeFile("/tmp/probe/wk-home.png", Buffer.from(await d.takeScreenshot(), "base64"));
console.log(await d.executeScript("return [innerWidth, innerHeight, devicePixelRatio, document.title, document.getElementById('say').textContent]"));
await d.quit(); drv.kill(); server.close();
