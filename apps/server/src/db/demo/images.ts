/**
 * Product photos for the demo catalog, drawn in code: per subcategory a simple silhouette (a mug,
 * a vase, a necklace, a stool…) in the product's colourway, standing on a warm studio table with
 * a soft shadow, plus a close-up of its surface. The SVG is rasterised with sharp into the widths a
 * real upload is stored in (lib/images.ts), once per distinct picture; every product then gets its
 * own copies of the files, so deleting one product's image never touches another's.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OutputInfo, Region } from 'sharp';
import { loadSharp, type StoredVariants } from '../../lib/images.js';
import type { MediaStore } from '../../lib/media-store.js';

export type ArtShape =
  | 'mug'
  | 'vase'
  | 'bowl'
  | 'owl'
  | 'lantern'
  | 'linen'
  | 'hoop'
  | 'cushion'
  | 'scarf'
  | 'blanket'
  | 'mitten'
  | 'beanie'
  | 'sweater'
  | 'sock'
  | 'doll'
  | 'necklace'
  | 'earrings'
  | 'ring'
  | 'bracelet'
  | 'icon'
  | 'miniature'
  | 'painting'
  | 'print'
  | 'poster'
  | 'taper'
  | 'jar-candle'
  | 'plaque'
  | 'kitchenware'
  | 'box'
  | 'stool'
  | 'train'
  | 'tumbler'
  | 'carafe'
  | 'bauble'
  | 'stained-glass'
  | 'beads'
  | 'troll'
  | 'card'
  | 'notebook'
  | 'journal'
  | 'wallet'
  | 'bag'
  | 'belt'
  | 'crane'
  | 'paper-cut'
  | 'puzzle'
  | 'basket'
  | 'mirror';

/** Main colour, second colour (pattern), third colour (accent). */
export type ArtColours = readonly [string, string, string];

export type Backdrop = 'linen' | 'sand' | 'stone' | 'blush';

/** What one product picture shows. Equal arts render to the same picture. */
export interface ProductArt {
  shape: ArtShape;
  colours: ArtColours;
  /** The frame's colour, for framed pictures. */
  frame?: string;
  backdrop: Backdrop;
}

/** The whole object on the table, or a close-up of its surface. */
export type ArtView = 'front' | 'detail';

export interface ArtImage {
  art: ProductArt;
  view: ArtView;
}

interface Box {
  x: number;
  y: number;
  size: number;
}

const BACKDROPS: Record<Backdrop, { wall: [string, string]; table: [string, string] }> = {
  linen: { wall: ['#f5efe6', '#e9dfd1'], table: ['#ddcbb5', '#cdb79d'] },
  sand: { wall: ['#f3e9db', '#e7d7c2'], table: ['#cfb08c', '#bd9a73'] },
  stone: { wall: ['#efedea', '#e0ddd7'], table: ['#d2ccc3', '#c1b9ae'] },
  blush: { wall: ['#f6ebe6', '#ecdcd4'], table: ['#dfc6bb', '#cfb0a3'] },
};

/** Shared gradients: cylindrical light from the upper left, top light, glass and metal sheen. */
const COMMON_DEFS = `
<linearGradient id="cyl" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#1b120a" stop-opacity=".34"/><stop offset=".26" stop-color="#fff" stop-opacity=".2"/>
<stop offset=".48" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#1b120a" stop-opacity=".12"/>
<stop offset="1" stop-color="#1b120a" stop-opacity=".38"/></linearGradient>
<linearGradient id="top" x1="0" x2="0" y1="0" y2="1">
<stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>
<stop offset="1" stop-color="#1b120a" stop-opacity=".28"/></linearGradient>
<linearGradient id="glass" x1="0" x2="1" y1="0" y2="0">
<stop offset="0" stop-color="#fff" stop-opacity=".05"/><stop offset=".18" stop-color="#fff" stop-opacity=".55"/>
<stop offset=".3" stop-color="#fff" stop-opacity=".05"/><stop offset=".82" stop-color="#fff" stop-opacity=".1"/>
<stop offset=".9" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity=".05"/></linearGradient>
<radialGradient id="gem" cx=".38" cy=".34" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".75"/>
<stop offset=".35" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></radialGradient>`;

/** Collects the per-picture clip paths while a shape is drawn. */
class Canvas {
  readonly defs: string[] = [];
  shade = { cx: 500, cy: 770, rx: 200, ry: 32 };
  private next = 0;

  constructor(
    readonly c: ArtColours,
    readonly frame: string,
  ) {}

  /** Where the object stands: its soft shadow is painted into the (blurred) backdrop. */
  shadow(cx: number, cy: number, rx: number, ry = rx * 0.16) {
    this.shade = { cx, cy, rx, ry };
    return '';
  }

  clip(d: string) {
    const id = `k${++this.next}`;
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  /** A path in `fill`, a motif clipped to it, and the light over it. */
  filled(d: string, fill: string, motif = '', light = 'cyl') {
    const clip = motif ? `<g clip-path="url(#${this.clip(d)})">${motif}</g>` : '';
    return `<path d="${d}" fill="${fill}"/>${clip}<path d="${d}" fill="url(#${light})"/>`;
  }
}

// ---- Motifs: explicit shapes on a grid (cheaper to rasterise than SVG <pattern> fills) --------

function grid(
  box: [number, number, number, number],
  step: number,
  cell: (x: number, y: number, i: number) => string,
  offsetRows = true,
) {
  const [x0, y0, x1, y1] = box;
  let out = '';
  let row = 0;
  for (let y = y0; y <= y1 + step; y += step, row++) {
    const shift = offsetRows && row % 2 ? step / 2 : 0;
    for (let x = x0 - step + shift; x <= x1 + step; x += step) out += cell(x, y, row);
  }
  return out;
}

const motif = {
  peacock: (c: ArtColours, box: [number, number, number, number], s = 64) =>
    grid(
      box,
      s,
      (x, y) =>
        `<circle cx="${x}" cy="${y}" r="${s * 0.3}" fill="${c[1]}"/><circle cx="${x}" cy="${y}" r="${s * 0.17}" fill="${c[2]}"/><circle cx="${x}" cy="${y}" r="${s * 0.07}" fill="${c[0]}"/>`,
    ),
  dots: (colour: string, box: [number, number, number, number], s = 44, r = 7) =>
    grid(box, s, (x, y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>`),
  flowers: (c: ArtColours, box: [number, number, number, number], s = 90) =>
    grid(box, s, (x, y) => flower(x, y, s * 0.2, c[1], c[2])),
  stripes: (colour: string, box: [number, number, number, number], s = 46, w = 14) =>
    grid(
      box,
      s,
      (x, y) => `<rect x="${x}" y="${y}" width="${s + 1}" height="${w}" fill="${colour}"/>`,
      false,
    ),
  checks: (colour: string, box: [number, number, number, number], s = 80) => {
    const [x0, y0, x1, y1] = box;
    let out = '';
    for (let x = x0; x <= x1; x += s)
      out += `<rect x="${x}" y="${y0}" width="${s / 2}" height="${y1 - y0}" fill="${colour}" fill-opacity=".45"/>`;
    for (let y = y0; y <= y1; y += s)
      out += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${s / 2}" fill="${colour}" fill-opacity=".45"/>`;
    return out;
  },
  stars: (colour: string, box: [number, number, number, number], s = 110) =>
    grid(box, s, (x, y) => star(x, y, s * 0.34, colour)),
  tulips: (c: ArtColours, box: [number, number, number, number], s = 120) =>
    grid(box, s, (x, y) => tulip(x, y, s * 0.32, c)),
  grain: (colour: string, box: [number, number, number, number], s = 22) => {
    const [x0, y0, x1, y1] = box;
    let out = '';
    let i = 0;
    for (let y = y0; y <= y1; y += s, i++) {
      const a = 6 + (i % 3) * 4;
      out += `<path d="M${x0} ${y} C ${x0 + (x1 - x0) * 0.3} ${y - a}, ${x0 + (x1 - x0) * 0.6} ${y + a}, ${x1} ${y}" stroke="${colour}" stroke-width="3" fill="none" stroke-opacity=".35"/>`;
    }
    return out;
  },
  weave: (colour: string, box: [number, number, number, number], s = 36) =>
    grid(
      box,
      s,
      (x, y, row) =>
        `<rect x="${x + 3}" y="${y + 3}" width="${s - 6}" height="${s - 6}" rx="8" fill="${colour}" fill-opacity="${row % 2 ? 0.35 : 0.18}"/>`,
    ),
};

function flower(x: number, y: number, r: number, petal: string, heart: string) {
  let out = '';
  for (let k = 0; k < 5; k++) {
    const a = (k * 2 * Math.PI) / 5;
    out += `<circle cx="${(x + Math.cos(a) * r).toFixed(1)}" cy="${(y + Math.sin(a) * r).toFixed(1)}" r="${(r * 0.72).toFixed(1)}" fill="${petal}"/>`;
  }
  return `${out}<circle cx="${x}" cy="${y}" r="${(r * 0.5).toFixed(1)}" fill="${heart}"/>`;
}

function star(x: number, y: number, r: number, colour: string) {
  const points: string[] = [];
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    const rr = k % 2 ? r * 0.42 : r;
    points.push(`${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function tulip(x: number, y: number, r: number, c: ArtColours) {
  return `<path d="M${x} ${y + r * 1.6} V${y + r * 0.2}" stroke="${c[2]}" stroke-width="${r * 0.18}"/><path d="M${x - r} ${y - r * 0.6} Q${x - r} ${y + r * 0.6} ${x} ${y + r * 0.5} Q${x + r} ${y + r * 0.6} ${x + r} ${y - r * 0.6} L${x + r * 0.5} ${y - r * 0.1} L${x} ${y - r * 0.9} L${x - r * 0.5} ${y - r * 0.1} Z" fill="${c[1]}"/><path d="M${x} ${y + r * 1.2} Q${x - r * 0.9} ${y + r} ${x - r * 1.1} ${y + r * 0.4} Q${x - r * 0.4} ${y + r * 0.5} ${x} ${y + r * 1.2}Z" fill="${c[2]}"/>`;
}

// ---- Shapes: one function per silhouette; answers the drawing and the close-up's square ----------

type Shape = (k: Canvas) => { body: string; detail: Box };

const WOOD_DARK = '#5b3b22';

const SHAPES: Record<ArtShape, Shape> = {
  mug: (k) => {
    const body = 'M350 400 H640 V700 Q640 770 570 770 H420 Q350 770 350 700 Z';
    return {
      body:
        k.shadow(505, 772, 190) +
        `<path d="M632 470 C760 460 770 660 632 660" fill="none" stroke="${k.c[0]}" stroke-width="42"/>` +
        `<path d="M632 470 C760 460 770 660 632 660" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="42"/>` +
        k.filled(body, k.c[0], motif.peacock(k.c, [350, 420, 640, 770])) +
        `<ellipse cx="495" cy="400" rx="145" ry="26" fill="${k.c[0]}"/><ellipse cx="495" cy="404" rx="130" ry="19" fill="#1b120a" fill-opacity=".45"/>`,
      detail: { x: 380, y: 440, size: 230 },
    };
  },
  vase: (k) => {
    const d =
      'M440 230 H560 Q560 300 590 350 Q690 470 660 640 Q640 760 560 780 H440 Q360 760 340 640 Q310 470 410 350 Q440 300 440 230 Z';
    return {
      body:
        k.shadow(500, 782, 170) +
        k.filled(d, k.c[0], motif.flowers(k.c, [310, 380, 690, 780], 104)) +
        `<ellipse cx="500" cy="230" rx="62" ry="13" fill="#1b120a" fill-opacity=".5"/>`,
      detail: { x: 380, y: 450, size: 240 },
    };
  },
  bowl: (k) => {
    const plate = `<ellipse cx="500" cy="700" rx="330" ry="92" fill="${k.c[1]}"/><ellipse cx="500" cy="700" rx="330" ry="92" fill="url(#top)"/><ellipse cx="500" cy="694" rx="250" ry="64" fill="${k.c[0]}" fill-opacity=".25"/>`;
    const d = 'M270 520 Q280 700 500 720 Q720 700 730 520 Z';
    return {
      body:
        k.shadow(500, 740, 340, 50) +
        plate +
        k.filled(d, k.c[0], motif.dots(k.c[1], [270, 520, 730, 720], 52, 12)) +
        `<ellipse cx="500" cy="520" rx="230" ry="46" fill="${k.c[1]}"/><ellipse cx="500" cy="526" rx="206" ry="36" fill="#1b120a" fill-opacity=".2"/>`,
      detail: { x: 330, y: 540, size: 200 },
    };
  },
  owl: (k) => {
    const d =
      'M500 300 Q640 300 650 470 Q660 640 600 740 Q500 790 400 740 Q340 640 350 470 Q360 300 500 300 Z';
    const feathers = grid([360, 520, 640, 760], 46, (x, y) => {
      return `<path d="M${x - 18} ${y} Q${x} ${y + 26} ${x + 18} ${y}" fill="none" stroke="${k.c[1]}" stroke-width="6"/>`;
    });
    return {
      body:
        k.shadow(500, 760, 150) +
        `<path d="M390 320 L420 250 L455 310 Z M610 320 L580 250 L545 310 Z" fill="${k.c[0]}"/>` +
        k.filled(d, k.c[0], feathers) +
        `<circle cx="445" cy="420" r="52" fill="${k.c[1]}"/><circle cx="555" cy="420" r="52" fill="${k.c[1]}"/>` +
        `<circle cx="448" cy="422" r="22" fill="#1e140c"/><circle cx="552" cy="422" r="22" fill="#1e140c"/>` +
        `<circle cx="441" cy="414" r="6" fill="#fff"/><circle cx="545" cy="414" r="6" fill="#fff"/>` +
        `<path d="M485 470 L515 470 L500 505 Z" fill="${k.c[2]}"/>`,
      detail: { x: 380, y: 350, size: 240 },
    };
  },
  lantern: (k) => {
    const d = 'M360 460 L500 320 L640 460 V760 H360 Z';
    return {
      body:
        k.shadow(500, 762, 170) +
        k.filled(d, k.c[0], motif.dots(k.c[1], [360, 330, 640, 760], 50, 9)) +
        `<path d="M450 560 Q500 500 550 560 V680 H450 Z" fill="#ffcf6e"/><path d="M450 560 Q500 500 550 560 V680 H450 Z" fill="#ff9a2e" fill-opacity=".35"/>` +
        `<circle cx="500" cy="420" r="26" fill="#ffcf6e"/>`,
      detail: { x: 390, y: 480, size: 220 },
    };
  },
  linen: (k) => {
    const d = 'M200 560 L720 500 L820 640 L290 720 Z';
    const top = 'M230 470 L700 420 L760 520 L270 575 Z';
    const border = (y0: number) =>
      grid([200, y0, 820, y0 + 40], 70, (x, y) => flower(x, y, 14, k.c[1], k.c[2]), false);
    return {
      body:
        k.shadow(510, 700, 330, 40) +
        k.filled(d, k.c[0], border(640) + border(540), 'top') +
        k.filled(top, k.c[0], border(520) + border(440), 'top') +
        `<path d="M270 575 L760 520" stroke="#1b120a" stroke-opacity=".12" stroke-width="6"/>`,
      detail: { x: 380, y: 430, size: 220 },
    };
  },
  hoop: (k) => {
    return {
      body:
        k.shadow(500, 800, 180, 26) +
        `<circle cx="500" cy="470" r="250" fill="#c99a62"/><circle cx="500" cy="470" r="250" fill="url(#cyl)"/>` +
        `<circle cx="500" cy="470" r="226" fill="${k.c[0]}"/><g clip-path="url(#${k.clip('M274 470 A226 226 0 1 0 726 470 A226 226 0 1 0 274 470 Z')})">${motif.dots(k.c[0], [274, 244, 726, 696], 40, 2)}</g>` +
        tulip(500, 470, 95, k.c) +
        flower(390, 400, 26, k.c[1], k.c[2]) +
        flower(610, 400, 26, k.c[1], k.c[2]) +
        `<rect x="478" y="195" width="44" height="38" rx="6" fill="#a87a45"/>`,
      detail: { x: 390, y: 360, size: 220 },
    };
  },
  cushion: (k) => {
    const d = 'M280 380 Q500 340 720 380 Q760 540 720 720 Q500 760 280 720 Q240 540 280 380 Z';
    return {
      body:
        k.shadow(500, 735, 270, 40) +
        k.filled(d, k.c[0], motif.stars(k.c[1], [240, 350, 760, 740], 120)) +
        `<path d="${d}" fill="none" stroke="${k.c[2]}" stroke-width="10"/>`,
      detail: { x: 390, y: 440, size: 220 },
    };
  },
  scarf: (k) => {
    const d =
      'M400 200 Q500 170 600 200 L640 640 Q600 690 560 650 L520 330 L480 330 L440 650 Q400 690 360 640 Z';
    let fringe = '';
    for (let x = 364; x <= 440; x += 10)
      fringe += `<path d="M${x} ${652 + (x - 364) * 0.2} v42" stroke="${k.c[0]}" stroke-width="4"/>`;
    for (let x = 562; x <= 638; x += 10)
      fringe += `<path d="M${x} ${655 - (x - 562) * 0.2} v42" stroke="${k.c[0]}" stroke-width="4"/>`;
    return {
      body:
        k.shadow(500, 770, 200, 24) +
        `<rect x="330" y="180" width="340" height="12" rx="6" fill="${WOOD_DARK}"/>` +
        fringe +
        k.filled(d, k.c[0], motif.stripes(k.c[1], [340, 180, 660, 700], 70, 16)),
      detail: { x: 380, y: 380, size: 200 },
    };
  },
  blanket: (k) => {
    const layer = (y: number, h: number) =>
      `M250 ${y} H750 Q770 ${y + h / 2} 750 ${y + h} H250 Q230 ${y + h / 2} 250 ${y} Z`;
    const m = motif.checks(k.c[1], [230, 380, 770, 760], 90);
    return {
      body:
        k.shadow(500, 762, 300, 40) +
        k.filled(layer(640, 120), k.c[0], m, 'top') +
        k.filled(layer(520, 120), k.c[0], m, 'top') +
        k.filled(layer(400, 120), k.c[0], m, 'top'),
      detail: { x: 380, y: 400, size: 240 },
    };
  },
  mitten: (k) => {
    const d =
      'M420 330 Q420 230 520 230 Q620 230 620 330 V440 Q650 400 685 425 Q715 450 690 510 L630 640 Q620 680 610 720 H420 Z';
    const cuff = 'M410 690 H610 V790 H410 Z';
    return {
      body:
        k.shadow(510, 792, 160) +
        k.filled(d, k.c[0], motif.stars(k.c[1], [400, 230, 720, 700], 96)) +
        k.filled(cuff, k.c[1], motif.stripes(k.c[0], [410, 690, 610, 790], 24, 8)),
      detail: { x: 420, y: 330, size: 200 },
    };
  },
  beanie: (k) => {
    const d = 'M300 640 Q300 330 500 320 Q700 330 700 640 Z';
    return {
      body:
        k.shadow(500, 742, 220) +
        `<circle cx="500" cy="300" r="62" fill="${k.c[1]}"/><circle cx="500" cy="300" r="62" fill="url(#cyl)"/>` +
        k.filled(d, k.c[0], motif.stars(k.c[1], [300, 330, 700, 640], 100)) +
        k.filled(
          'M285 620 H715 V740 H285 Z',
          k.c[1],
          motif.stripes(k.c[0], [285, 620, 715, 740], 24, 10),
        ),
      detail: { x: 390, y: 420, size: 200 },
    };
  },
  sweater: (k) => {
    const d =
      'M400 250 Q500 300 600 250 L720 300 L800 560 L730 590 L680 420 L680 780 H320 L320 420 L270 590 L200 560 L280 300 Z';
    return {
      body:
        k.shadow(500, 785, 230, 26) +
        k.filled(d, k.c[0], motif.stars(k.c[1], [200, 250, 800, 780], 96)) +
        k.filled(
          'M320 740 H680 V790 H320 Z',
          k.c[1],
          motif.stripes(k.c[0], [320, 740, 680, 790], 20, 8),
        ) +
        `<path d="M400 250 Q500 330 600 250" fill="none" stroke="${k.c[1]}" stroke-width="22"/>`,
      detail: { x: 400, y: 420, size: 200 },
    };
  },
  sock: (k) => {
    const d =
      'M430 220 H590 V560 Q590 620 640 660 L720 700 Q780 740 740 790 H520 Q430 790 430 700 Z';
    return {
      body:
        k.shadow(560, 795, 200, 22) +
        k.filled(d, k.c[0], motif.stars(k.c[1], [430, 320, 780, 800], 86)) +
        k.filled(
          'M420 200 H600 V320 H420 Z',
          k.c[1],
          motif.stripes(k.c[0], [420, 200, 600, 320], 26, 9),
        ),
      detail: { x: 440, y: 380, size: 200 },
    };
  },
  doll: (k) => {
    const dress = 'M500 380 L640 760 H360 Z';
    return {
      body:
        k.shadow(500, 770, 170) +
        `<path d="M440 420 L360 560 M560 420 L640 560" stroke="#e8c7a8" stroke-width="34" stroke-linecap="round"/>` +
        k.filled(dress, k.c[0], motif.flowers(k.c, [360, 380, 640, 760], 60)) +
        `<path d="M450 560 L550 560 L580 720 H420 Z" fill="#f4efe6"/>` +
        `<circle cx="500" cy="320" r="78" fill="#efd3b8"/><path d="M422 320 Q420 230 500 236 Q580 230 578 320 Q560 270 500 268 Q440 270 422 320 Z" fill="${k.c[2]}"/>` +
        `<circle cx="475" cy="325" r="7" fill="#3b2a1a"/><circle cx="525" cy="325" r="7" fill="#3b2a1a"/><path d="M482 352 Q500 364 518 352" stroke="#a4553c" stroke-width="5" fill="none"/>`,
      detail: { x: 400, y: 470, size: 200 },
    };
  },
  necklace: (k) => {
    let beads = '';
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const a = Math.PI * (0.08 + 0.84 * t);
      const x = 500 - Math.cos(a) * 260;
      const y = 260 + Math.sin(a) * 330;
      beads += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${k.c[1]}"/>`;
    }
    const drop = 'M500 600 Q560 680 540 740 Q500 790 460 740 Q440 680 500 600 Z';
    return {
      body:
        k.shadow(500, 800, 90, 14) +
        beads +
        `<circle cx="500" cy="590" r="14" fill="none" stroke="${k.c[1]}" stroke-width="6"/>` +
        `<path d="${drop}" fill="${k.c[0]}"/><path d="${drop}" fill="url(#gem)"/>`,
      detail: { x: 400, y: 560, size: 200 },
    };
  },
  earrings: (k) => {
    const pair = (x: number) => {
      const drop = `M${x} 470 Q${x + 60} 560 ${x + 42} 620 Q${x} 670 ${x - 42} 620 Q${x - 60} 560 ${x} 470 Z`;
      return (
        `<path d="M${x} 470 V420 Q${x} 370 ${x + 40} 380" fill="none" stroke="${k.c[1]}" stroke-width="7"/>` +
        `<circle cx="${x}" cy="462" r="12" fill="${k.c[1]}"/>` +
        `<path d="${drop}" fill="${k.c[0]}"/><path d="${drop}" fill="url(#gem)"/>`
      );
    };
    return {
      body: k.shadow(500, 730, 200, 22) + pair(400) + pair(600),
      detail: { x: 300, y: 420, size: 220 },
    };
  },
  ring: (k) => {
    return {
      body:
        k.shadow(500, 720, 190, 30) +
        `<ellipse cx="500" cy="600" rx="170" ry="110" fill="none" stroke="${k.c[1]}" stroke-width="34"/>` +
        `<ellipse cx="500" cy="600" rx="170" ry="110" fill="none" stroke="url(#cyl)" stroke-width="34"/>` +
        `<path d="M430 500 L570 500 L540 440 H460 Z" fill="${k.c[1]}"/>` +
        `<ellipse cx="500" cy="430" rx="86" ry="66" fill="${k.c[0]}"/><ellipse cx="500" cy="430" rx="86" ry="66" fill="url(#gem)"/>`,
      detail: { x: 390, y: 340, size: 220 },
    };
  },
  bracelet: (k) => {
    let chips = '';
    for (let i = 0; i < 26; i++) {
      const a = (i / 26) * Math.PI * 2;
      const x = 500 + Math.cos(a) * 230;
      const y = 560 + Math.sin(a) * 120;
      chips += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="30" ry="24" fill="${i % 3 ? k.c[0] : k.c[2]}"/><ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="30" ry="24" fill="url(#gem)"/>`;
    }
    return {
      body:
        k.shadow(500, 690, 260, 40) +
        `<ellipse cx="500" cy="560" rx="230" ry="120" fill="none" stroke="${k.c[1]}" stroke-width="6"/>` +
        chips,
      detail: { x: 600, y: 480, size: 200 },
    };
  },
  icon: (k) => {
    const board = 'M330 260 Q500 190 670 260 V780 H330 Z';
    return {
      body:
        k.shadow(500, 782, 190) +
        `<path d="${board}" fill="#6b4a2c"/>` +
        `<path d="M350 280 Q500 218 650 280 V760 H350 Z" fill="#d4a84a"/><path d="M350 280 Q500 218 650 280 V760 H350 Z" fill="url(#top)"/>` +
        `<circle cx="500" cy="400" r="92" fill="#f0cf73"/><circle cx="500" cy="400" r="92" fill="none" stroke="#a8781e" stroke-width="5"/>` +
        `<path d="M390 760 Q380 560 500 500 Q620 560 610 760 Z" fill="${k.c[0]}"/>` +
        `<path d="M430 760 Q440 600 500 560 Q560 600 570 760 Z" fill="${k.c[1]}"/>` +
        `<path d="M440 440 Q440 330 500 330 Q560 330 560 440 Q530 500 500 500 Q470 500 440 440 Z" fill="${k.c[0]}"/>` +
        `<ellipse cx="500" cy="410" rx="38" ry="48" fill="#c99b72"/>`,
      detail: { x: 400, y: 320, size: 200 },
    };
  },
  miniature: (k) => {
    return {
      body:
        k.shadow(500, 760, 160) +
        `<ellipse cx="500" cy="500" rx="170" ry="230" fill="${k.frame}"/><ellipse cx="500" cy="500" rx="170" ry="230" fill="url(#cyl)"/>` +
        `<ellipse cx="500" cy="500" rx="136" ry="194" fill="#d9b25a"/>` +
        `<circle cx="500" cy="440" r="60" fill="#f0cf73"/>` +
        `<path d="M410 660 Q420 520 500 500 Q580 520 590 660 Q500 700 410 660 Z" fill="${k.c[0]}"/>` +
        `<ellipse cx="500" cy="445" rx="30" ry="38" fill="#c99b72"/>` +
        `<path d="M560 520 L660 400" stroke="${k.c[2]}" stroke-width="8"/>`,
      detail: { x: 390, y: 380, size: 220 },
    };
  },
  painting: (k) => framed(k, landscape(k)),
  print: (k) => framed(k, linocut(k)),
  poster: (k) => framed(k, posterArt(k), true),
  taper: (k) => {
    const taper = (x: number, h: number) => {
      const d = `M${x - 26} 760 V${760 - h} Q${x} ${740 - h} ${x + 26} ${760 - h} V760 Z`;
      return (
        k.filled(d, k.c[0], motif.weave(k.c[1], [x - 30, 760 - h, x + 30, 760], 20)) +
        `<path d="M${x} ${752 - h} v-24" stroke="#2b2118" stroke-width="4"/>` +
        `<path d="M${x} ${700 - h} Q${x + 16} ${728 - h} ${x} ${742 - h} Q${x - 16} ${728 - h} ${x} ${700 - h}Z" fill="#ffb347"/>`
      );
    };
    return {
      body:
        k.shadow(500, 765, 170) +
        taper(440, 430) +
        taper(560, 390) +
        `<ellipse cx="500" cy="762" rx="150" ry="22" fill="${WOOD_DARK}"/>`,
      detail: { x: 400, y: 450, size: 200 },
    };
  },
  'jar-candle': (k) => {
    const jar = 'M370 400 H630 V730 Q630 770 590 770 H410 Q370 770 370 730 Z';
    return {
      body:
        k.shadow(500, 772, 170) +
        `<path d="M372 520 H628 V730 Q628 768 590 768 H410 Q372 768 372 730 Z" fill="${k.c[0]}"/>` +
        `<ellipse cx="500" cy="520" rx="128" ry="20" fill="${k.c[0]}"/><ellipse cx="500" cy="520" rx="128" ry="20" fill="#fff" fill-opacity=".25"/>` +
        `<path d="${jar}" fill="#e8f0ef" fill-opacity=".35"/><path d="${jar}" fill="url(#glass)"/>` +
        `<rect x="400" y="590" width="200" height="110" rx="8" fill="${k.c[1]}"/>` +
        flower(500, 645, 18, k.c[2], k.c[0]) +
        `<path d="M500 518 v-26" stroke="#2b2118" stroke-width="4"/><path d="M500 440 Q516 470 500 486 Q484 470 500 440Z" fill="#ffb347"/>` +
        `<ellipse cx="500" cy="400" rx="130" ry="18" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="4"/>`,
      detail: { x: 390, y: 540, size: 220 },
    };
  },
  plaque: (k) => {
    const shield = 'M360 300 H640 V560 Q640 700 500 760 Q360 700 360 560 Z';
    return {
      body:
        k.shadow(500, 800, 160, 22) +
        k.filled(shield, k.c[0], motif.grain('#3b2414', [360, 300, 640, 760])) +
        `<path d="M430 330 L380 200 L420 230 L410 170 L450 240 M570 330 L620 200 L580 230 L590 170 L550 240" stroke="${k.c[1]}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
        `<path d="M440 360 Q500 330 560 360 Q570 520 500 600 Q430 520 440 360 Z" fill="${k.c[1]}"/><path d="M440 360 Q500 330 560 360 Q570 520 500 600 Q430 520 440 360 Z" fill="url(#cyl)"/>` +
        `<circle cx="475" cy="420" r="8" fill="#1e140c"/><circle cx="525" cy="420" r="8" fill="#1e140c"/>`,
      detail: { x: 420, y: 340, size: 180 },
    };
  },
  kitchenware: (k) => {
    const board =
      'M300 360 Q300 330 330 330 H640 Q670 330 670 360 V700 Q670 730 640 730 H330 Q300 730 300 700 Z';
    const spoon =
      'M560 420 Q650 380 690 430 Q720 490 650 520 Q600 540 570 500 L380 700 Q360 720 345 705 Q330 690 350 670 L545 480 Q530 450 560 420 Z';
    return {
      body:
        k.shadow(500, 745, 260, 36) +
        `<circle cx="485" cy="370" r="18" fill="${WOOD_DARK}"/>` +
        k.filled(board, k.c[0], motif.grain('#3b2414', [300, 330, 670, 730], 26), 'top') +
        `<circle cx="485" cy="370" r="16" fill="#e9dfd1"/>` +
        k.filled(spoon, k.c[1], motif.grain('#3b2414', [330, 380, 720, 720], 18)),
      detail: { x: 330, y: 480, size: 220 },
    };
  },
  box: (k) => {
    const front = 'M300 520 H700 V740 H300 Z';
    const lid = 'M290 440 H710 L700 520 H300 Z';
    return {
      body:
        k.shadow(500, 742, 260, 30) +
        k.filled(front, k.c[0], motif.grain('#3b2414', [300, 520, 700, 740], 20), 'top') +
        k.filled(lid, k.c[0], motif.grain('#3b2414', [290, 440, 710, 520], 18), 'top') +
        `<path d="M300 520 H700" stroke="#1b120a" stroke-opacity=".35" stroke-width="5"/>` +
        flower(500, 630, 34, k.c[1], '#3b2414') +
        `<rect x="485" y="505" width="30" height="30" rx="4" fill="#c9a24a"/>`,
      detail: { x: 390, y: 520, size: 220 },
    };
  },
  stool: (k) => {
    const leg = (x1: number, x2: number) =>
      `<path d="M${x1} 470 L${x2} 780" stroke="${k.c[0]}" stroke-width="34" stroke-linecap="round"/><path d="M${x1} 470 L${x2} 780" stroke="#000" stroke-opacity=".18" stroke-width="34" stroke-linecap="round"/>`;
    return {
      body:
        k.shadow(500, 782, 230, 30) +
        leg(420, 330) +
        leg(580, 670) +
        leg(500, 520) +
        `<ellipse cx="500" cy="470" rx="210" ry="56" fill="${k.c[0]}"/>` +
        `<path d="M290 470 V500 Q500 580 710 500 V470" fill="${k.c[0]}"/><path d="M290 470 V500 Q500 580 710 500 V470" fill="#000" fill-opacity=".22"/>` +
        `<g clip-path="url(#${k.clip('M290 470 A210 56 0 1 0 710 470 A210 56 0 1 0 290 470 Z')})">${motif.grain('#3b2414', [290, 414, 710, 526], 14)}</g>` +
        `<ellipse cx="500" cy="470" rx="210" ry="56" fill="url(#top)"/>`,
      detail: { x: 360, y: 400, size: 200 },
    };
  },
  train: (k) => {
    const wheel = (x: number) =>
      `<circle cx="${x}" cy="712" r="40" fill="${WOOD_DARK}"/><circle cx="${x}" cy="712" r="14" fill="${k.c[2]}"/>`;
    return {
      body:
        k.shadow(500, 752, 330, 30) +
        k.filled(
          'M180 520 H420 V700 H180 Z',
          k.c[0],
          motif.grain('#3b2414', [180, 520, 420, 700], 18),
          'top',
        ) +
        k.filled('M300 400 H420 V520 H300 Z', k.c[1], '', 'top') +
        `<rect x="200" y="440" width="40" height="80" fill="${k.c[2]}"/>` +
        k.filled('M450 560 H640 V700 H450 Z', k.c[1], '', 'top') +
        k.filled(
          'M670 560 H840 V700 H670 Z',
          k.c[0],
          motif.grain('#3b2414', [670, 560, 840, 700], 18),
          'top',
        ) +
        `<path d="M420 660 H450 M640 660 H670" stroke="${WOOD_DARK}" stroke-width="10"/>` +
        wheel(230) +
        wheel(370) +
        wheel(495) +
        wheel(595) +
        wheel(710) +
        wheel(800),
      detail: { x: 180, y: 420, size: 260 },
    };
  },
  tumbler: (k) => {
    const glass = (x: number, w: number, h: number) => {
      const d = `M${x - w} ${760 - h} H${x + w} L${x + w * 0.88} 760 H${x - w * 0.88} Z`;
      return (
        `<path d="${d}" fill="${k.c[0]}" fill-opacity=".45"/>` +
        `<path d="M${x - w * 0.95} ${760 - h * 0.45} H${x + w * 0.95} L${x + w * 0.88} 758 H${x - w * 0.88} Z" fill="${k.c[0]}" fill-opacity=".35"/>` +
        `<path d="${d}" fill="url(#glass)"/>` +
        `<ellipse cx="${x}" cy="${760 - h}" rx="${w}" ry="${w * 0.16}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="4"/>` +
        motif
          .dots('#fff', [x - w * 0.8, 780 - h, x + w * 0.8, 740], 38, 4)
          .replace(/fill="#fff"/g, 'fill="#fff" fill-opacity=".35"')
      );
    };
    return {
      body: k.shadow(500, 762, 260, 28) + glass(390, 100, 300) + glass(610, 100, 260),
      detail: { x: 300, y: 480, size: 220 },
    };
  },
  carafe: (k) => {
    // A round-bellied carafe with a narrow neck and a pulled lip, bubbles in its walls.
    const d =
      'M448 296 C474 304 526 304 552 296 L536 340 L534 440 C548 486 690 500 690 622 ' +
      'C690 716 650 760 596 760 H404 C350 760 310 716 310 622 C310 500 452 486 466 440 L464 340 Z';
    const body = k.clip(d);
    return {
      body:
        k.shadow(500, 762, 210, 26) +
        `<path d="${d}" fill="${k.c[0]}" fill-opacity=".42"/>` +
        `<g clip-path="url(#${body})"><rect x="300" y="590" width="400" height="180" fill="${k.c[0]}" fill-opacity=".4"/>` +
        `<path d="M300 590 C400 604 600 576 700 590" stroke="#fff" stroke-opacity=".6" stroke-width="4" fill="none"/>` +
        motif
          .dots('#fff', [300, 300, 700, 760], 34, 4)
          .replace(/fill="#fff"/g, 'fill="#fff" fill-opacity=".4"') +
        `</g><path d="${d}" fill="url(#glass)"/>` +
        `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="4"/>` +
        `<ellipse cx="500" cy="298" rx="52" ry="8" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="5"/>` +
        `<path d="M450 297 L424 286 L456 306 Z" fill="${k.c[0]}" fill-opacity=".6" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>`,
      detail: { x: 400, y: 560, size: 220 },
    };
  },
  bauble: (k) => {
    const ball = (cx: number, cy: number, r: number, colour: string) =>
      `<path d="M${cx} ${cy - r - 40} V150" stroke="#9c8a72" stroke-width="3"/>` +
      `<rect x="${cx - 18}" y="${cy - r - 34}" width="36" height="30" rx="4" fill="#c9a24a"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gem)"/>` +
      `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.4}" rx="${r * 0.18}" ry="${r * 0.1}" fill="#fff" fill-opacity=".8"/>`;
    return {
      body: ball(370, 440, 110, k.c[0]) + ball(610, 520, 130, k.c[1]) + ball(480, 650, 80, k.c[2]),
      detail: { x: 470, y: 380, size: 280 },
    };
  },
  'stained-glass': (k) => {
    let cells = '';
    const colours = [k.c[0], k.c[1], k.c[2], '#f2e6c8'];
    for (let row = 0; row < 5; row++)
      for (let col = 0; col < 4; col++) {
        const x = 330 + col * 85;
        const y = 220 + row * 110;
        cells += `<rect x="${x}" y="${y}" width="85" height="110" fill="${colours[(row * 3 + col) % 4]}" fill-opacity=".85"/>`;
      }
    let roundels = '';
    for (let i = 0; i < 3; i++)
      roundels += `<circle cx="${415 + i * 85}" cy="${330 + i * 110}" r="38" fill="#f6ecd0" fill-opacity=".9"/><circle cx="${415 + i * 85}" cy="${330 + i * 110}" r="38" fill="url(#gem)"/>`;
    let lead = '';
    for (let x = 330; x <= 670; x += 85)
      lead += `<path d="M${x} 220 V770" stroke="#3a3633" stroke-width="6"/>`;
    for (let y = 220; y <= 770; y += 110)
      lead += `<path d="M330 ${y} H670" stroke="#3a3633" stroke-width="6"/>`;
    return {
      body:
        k.shadow(500, 790, 200, 22) +
        `<rect x="310" y="200" width="380" height="590" fill="${WOOD_DARK}"/>` +
        cells +
        roundels +
        lead +
        `<rect x="330" y="220" width="340" height="550" fill="url(#glass)"/>`,
      detail: { x: 350, y: 260, size: 220 },
    };
  },
  beads: (k) => {
    let beads = '';
    for (let i = 0; i < 12; i++) {
      const x = 230 + i * 50;
      const y = 560 + Math.sin(i / 2) * 60;
      const colour = k.c[i % 3];
      beads += `<circle cx="${x}" cy="${y.toFixed(1)}" r="30" fill="${colour}"/><circle cx="${x}" cy="${y.toFixed(1)}" r="30" fill="url(#gem)"/><circle cx="${x}" cy="${y.toFixed(1)}" r="12" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`;
    }
    return {
      body:
        k.shadow(500, 700, 330, 34) +
        `<path d="M200 560 Q500 420 800 560" stroke="#b59a70" stroke-width="3" fill="none"/>` +
        beads,
      detail: { x: 300, y: 440, size: 240 },
    };
  },
  troll: (k) => {
    const body = 'M380 760 Q350 520 500 460 Q650 520 620 760 Z';
    return {
      body:
        k.shadow(500, 765, 170) +
        k.filled(body, k.c[0], motif.stars(k.c[1], [340, 460, 660, 760], 80)) +
        `<circle cx="500" cy="400" r="90" fill="#d8b89a"/><circle cx="500" cy="400" r="90" fill="url(#cyl)"/>` +
        `<path d="M400 380 Q500 170 600 380 Q580 300 500 290 Q420 300 400 380 Z" fill="${k.c[2]}"/>` +
        `<ellipse cx="500" cy="430" rx="26" ry="32" fill="#c58e6e"/>` +
        `<circle cx="465" cy="395" r="8" fill="#1e140c"/><circle cx="535" cy="395" r="8" fill="#1e140c"/>`,
      detail: { x: 400, y: 530, size: 200 },
    };
  },
  card: (k) => {
    const back = 'M300 300 L620 260 L640 720 L320 760 Z';
    const front = 'M380 320 L700 300 L700 760 L380 770 Z';
    return {
      body:
        k.shadow(520, 770, 230, 26) +
        `<path d="${back}" fill="#efe7da"/><path d="${back}" fill="#000" fill-opacity=".08"/>` +
        `<path d="${front}" fill="#f7f2ea"/><path d="${front}" fill="url(#top)"/>` +
        `<circle cx="540" cy="500" r="120" fill="${k.c[1]}" fill-opacity=".25"/>` +
        `<path d="M470 560 Q520 440 610 470 L660 430 L640 490 Q600 600 480 590 Z" fill="${k.c[0]}"/>` +
        `<circle cx="600" cy="470" r="7" fill="#1e140c"/>` +
        `<path d="M440 650 H640 M470 680 H610" stroke="${k.c[2]}" stroke-width="8"/>`,
      detail: { x: 440, y: 400, size: 240 },
    };
  },
  notebook: (k) => {
    const cover = 'M320 300 H680 V760 H320 Z';
    let stitches = '';
    for (let y = 330; y < 740; y += 40)
      stitches += `<path d="M350 ${y} v20" stroke="#f4efe6" stroke-width="5"/>`;
    return {
      body:
        k.shadow(505, 765, 210, 26) +
        `<path d="M332 312 H692 V772 H332 Z" fill="#efe7da"/>` +
        k.filled(cover, k.c[0], motif.dots(k.c[1], [320, 300, 680, 760], 34, 3), 'top') +
        stitches +
        `<rect x="420" y="400" width="190" height="110" fill="#f4efe6"/><path d="M445 440 H585 M445 470 H555" stroke="${k.c[0]}" stroke-width="7"/>`,
      detail: { x: 340, y: 560, size: 200 },
    };
  },
  journal: (k) => {
    const cover =
      'M300 300 Q300 280 320 280 H680 Q700 280 700 300 V740 Q700 760 680 760 H320 Q300 760 300 740 Z';
    return {
      body:
        k.shadow(500, 765, 230, 26) +
        k.filled(cover, k.c[0], motif.grain('#000', [300, 280, 700, 760], 30), 'top') +
        `<path d="M330 310 H670 V730 H330 Z" fill="none" stroke="#f0e0c0" stroke-opacity=".7" stroke-width="4" stroke-dasharray="14 10"/>` +
        `<path d="M700 500 H780 Q800 500 800 520 V560 Q800 580 780 580 H700" fill="${k.c[1]}"/>` +
        `<circle cx="760" cy="540" r="12" fill="#c9a24a"/>`,
      detail: { x: 520, y: 420, size: 220 },
    };
  },
  wallet: (k) => {
    const d =
      'M290 420 Q290 400 310 400 H690 Q710 400 710 420 V680 Q710 700 690 700 H310 Q290 700 290 680 Z';
    return {
      body:
        k.shadow(500, 705, 240, 30) +
        k.filled(d, k.c[0], motif.grain('#000', [290, 400, 710, 700], 26), 'top') +
        `<path d="M290 500 H710" stroke="#000" stroke-opacity=".25" stroke-width="5"/>` +
        `<rect x="330" y="370" width="300" height="60" rx="8" fill="${k.c[2]}"/>` +
        `<path d="M305 415 H695 V685 H305 Z" fill="none" stroke="#f0e0c0" stroke-opacity=".7" stroke-width="4" stroke-dasharray="12 9"/>`,
      detail: { x: 300, y: 420, size: 200 },
    };
  },
  bag: (k) => {
    const d = 'M290 430 H710 L740 770 H260 Z';
    return {
      body:
        k.shadow(500, 772, 270, 30) +
        `<path d="M380 440 Q380 260 500 260 Q620 260 620 440" fill="none" stroke="${k.c[0]}" stroke-width="26"/>` +
        `<path d="M380 440 Q380 260 500 260 Q620 260 620 440" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="26"/>` +
        k.filled(d, k.c[0], motif.grain('#000', [260, 430, 740, 770], 30)) +
        `<path d="M290 520 H710" stroke="${k.c[1]}" stroke-width="14"/><rect x="480" y="500" width="40" height="46" rx="6" fill="#c9a24a"/>`,
      detail: { x: 340, y: 540, size: 200 },
    };
  },
  belt: (k) => {
    return {
      body:
        k.shadow(500, 700, 260, 40) +
        `<ellipse cx="500" cy="560" rx="230" ry="130" fill="none" stroke="${k.c[0]}" stroke-width="60"/>` +
        `<ellipse cx="500" cy="560" rx="230" ry="130" fill="none" stroke="url(#cyl)" stroke-width="60"/>` +
        `<ellipse cx="500" cy="560" rx="150" ry="80" fill="none" stroke="${k.c[0]}" stroke-width="60"/>` +
        `<ellipse cx="500" cy="560" rx="150" ry="80" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="60"/>` +
        `<rect x="660" y="520" width="110" height="90" rx="14" fill="none" stroke="#c9a24a" stroke-width="14"/>`,
      detail: { x: 600, y: 440, size: 220 },
    };
  },
  crane: (k) => {
    return {
      body:
        k.shadow(500, 740, 220, 26) +
        `<path d="M500 420 L300 300 L460 560 Z" fill="${k.c[0]}"/><path d="M500 420 L300 300 L460 560 Z" fill="#fff" fill-opacity=".15"/>` +
        `<path d="M500 420 L720 280 L560 560 Z" fill="${k.c[0]}"/><path d="M500 420 L720 280 L560 560 Z" fill="#000" fill-opacity=".15"/>` +
        `<path d="M420 560 L500 730 L600 560 L500 480 Z" fill="${k.c[1]}"/>` +
        `<path d="M420 560 L300 460 L330 450 L440 540 Z M600 560 L720 380 L740 390 L610 580 Z" fill="${k.c[1]}"/>`,
      detail: { x: 380, y: 360, size: 240 },
    };
  },
  'paper-cut': (k) => {
    let petals = '';
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      const x = 500 + Math.cos(a) * 150;
      const y = 500 + Math.sin(a) * 150;
      petals += `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="70" ry="34" transform="rotate(${(i * 30).toFixed(0)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${i % 2 ? k.c[1] : k.c[0]}"/>`;
    }
    return {
      body:
        k.shadow(500, 790, 200, 20) +
        `<rect x="230" y="230" width="540" height="540" fill="#f7f2ea"/><rect x="230" y="230" width="540" height="540" fill="url(#top)"/>` +
        petals +
        `<circle cx="500" cy="500" r="90" fill="${k.c[2]}"/>` +
        flower(500, 500, 40, k.c[0], k.c[1]),
      detail: { x: 390, y: 390, size: 220 },
    };
  },
  puzzle: (k) => {
    const piece = (x: number, y: number, colour: string) =>
      `<path d="M${x} ${y} h60 q0 -30 30 -30 q30 0 30 30 h60 v60 q30 0 30 30 q0 30 -30 30 v60 h-180 Z" fill="${colour}"/><path d="M${x} ${y} h60 q0 -30 30 -30 q30 0 30 30 h60 v60 q30 0 30 30 q0 30 -30 30 v60 h-180 Z" fill="url(#top)"/>`;
    return {
      body:
        k.shadow(500, 760, 280, 30) +
        piece(300, 420, k.c[0]) +
        piece(500, 440, k.c[1]) +
        piece(390, 560, k.c[2]),
      detail: { x: 330, y: 400, size: 240 },
    };
  },
  basket: (k) => {
    const d = 'M280 460 H720 L660 760 H340 Z';
    return {
      body:
        k.shadow(500, 762, 230, 30) +
        `<path d="M360 470 Q360 270 500 270 Q640 270 640 470" fill="none" stroke="${k.c[0]}" stroke-width="22"/>` +
        k.filled(d, k.c[0], motif.weave('#3b2414', [280, 460, 720, 760], 32)) +
        `<ellipse cx="500" cy="460" rx="220" ry="30" fill="${k.c[1]}"/>`,
      detail: { x: 400, y: 520, size: 200 },
    };
  },
  mirror: (k) => {
    return {
      body:
        k.shadow(500, 800, 180, 22) +
        `<circle cx="500" cy="480" r="260" fill="${k.c[0]}"/><circle cx="500" cy="480" r="260" fill="url(#cyl)"/>` +
        `<circle cx="500" cy="480" r="200" fill="#dfe7ea"/><circle cx="500" cy="480" r="200" fill="url(#glass)"/>` +
        `<path d="M380 380 L440 320 M400 440 L520 320" stroke="#fff" stroke-opacity=".7" stroke-width="10"/>` +
        `<g clip-path="url(#${k.clip('M240 480 A260 260 0 1 0 760 480 A260 260 0 1 0 240 480 Z M300 480 A200 200 0 1 1 700 480 A200 200 0 1 1 300 480 Z')})">${motif.weave(k.c[1], [240, 220, 760, 740], 30)}</g>`,
      detail: { x: 560, y: 230, size: 200 },
    };
  },
};

/** A picture in a frame, leaning on the wall. */
function framed(k: Canvas, art: string, paper = false) {
  return {
    body:
      k.shadow(500, 790, 230, 22) +
      `<rect x="270" y="200" width="460" height="590" fill="${k.frame}"/><rect x="270" y="200" width="460" height="590" fill="url(#cyl)"/>` +
      `<rect x="300" y="230" width="400" height="530" fill="${paper ? '#f7f2ea' : '#f1ead9'}"/>` +
      `<g clip-path="url(#${k.clip('M330 260 H670 V730 H330 Z')})">${art}</g>`,
    detail: { x: 380, y: 420, size: 220 },
  };
}

function landscape(k: Canvas) {
  return (
    `<rect x="330" y="260" width="340" height="470" fill="${k.c[2]}" fill-opacity=".55"/>` +
    `<circle cx="590" cy="360" r="46" fill="#f6e7c1"/>` +
    `<path d="M330 560 Q420 470 510 540 Q590 470 670 520 V730 H330 Z" fill="${k.c[1]}"/>` +
    `<path d="M330 630 Q450 570 560 630 Q620 600 670 620 V730 H330 Z" fill="${k.c[0]}"/>` +
    `<path d="M400 640 L420 560 L440 640 Z M470 650 L495 550 L520 650 Z" fill="#2f3b2a"/>`
  );
}

function linocut(k: Canvas) {
  return (
    `<rect x="330" y="260" width="340" height="470" fill="#f7f2ea"/>` +
    `<path d="M330 620 Q430 540 520 600 Q600 540 670 590 V730 H330 Z" fill="${k.c[0]}"/>` +
    `<path d="M400 420 Q470 360 560 390 L640 350 L610 420 Q560 480 450 470 Z" fill="${k.c[0]}"/>` +
    `<path d="M430 440 L520 420 M460 455 L560 430" stroke="#f7f2ea" stroke-width="4"/>` +
    `<circle cx="410" cy="320" r="30" fill="${k.c[1]}"/>`
  );
}

function posterArt(k: Canvas) {
  return (
    `<rect x="330" y="260" width="340" height="470" fill="#f7f2ea"/>` +
    `<rect x="360" y="300" width="280" height="52" fill="${k.c[0]}"/>` +
    `<rect x="360" y="370" width="220" height="30" fill="${k.c[0]}"/>` +
    `<rect x="360" y="415" width="250" height="30" fill="${k.c[0]}"/>` +
    flower(500, 580, 48, k.c[1], k.c[2]) +
    `<rect x="360" y="670" width="280" height="14" fill="${k.c[1]}"/>`
  );
}

/** The part of the 1000 × 1000 scene a picture shows: the object with some table around it. */
const VIEW = { x: 110, y: 130, size: 780 };
const BACKDROP_PIXELS = 128;

/**
 * One picture as two SVG documents: a tiny backdrop (wall, table and the object's shadow, blurred),
 * rasterised small and scaled up under the scene, which is what keeps it soft and cheap to render;
 * and the scene, which embeds the rasterised backdrop. Also answers the centre of the object's
 * most telling surface, in pixels, where the close-up is cut from.
 */
export function drawArt(art: ProductArt, size: number) {
  const canvas = new Canvas(art.colours, art.frame ?? '#7a5433');
  const { body, detail } = SHAPES[art.shape](canvas);
  const { wall, table } = BACKDROPS[art.backdrop];
  const { cx, cy, rx, ry } = canvas.shade;
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${BACKDROP_PIXELS}" height="${BACKDROP_PIXELS}" viewBox="0 0 1000 1000">
<defs><linearGradient id="wall" x1="0" x2="0.25" y1="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
<linearGradient id="table" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${table[0]}"/><stop offset="1" stop-color="${table[1]}"/></linearGradient>
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter></defs>
<rect width="1000" height="1000" fill="url(#wall)"/><rect y="680" width="1000" height="320" fill="url(#table)"/>
<rect y="678" width="1000" height="8" fill="#fff" fill-opacity=".35"/>
<g filter="url(#soft)"><ellipse cx="${cx + rx * 0.12}" cy="${cy + ry * 0.2}" rx="${rx * 1.2}" ry="${ry * 1.6}" fill="#3b2a1a" fill-opacity=".28"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.9}" ry="${ry * 0.7}" fill="#2b1d10" fill-opacity=".45"/></g></svg>`;
  const scene = (backdropPng: Buffer) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${VIEW.x} ${VIEW.y} ${VIEW.size} ${VIEW.size}">
<defs>${COMMON_DEFS}${canvas.defs.join('')}</defs>
<image width="1000" height="1000" preserveAspectRatio="none" href="data:image/png;base64,${backdropPng.toString('base64')}"/>
${body}</svg>`;
  const scale = size / VIEW.size;
  const focus = {
    x: (detail.x + detail.size / 2 - VIEW.x) * scale,
    y: (detail.y + detail.size / 2 - VIEW.y) * scale,
  };
  return { backdrop, scene, focus };
}

// ---- Rendering and storing -------------------------------------------------------------------------

/** Side of the square pictures in pixels: the whole object, as a maker's upload would be. */
export const DEMO_IMAGE_SIZE = 1280;
/** Side of the close-up, cut from the picture at full resolution (a smaller upload). */
export const DEMO_DETAIL_SIZE = 640;
const WEBP = { quality: 80, effort: 0 } as const;

const artKeys = new Map<string, string>();

/**
 * The cache key of a look (its front and its close-up are rendered together): a hash of the SVG
 * it renders from and of the encoding, so that changing a drawing never reuses an old picture.
 */
export function artKey(art: ProductArt) {
  const id = JSON.stringify(art);
  let key = artKeys.get(id);
  if (!key) {
    const { backdrop, scene } = drawArt(art, DEMO_IMAGE_SIZE);
    key = createHash('sha1')
      .update(JSON.stringify([DEMO_DETAIL_SIZE, WEBP, backdrop, scene(Buffer.alloc(0))]))
      .digest('hex')
      .slice(0, 20);
    artKeys.set(id, key);
  }
  return key;
}

/** The rendered files of one picture in the staging folder. */
export interface RenderedImage {
  /** Width → file (never wider than the picture, like `storeImageVariants`). */
  files: Map<number, string>;
  original: string;
  width: number;
  height: number;
}

export type RenderedLook = Record<ArtView, RenderedImage>;

/**
 * Where each distinct look's files are kept in `dir`, by `artKey`: known before anything is
 * rendered, so the database rows can be prepared meanwhile.
 */
export function planLooks(arts: ProductArt[], options: { dir: string; widths: readonly number[] }) {
  const image = (key: string, view: ArtView, size: number): RenderedImage => {
    // The widths lib/images.ts keeps of an upload this size.
    const kept = options.widths.filter((w, i) => i === 0 || w <= size * 1.25);
    const file = (suffix: string | number) =>
      path.join(options.dir, `${key}-${view}-${suffix}.webp`);
    return {
      files: new Map(kept.map((w) => [w, file(w)] as const)),
      original: file('original'),
      width: size,
      height: size,
    };
  };
  const looks = new Map<string, { art: ProductArt; files: RenderedLook }>();
  for (const art of arts) {
    const key = artKey(art);
    if (looks.has(key)) continue;
    looks.set(key, {
      art,
      files: {
        front: image(key, 'front', DEMO_IMAGE_SIZE),
        detail: image(key, 'detail', DEMO_DETAIL_SIZE),
      },
    });
  }
  return looks;
}

export type LookPlan = ReturnType<typeof planLooks>;

/**
 * Renders every planned look whose files are not there yet (the folder doubles as a cache between
 * seeds), `concurrency` at a time. Answers how many looks had to be rendered.
 */
export async function renderLooks(plan: LookPlan, options: { concurrency: number }) {
  const queue = [...plan.values()];
  let renders = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { art, files } = next;
      const all = [files.front, files.detail].flatMap((i) => [...i.files.values(), i.original]);
      if (await allExist(all)) continue;
      await fs.mkdir(path.dirname(files.front.original), { recursive: true });
      renders++;
      await renderLook(art, files);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  return renders;
}

type Raw = { data: Buffer; info: OutputInfo };

async function renderLook(art: ProductArt, look: RenderedLook) {
  const sharp = await loadSharp();
  const { backdrop, scene, focus } = drawArt(art, DEMO_IMAGE_SIZE);
  const backdropPng = await sharp(Buffer.from(backdrop)).png({ compressionLevel: 1 }).toBuffer();
  const front = await sharp(Buffer.from(scene(backdropPng)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const side = DEMO_DETAIL_SIZE;
  const corner = (v: number) =>
    Math.round(Math.min(Math.max(v - side / 2, 0), DEMO_IMAGE_SIZE - side));
  const closeUp = { left: corner(focus.x), top: corner(focus.y), width: side, height: side };
  await Promise.all([writeWidths(front, look.front), writeWidths(front, look.detail, closeUp)]);
}

/**
 * Encodes the picture (or a region of it) once per distinct width, straight from the rendered
 * pixels and in parallel; the widest encoding is also the original.
 */
async function writeWidths(raw: Raw, image: RenderedImage, region?: Region) {
  const sharp = await loadSharp();
  const size = region?.width ?? raw.info.width;
  const targets = [...image.files].map(([width, file]) => [Math.min(width, size), file] as const);
  targets.push([size, image.original]);
  const encodings = new Map<number, Promise<Buffer>>();
  for (const [width] of targets) {
    if (encodings.has(width)) continue;
    let pipeline = sharp(raw.data, { raw: raw.info });
    if (region) pipeline = pipeline.extract(region);
    if (width < size) pipeline = pipeline.resize({ width });
    encodings.set(width, pipeline.webp(WEBP).toBuffer());
  }
  await Promise.all(
    targets.map(async ([width, file]) => writeAtomically(file, await encodings.get(width)!)),
  );
}

/** Under a temporary name first, so a seed running alongside never copies half a file. */
async function writeAtomically(file: string, data: Buffer) {
  const partial = `${file}.${randomUUID()}.part`;
  await fs.writeFile(partial, data);
  await fs.rename(partial, file);
}

async function allExist(files: string[]) {
  try {
    await Promise.all(files.map((file) => fs.access(file)));
    return true;
  } catch {
    return false;
  }
}

/**
 * How a rendered picture is stored for a product, the way `storeImageVariants` lays out an
 * upload: <folder>/<name>-<width>.webp per width and <name>-original.webp in the media store.
 */
export function storedImage(image: RenderedImage, folder: string, name: string): StoredVariants {
  const widths = [...image.files.keys()].sort((a, b) => a - b);
  return {
    variants: Object.fromEntries(
      widths.map((width) => [String(width), `/media/${folder}/${name}-${width}.webp`]),
    ),
    original: `/media/${folder}/${name}-original.webp`,
    width: image.width,
    height: image.height,
  };
}

/** Copies the rendered files to where `storedImage` says they are, so the product owns them. */
export async function copyRenderedImage(
  image: RenderedImage,
  options: { media: MediaStore; folder: string; name: string },
) {
  const base = `${options.folder}/${options.name}`;
  await Promise.all([
    ...[...image.files].map(([width, file]) =>
      options.media.putFile(`${base}-${width}.webp`, file),
    ),
    options.media.putFile(`${base}-original.webp`, image.original),
  ]);
}

/** Where rendered pictures are kept between seeds (content-addressed, safe to delete). */
export function defaultRenderCache() {
  return path.join(os.tmpdir(), 'kramik-demo-images');
}
