// What Lineup's browser tests share: a static server for the built folder, Debian's Chromium
// driven by Playwright, and a look at the pixels of a screenshot (the app draws everything on
// one canvas, so a test sees what a child sees: colours where things are). Firefox and WebKit
// are driven through WebDriver (engines.mjs); the game they all play is in play.mjs.

import { createServer } from "node:http";
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { gzipSync, inflateSync } from "node:zlib";
import { chromium } from "playwright-core";

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json", ".png": "image/png", ".json": "application/json",
};
/** What a static host compresses as it sends it (the PNGs are compressed already). */
const COMPRESSED = new Set([".html", ".js", ".wasm", ".webmanifest", ".json"]);

/** Where the page is served: a sub-path, as the forge's page (OWNER.github.io/REPO/) is. */
export const PATH = "/lineup/";

/**
 * Serves `folder` under PATH on a free port of localhost, as a static host would: gzip (level
 * 6) for text, scripts and WebAssembly where the browser accepts it, each file's date, and
 * ten minutes' keeping.
 * `serving` changes the folder served (a new version put on the server); `sent` counts the
 * bytes sent so far, as they went over the network; `down` takes the server off the network
 * (every request is cut off unanswered, as with the school's network down: a WebDriver
 * browser cannot be told it is offline), `up` puts it back.
 */
export async function serve(folder) {
  const site = { folder, sent: 0, down: false };
  const packed = new Map();
  const server = createServer(async (request, response) => {
    if (site.down) {
      request.socket.destroy();
      return;
    }
    const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    if (!path.startsWith(PATH)) {
      response.writeHead(404);
      response.end();
      return;
    }
    const inside = path.slice(PATH.length);
    const file = join(site.folder, normalize(inside === "" || inside.endsWith("/") ? inside + "index.html" : inside));
    try {
      const { mtime, size } = await stat(file);
      const headers = {
        "content-type": TYPES[extname(file)] || "application/octet-stream",
        "last-modified": mtime.toUTCString(),
        // As GitHub Pages sends it: the browser may keep a file ten minutes without asking, so
        // the service worker's copy of the first visit comes from the browser, not the network.
        "cache-control": "max-age=600",
      };
      let body;
      if (COMPRESSED.has(extname(file)) && /\bgzip\b/.test(request.headers["accept-encoding"] || "")) {
        const key = `${file} ${mtime.getTime()} ${size}`;
        if (!packed.has(key)) packed.set(key, gzipSync(await readFile(file), { level: 6 }));
        body = packed.get(key);
        headers["content-encoding"] = "gzip";
        headers["vary"] = "accept-encoding";
      } else {
        body = await readFile(file);
      }
      site.sent += body.length;
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    server,
    url: `http://127.0.0.1:${server.address().port}${PATH}`,
    serving: (folder) => { site.folder = folder; },
    sent: () => site.sent,
    down: () => { site.down = true; server.closeAllConnections(); },
    up: () => { site.down = false; },
  };
}

/** The bytes of every file in `folder`, as `serve` sends each once (gzip where it packs). */
export async function packedSize(folder) {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const body = await readFile(join(entry.parentPath ?? entry.path, entry.name));
    total += COMPRESSED.has(extname(entry.name)) ? gzipSync(body, { level: 6 }).length : body.length;
  }
  return total;
}

/** Headless Debian Chromium, as root on a machine with no network beyond localhost. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--disable-quic",
      // WebGL2 in software where the machine has no GPU.
      "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
      // A microphone that says "a" (tests/web/say-a.wav), allowed without asking.
      "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-audio-capture=${new URL("say-a.wav", import.meta.url).pathname}`,
    ],
  });
}

/** A PNG (as Playwright's screenshots are: 8-bit RGB or RGBA, not interlaced) as pixels. */
export function pixels(png) {
  const width = png.readUInt32BE(16), height = png.readUInt32BE(20), type = png[25];
  const channels = type === 6 ? 4 : 3;
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at), kind = png.toString("ascii", at + 4, at + 8);
    if (kind === "IDAT") chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels, data = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? data[y * stride + x - channels] : 0;
      const b = y > 0 ? data[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? data[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      data[y * stride + x] = (line[x] + predicted) & 255;
    }
  }
  return {
    width, height,
    at: (x, y) => [0, 1, 2].map((i) => data[y * stride + x * channels + i]),
  };
}

/** Whether two colours are the same to the eye. */
export const near = (a, b, by = 12) => a.every((value, i) => Math.abs(value - b[i]) <= by);

/**
 * The blobs of `colour` in a picture (within `area`), largest first, each with its centre and
 * size: where a child would tap.
 */
export function blobs(picture, colour, area = [0, 0, picture.width, picture.height], step = 4) {
  const [x0, y0, x1, y1] = area;
  const seen = new Set(), found = [];
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const key = y * picture.width + x;
      if (seen.has(key) || !near(picture.at(x, y), colour)) continue;
      const stack = [[x, y]];
      let count = 0, sx = 0, sy = 0;
      seen.add(key);
      while (stack.length) {
        const [px, py] = stack.pop();
        count++; sx += px; sy += py;
        for (const [nx, ny] of [[px + step, py], [px - step, py], [px, py + step], [px, py - step]]) {
          const next = ny * picture.width + nx;
          if (nx < x0 || ny < y0 || nx >= x1 || ny >= y1 || seen.has(next)) continue;
          if (!near(picture.at(nx, ny), colour)) continue;
          seen.add(next);
          stack.push([nx, ny]);
        }
      }
      found.push({ x: Math.round(sx / count), y: Math.round(sy / count), size: count * step * step });
    }
  }
  return found.sort((a, b) => b.size - a.size);
}

/** How much of a picture is not the page's own colour: 0 for a blank canvas. */
export function drawn(picture, page = [0xf4, 0xef, 0xe6]) {
  let other = 0, all = 0;
  for (let y = 0; y < picture.height; y += 8) {
    for (let x = 0; x < picture.width; x += 8) {
      all++;
      if (!near(picture.at(x, y), page, 6)) other++;
    }
  }
  return other / all;
}

/**
 * Where "Record our voice" is tapped at 1280×720 in English: its button on the page's home, its
 * Record (Stop in the same place), and Close once a take is kept (under the take's words).
 */
export const RECORDING = { open: [1000, 44], record: [87, 429], closeAfterTake: [225, 529] };

/** The files the page keeps (IndexedDB), each as text. Runs in the page. */
export function keptFiles() {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open("lineup");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      // Before Lineup has made its store there is none: that is an answer too.
      if (!database.objectStoreNames.contains("files")) return resolve({});
      const files = database.transaction("files").objectStore("files");
      const keys = files.getAllKeys();
      const values = files.getAll();
      values.onsuccess = () => {
        const text = new TextDecoder();
        resolve(Object.fromEntries(keys.result.map((key, at) => [key, text.decode(values.result[at])])));
        database.close();
      };
    };
  });
}

/** A tar file of `entries` ([name, bytes] pairs, bytes a Buffer), as Lineup's bundles are. */
export function tar(entries) {
  const blocks = [];
  for (const [name, bytes] of entries) {
    const header = Buffer.alloc(512);
    const field = (at, length, text) => header.write(text, at, length, "utf8");
    const octal = (at, length, number) => field(at, length, number.toString(8).padStart(length - 1, "0") + "\0");
    field(0, 100, name);
    octal(100, 8, 0o644);
    octal(108, 8, 0);
    octal(116, 8, 0);
    octal(124, 12, bytes.length);
    octal(136, 12, 0);
    field(148, 8, "        ");
    field(156, 1, "0");
    field(257, 8, "ustar\u000000");
    const sum = header.reduce((total, byte) => total + byte, 0);
    field(148, 8, sum.toString(8).padStart(6, "0") + "\0 ");
    blocks.push(header, bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
