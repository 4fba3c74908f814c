// Finds a Chromium or Chrome on this machine for Playwright (its own browser download is not used).
import { existsSync } from "node:fs";

const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export function findChromium() {
  return candidates.find((path) => path && existsSync(path));
}
