// Draws the app's ant emblem as SVG and renders the install icons (192, 512, maskable 512) with headless Chromium.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const OUT = path.resolve(import.meta.dirname, "../apps/web/public/icons");
const BG = "#1c2b1e";

/** The emblem on a 512 unit canvas: a crimson ant seen from above, gold antennae, inside `scale` of the square. */
function emblem(scale) {
  const legs = [
    "M226 236 L160 196 L128 150",
    "M226 256 L150 256 L112 296",
    "M230 276 L170 318 L150 372",
    "M286 236 L352 196 L384 150",
    "M286 256 L362 256 L400 296",
    "M282 276 L342 318 L362 372",
  ];
  const s = scale;
  const t = (512 * (1 - s)) / 2;
  return `<g transform="translate(${t} ${t}) scale(${s})">
    <g fill="none" stroke="#c99a16" stroke-width="16" stroke-linecap="round" stroke-linejoin="round">${legs
      .map((d) => `<path d="${d}"/>`)
      .join("")}</g>
    <g fill="none" stroke="#f4c542" stroke-width="14" stroke-linecap="round">
      <path d="M240 126 Q222 84 186 66"/><path d="M272 126 Q290 84 326 66"/>
    </g>
    <ellipse cx="256" cy="150" rx="46" ry="42" fill="#dc143c"/>
    <ellipse cx="256" cy="252" rx="40" ry="58" fill="#dc143c"/>
    <ellipse cx="256" cy="380" rx="66" ry="84" fill="#dc143c"/>
    <ellipse cx="236" cy="140" rx="10" ry="8" fill="#f4c542"/><ellipse cx="276" cy="140" rx="10" ry="8" fill="#f4c542"/>
    <ellipse cx="232" cy="350" rx="16" ry="30" fill="#ff6b6b" opacity="0.55"/>
  </g>`;
}

const svg = (maskable) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${maskable ? `<rect width="512" height="512" fill="${BG}"/>` : `<rect width="512" height="512" rx="96" fill="${BG}"/>`}
  ${emblem(maskable ? 0.62 : 0.86)}
</svg>`;

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, "icon.svg"), svg(false));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(maskable)}`,
  );
  await page.screenshot({ path: path.join(OUT, name), omitBackground: true });
}
await browser.close();
console.log(`icons written to ${OUT}`);
