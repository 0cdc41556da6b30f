/**
 * The demo catalogue's products drawn as SVG (`demoShopImages.ts` composes them into the
 * thumbnail and the detail page): what a picture needs to know of a product, small SVG helpers
 * (text, wrapping, tints, a paw), and one drawing per kind of product in a 400×400 box.
 */

export type Art =
  | "bag"
  | "pouch"
  | "jar"
  | "balls"
  | "puzzleball"
  | "rope"
  | "ring"
  | "carrot"
  | "bone"
  | "mat"
  | "leash"
  | "harness"
  | "rolls"
  | "flask"
  | "hoodie"
  | "tee"
  | "raincoat"
  | "vest"
  | "knit"
  | "pads"
  | "bottle"
  | "wipes"
  | "bowl"
  | "slowfeeder"
  | "diner"
  | "feeder"

export type Icon = "leaf" | "heart" | "shield" | "star" | "paw" | "drop" | "bolt" | "check"

/** What the pictures need to know of a product. */
export interface ProductPicture {
  readonly name: string
  readonly vendor: string
  readonly art: Art
  /** Main and accent colours (`#rrggbb`). */
  readonly color: string
  readonly accent: string
  /** Short text printed on the package. */
  readonly label: string
  /** Size or count printed on the package ("2kg", "100매"). */
  readonly size: string
  readonly headline: string
  readonly points: ReadonlyArray<readonly [Icon, string, string]>
  readonly spec: ReadonlyArray<readonly [string, string]>
}

// ── helpers ─────────────────────────────────────────────────────────────────────────────────

const FONT = `font-family="Noto Sans CJK KR, Noto Sans CJK, sans-serif"`

const esc = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** Mixes a colour with white (`amount` 0 = the colour, 1 = white) or, negative, with black. */
export const tint = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16)
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount))
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix)
  return `#${((1 << 24) + (r! << 16) + (g! << 8) + b!).toString(16).slice(1)}`
}

export const text = (
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  opts: { weight?: number; anchor?: "start" | "middle" | "end"; spacing?: number } = {}
): string =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${fill}" text-anchor="${opts.anchor ?? "middle"}"${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ""}>${esc(s)}</text>`

/** Rough rendered width of a string in em (Hangul ≈ 1, Latin and digits ≈ 0.58). */
const ems = (s: string): number => [...s].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch) ? 1 : ch === " " ? 0.3 : 0.58), 0)

/** Splits a line at the space nearest its middle when it is wider than `maxEm`. */
export const wrap = (s: string, maxEm: number): string[] => {
  if (ems(s) <= maxEm) return [s]
  const spaces = [...s.matchAll(/ /g)].map((m) => m.index!)
  if (spaces.length === 0) return [s]
  const mid = s.length / 2
  const at = spaces.reduce((best, i) => (Math.abs(i - mid) < Math.abs(best - mid) ? i : best))
  return [s.slice(0, at), s.slice(at + 1)]
}

/** A label fitted into `width` px: the font shrinks for long strings. */
const fitted = (x: number, y: number, s: string, width: number, size: number, fill: string, weight = 700): string =>
  text(x, y, s, Math.min(size, Math.floor(width / Math.max(ems(s), 1))), fill, { weight })

export const paw = (x: number, y: number, r: number, fill: string): string =>
  `<g transform="translate(${x} ${y}) scale(${r / 10})" fill="${fill}"><ellipse cx="0" cy="4" rx="6" ry="5"/><circle cx="-6" cy="-4" r="2.6"/><circle cx="-2" cy="-8" r="2.6"/><circle cx="2.5" cy="-8" r="2.6"/><circle cx="6.5" cy="-4" r="2.6"/></g>`

// ── the products, drawn in a 400×400 box, standing on y ≈ 370 ─────────────────────────────

const kibble = (x: number, y: number, n: number, seed: number): string => {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const a = (i * 137.5 + seed) * (Math.PI / 180)
    const r = 6 + ((i * 7) % 20)
    out.push(
      `<ellipse cx="${(x + Math.cos(a) * r * 1.8).toFixed(1)}" cy="${(y + Math.sin(a) * r * 0.6).toFixed(1)}" rx="8" ry="6" fill="${i % 3 ? "#9c6433" : "#7a4a22"}" stroke="#5d3617" stroke-width="1"/>`
    )
  }
  return out.join("")
}

export const ART: Record<Art, (p: ProductPicture) => string> = {
  bag: (p) => `
    <path d="M92 70 L308 70 L326 352 Q328 378 302 378 L98 378 Q72 378 74 352 Z" fill="${p.color}"/>
    <path d="M92 70 L118 70 L104 378 L98 378 Q72 378 74 352 Z" fill="#000" opacity="0.12"/>
    <path d="M282 70 L308 70 L326 352 Q328 378 302 378 L296 378 Z" fill="#fff" opacity="0.12"/>
    <path d="M86 40 H314 V76 H86 Z" fill="${tint(p.color, -0.25)}"/>
    <path d="M86 76 ${Array.from({ length: 19 }, (_, i) => `L${86 + i * 12 + 6} 84 L${86 + (i + 1) * 12} 76`).join(" ")} Z" fill="${tint(p.color, -0.25)}"/>
    <rect x="112" y="112" width="176" height="150" rx="14" fill="#fffdf7"/>
    ${text(200, 138, p.vendor, 15, p.accent, { weight: 700, spacing: 1 })}
    ${fitted(200, 176, p.label, 156, 30, "#2b2b2b")}
    <rect x="150" y="190" width="100" height="26" rx="13" fill="${p.accent}"/>
    ${text(200, 209, p.size, 16, "#fff", { weight: 700 })}
    ${text(200, 246, "PREMIUM DOG FOOD", 11, "#8a8a8a", { spacing: 2 })}
    <ellipse cx="200" cy="322" rx="78" ry="22" fill="${tint(p.color, 0.55)}"/>
    ${kibble(200, 312, 18, p.name.length * 11)}
    ${paw(300, 112, 14, tint(p.color, 0.4))}`,
  pouch: (p) => `
    <path d="M110 60 H290 Q300 60 300 70 L306 350 Q306 372 284 372 H116 Q94 372 94 350 L100 70 Q100 60 110 60 Z" fill="${p.color}"/>
    <circle cx="200" cy="82" r="9" fill="#fff" opacity="0.9"/>
    <line x1="104" y1="104" x2="296" y2="104" stroke="${tint(p.color, -0.3)}" stroke-width="4" stroke-dasharray="8 4"/>
    ${text(200, 140, p.vendor, 15, "#fff", { weight: 700, spacing: 1 })}
    ${fitted(200, 178, p.label, 170, 30, "#fff")}
    <rect x="130" y="196" width="140" height="110" rx="55" fill="#fff8ec" opacity="0.95"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${148 + (i % 3) * 36}" y="${214 + Math.floor(i / 3) * 40}" width="30" height="${i % 2 ? 26 : 30}" rx="8" fill="${i % 2 ? "#d9a066" : "#c47f45"}" transform="rotate(${((i * 23) % 30) - 15} ${163 + (i % 3) * 36} ${229 + Math.floor(i / 3) * 40})"/>`).join("")}
    <rect x="150" y="322" width="100" height="26" rx="13" fill="#fff"/>
    ${text(200, 341, p.size, 16, p.color, { weight: 700 })}
    <path d="M100 70 L112 70 L106 372 Q94 372 94 350 Z" fill="#000" opacity="0.1"/>`,
  jar: (p) => `
    <rect x="118" y="70" width="164" height="52" rx="10" fill="${p.accent}"/>
    ${Array.from({ length: 15 }, (_, i) => `<rect x="${124 + i * 10.5}" y="74" width="4" height="44" fill="#000" opacity="0.08"/>`).join("")}
    <path d="M110 122 H290 Q306 122 306 140 V350 Q306 376 280 376 H120 Q94 376 94 350 V140 Q94 122 110 122 Z" fill="${tint(p.color, 0.7)}" opacity="0.95"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${112 + (i % 4) * 44}" y="${300 + Math.floor(i / 4) * 36}" width="34" height="30" rx="6" fill="${i % 2 ? "#e8c08a" : "#f3d5a8"}" stroke="#c9965c"/>`).join("")}
    <rect x="94" y="160" width="212" height="130" fill="${p.color}"/>
    ${text(200, 190, p.vendor, 14, "#fff", { weight: 700, spacing: 1 })}
    ${fitted(200, 232, p.label, 180, 30, "#fff")}
    ${text(200, 270, p.size, 17, tint(p.color, 0.8), { weight: 700 })}
    <rect x="104" y="130" width="14" height="236" rx="7" fill="#fff" opacity="0.45"/>`,
  balls: (p) => {
    const ball = (x: number, y: number, r: number, c: string) => `
      <circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>
      <path d="M${x - r * 0.95} ${y - r * 0.3} Q${x} ${y + r * 0.35} ${x + r * 0.95} ${y - r * 0.3}" stroke="#fff" stroke-width="${r * 0.12}" fill="none" opacity="0.85"/>
      <path d="M${x - r * 0.8} ${y + r * 0.6} Q${x} ${y + r * 0.05} ${x + r * 0.8} ${y + r * 0.6}" stroke="#fff" stroke-width="${r * 0.12}" fill="none" opacity="0.85"/>
      <ellipse cx="${x - r * 0.35}" cy="${y - r * 0.45}" rx="${r * 0.28}" ry="${r * 0.16}" fill="#fff" opacity="0.5" transform="rotate(-30 ${x - r * 0.35} ${y - r * 0.45})"/>`
    return ball(130, 300, 70, p.accent) + ball(280, 296, 74, tint(p.color, 0.2)) + ball(205, 196, 88, p.color)
  },
  puzzleball: (p) => `
    <circle cx="200" cy="230" r="140" fill="${p.color}"/>
    ${[
      [140, 170, 26],
      [250, 160, 22],
      [200, 240, 30],
      [130, 280, 20],
      [270, 280, 26],
      [200, 320, 16]
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${tint(p.color, -0.45)}"/><circle cx="${x! + 4}" cy="${y! + 4}" r="${r! * 0.5}" fill="#b57a43"/>`
      )
      .join("")}
    <path d="M70 200 Q200 120 330 200" stroke="${tint(p.color, 0.4)}" stroke-width="10" fill="none" opacity="0.7"/>
    <ellipse cx="140" cy="140" rx="40" ry="20" fill="#fff" opacity="0.35" transform="rotate(-35 140 140)"/>`,
  rope: (p) => {
    const line = "M100 300 Q200 250 300 160"
    const fringe = (x: number, y: number, dx: number, dy: number, c: string) =>
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<path d="M${x + (i - 3) * 7} ${y + (i - 3) * 5} l${dx + (i - 3) * 3} ${dy - (i - 3) * 2}" stroke="${c}" stroke-width="7" stroke-linecap="round"/>`
        )
        .join("")
    return `${fringe(64, 330, -26, 34, p.color)}${fringe(336, 128, 26, -34, p.accent)}
    <path d="${line}" stroke="${p.color}" stroke-width="46" fill="none" stroke-linecap="round"/>
    <path d="${line}" stroke="${p.accent}" stroke-width="46" fill="none" stroke-dasharray="13 13"/>
    <path d="${line}" stroke="#fff" stroke-width="46" fill="none" stroke-dasharray="3 23" opacity="0.45"/>
    <circle cx="92" cy="304" r="44" fill="${p.color}"/><path d="M60 280 Q92 320 124 280 M58 312 Q92 350 126 312" stroke="${p.accent}" stroke-width="9" fill="none"/>
    <circle cx="308" cy="154" r="44" fill="${p.accent}"/><path d="M276 130 Q308 170 340 130 M274 162 Q308 200 342 162" stroke="${p.color}" stroke-width="9" fill="none"/>`
  },
  ring: (p) => `
    <circle cx="200" cy="220" r="120" fill="none" stroke="${p.color}" stroke-width="58"/>
    <circle cx="200" cy="220" r="120" fill="none" stroke="${p.accent}" stroke-width="58" stroke-dasharray="22 22"/>
    <circle cx="200" cy="220" r="120" fill="none" stroke="#fff" stroke-width="58" stroke-dasharray="3 41" opacity="0.5"/>
    <circle cx="200" cy="220" r="150" fill="none" stroke="#000" stroke-width="2" opacity="0.08"/>`,
  carrot: (p) => `
    <path d="M200 60 q-30 -40 -60 -30 q20 20 44 40 z M204 60 q10 -50 46 -52 q-10 34 -34 56 z M198 64 q-4 -44 22 -56 q6 30 -14 58 z" fill="#4caf50"/>
    <path d="M130 90 Q200 50 270 90 Q260 230 206 370 Q200 382 194 370 Q140 230 130 90 Z" fill="${p.color}"/>
    ${[130, 180, 230, 280].map((y, i) => `<path d="M${150 + i * 8} ${y} q30 8 ${46 - i * 10} 0" stroke="${tint(p.color, -0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>`).join("")}
    <circle cx="178" cy="140" r="8" fill="#3b2a20"/><circle cx="222" cy="140" r="8" fill="#3b2a20"/>
    <circle cx="181" cy="137" r="2.5" fill="#fff"/><circle cx="225" cy="137" r="2.5" fill="#fff"/>
    <path d="M188 162 q12 12 24 0" stroke="#3b2a20" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="166" cy="164" r="9" fill="#ff8a80" opacity="0.6"/><circle cx="234" cy="164" r="9" fill="#ff8a80" opacity="0.6"/>`,
  bone: (p) => `
    <g transform="rotate(-22 200 220)">
      <rect x="100" y="180" width="200" height="80" rx="30" fill="${p.color}"/>
      <circle cx="96" cy="178" r="48" fill="${p.color}"/><circle cx="96" cy="262" r="48" fill="${p.color}"/>
      <circle cx="304" cy="178" r="48" fill="${p.color}"/><circle cx="304" cy="262" r="48" fill="${p.color}"/>
      ${[130, 165, 200, 235, 270].map((x) => `<rect x="${x}" y="196" width="14" height="48" rx="7" fill="${tint(p.color, -0.18)}"/>`).join("")}
      <ellipse cx="84" cy="160" rx="20" ry="10" fill="#fff" opacity="0.4"/><ellipse cx="292" cy="160" rx="20" ry="10" fill="#fff" opacity="0.4"/>
    </g>`,
  mat: (p) => {
    const tufts: string[] = []
    const colours = [p.color, p.accent, tint(p.color, 0.4), "#fff3c4", tint(p.accent, 0.35)]
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 7; c++) {
        const y = 156 + r * 34
        const f = (y - 130) / 220
        const left = 70 - 50 * f + 28
        const right = 330 + 50 * f - 28
        const x = left + ((c + (r % 2) * 0.5) / 7) * (right - left)
        tufts.push(`<ellipse cx="${x}" cy="${y}" rx="22" ry="14" fill="${colours[(r * 3 + c) % colours.length]}" stroke="#000" stroke-opacity="0.1"/>`)
      }
    }
    return `<path d="M70 130 L330 130 L380 350 L20 350 Z" fill="${tint(p.color, -0.2)}"/>
      <path d="M20 350 L380 350 L380 366 L20 366 Z" fill="${tint(p.color, -0.4)}"/>
      ${tufts.join("")}
      ${paw(196, 250, 16, "#fff")}`
  },
  leash: (p) => `
    ${[0, 1, 2, 3].map((i) => `<ellipse cx="${200 + i * 6}" cy="${250 - i * 8}" rx="${130 - i * 10}" ry="${84 - i * 6}" fill="none" stroke="${tint(p.color, -0.15 * (i % 2))}" stroke-width="20"/>`).join("")}
    <ellipse cx="218" cy="226" rx="100" ry="66" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity="0.8"/>
    <path d="M110 170 Q70 60 150 60 Q210 60 180 150" fill="none" stroke="${p.color}" stroke-width="22" stroke-linecap="round"/>
    <rect x="140" y="140" width="46" height="30" rx="6" fill="${p.accent}"/>
    <path d="M310 280 L340 330" stroke="${p.color}" stroke-width="20" stroke-linecap="round"/>
    <rect x="326" y="322" width="30" height="20" rx="4" fill="#b0bec5"/>
    <path d="M341 342 q-18 4 -18 22 q0 18 18 18 q18 0 18 -18" fill="none" stroke="#90a4ae" stroke-width="8"/>
    <circle cx="341" cy="332" r="4" fill="#eceff1"/>`,
  harness: (p) => `
    <path d="M60 150 Q200 100 340 150" stroke="${p.accent}" stroke-width="22" fill="none" stroke-linecap="round"/>
    <path d="M80 300 Q200 350 320 300" stroke="${p.accent}" stroke-width="22" fill="none" stroke-linecap="round"/>
    <path d="M110 130 Q200 100 290 130 L306 300 Q200 340 94 300 Z" fill="${p.color}"/>
    <path d="M110 130 Q200 100 290 130 L306 300 Q200 340 94 300 Z" fill="url(#mesh)"/>
    <path d="M110 130 Q200 100 290 130 L306 300 Q200 340 94 300 Z" fill="none" stroke="${p.accent}" stroke-width="8"/>
    <rect x="40" y="136" width="40" height="30" rx="8" fill="#37474f"/><rect x="320" y="136" width="40" height="30" rx="8" fill="#37474f"/>
    <path d="M182 96 a18 18 0 1 1 36 0" fill="none" stroke="#cfd8dc" stroke-width="8"/>
    <rect x="150" y="170" width="100" height="40" rx="10" fill="#fff" opacity="0.9"/>
    ${fitted(200, 198, p.vendor, 86, 18, p.color)}
    <path d="M130 270 L270 270" stroke="#fff" stroke-width="4" stroke-dasharray="10 6" opacity="0.9"/>`,
  rolls: (p) => {
    const roll = (x: number, y: number, c: string) => `
      <rect x="${x - 34}" y="${y - 70}" width="68" height="140" fill="${c}"/>
      <ellipse cx="${x}" cy="${y + 70}" rx="34" ry="12" fill="${tint(c, -0.2)}"/>
      <ellipse cx="${x}" cy="${y - 70}" rx="34" ry="12" fill="${tint(c, 0.25)}"/><ellipse cx="${x}" cy="${y - 70}" rx="10" ry="4" fill="#fff"/>
      ${paw(x, y, 18, "#fff")}`
    return `${roll(110, 290, p.color)}${roll(180, 270, p.accent)}${roll(250, 290, tint(p.color, 0.3))}${roll(316, 270, p.color)}
      <path d="M80 120 Q200 60 320 120 L320 170 Q200 120 80 170 Z" fill="${p.accent}" opacity="0.9"/>
      ${fitted(200, 134, p.label, 200, 26, "#fff")}`
  },
  flask: (p) => `
    <rect x="150" y="110" width="100" height="250" rx="36" fill="${tint(p.color, 0.6)}" opacity="0.9"/>
    <rect x="160" y="200" width="80" height="150" rx="30" fill="#7cc7f2" opacity="0.75"/>
    <path d="M120 70 H280 Q290 70 286 84 L270 120 H130 L114 84 Q110 70 120 70 Z" fill="${p.color}"/>
    <rect x="240" y="130" width="16" height="60" rx="8" fill="${p.accent}"/>
    <rect x="150" y="110" width="100" height="250" rx="36" fill="none" stroke="${p.color}" stroke-width="6"/>
    ${text(200, 300, p.size, 20, "#fff", { weight: 700 })}
    <path d="M250 150 Q330 180 300 280" stroke="${p.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="166" y="124" width="12" height="200" rx="6" fill="#fff" opacity="0.5"/>`,
  hoodie: (p) => garment(p, { hood: true, pattern: "pocket" }),
  tee: (p) => garment(p, { hood: false, pattern: "stripes" }),
  raincoat: (p) => garment(p, { hood: true, pattern: "buttons" }),
  vest: (p) => garment(p, { hood: false, pattern: "quilt", sleeveless: true }),
  knit: (p) => garment(p, { hood: false, pattern: "cable" }),
  pads: (p) => `
    <path d="M70 110 L270 110 L330 80 L330 330 L270 370 L70 370 Z" fill="${tint(p.color, -0.2)}"/>
    <rect x="70" y="110" width="200" height="260" fill="${p.color}"/>
    <path d="M70 110 L130 80 L330 80 L270 110 Z" fill="${tint(p.color, 0.25)}"/>
    <rect x="92" y="140" width="156" height="120" rx="8" fill="#fff"/>
    <g clip-path="url(#padclip)">${Array.from({ length: 12 }, (_, i) => `<line x1="${92 + i * 26 - 60}" y1="140" x2="${92 + i * 26 + 60}" y2="260" stroke="#cfe8f7" stroke-width="2"/><line x1="${92 + i * 26 + 60}" y1="140" x2="${92 + i * 26 - 60}" y2="260" stroke="#cfe8f7" stroke-width="2"/>`).join("")}</g>
    <rect x="120" y="168" width="100" height="64" rx="6" fill="#e3f2fd" stroke="#90caf9" stroke-width="2"/>
    ${paw(170, 204, 16, "#90caf9")}
    ${fitted(170, 300, p.size, 170, 40, "#fff", 900)}
    ${fitted(170, 340, p.vendor, 170, 20, tint(p.color, 0.75))}`,
  bottle: (p) => `
    <rect x="180" y="40" width="72" height="22" rx="6" fill="${p.accent}"/>
    <rect x="240" y="44" width="60" height="14" rx="6" fill="${p.accent}"/>
    <rect x="190" y="62" width="20" height="40" fill="${tint(p.accent, -0.2)}"/>
    <rect x="176" y="96" width="48" height="34" rx="6" fill="${p.accent}"/>
    <path d="M150 130 H250 Q290 130 290 170 V346 Q290 376 260 376 H140 Q110 376 110 346 V170 Q110 130 150 130 Z" fill="${p.color}"/>
    <rect x="130" y="190" width="140" height="140" rx="12" fill="#fff" opacity="0.92"/>
    ${text(200, 218, p.vendor, 14, p.accent, { weight: 700 })}
    ${fitted(200, 262, p.label, 120, 26, "#333")}
    ${text(200, 300, p.size, 17, "#777", { weight: 700 })}
    <rect x="120" y="150" width="14" height="200" rx="7" fill="#fff" opacity="0.35"/>
    ${[
      [70, 120, 18],
      [330, 200, 24],
      [350, 120, 12],
      [60, 260, 12]
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="${tint(p.color, 0.3)}" stroke-width="3" opacity="0.8"/>`)
      .join("")}`,
  wipes: (p) => `
    <path d="M50 170 Q50 120 100 120 H300 Q350 120 350 170 V320 Q350 370 300 370 H100 Q50 370 50 320 Z" fill="${p.color}"/>
    <path d="M50 170 Q50 120 100 120 H300 Q350 120 350 170 V190 Q200 210 50 190 Z" fill="#fff" opacity="0.15"/>
    <rect x="130" y="110" width="140" height="70" rx="30" fill="${p.accent}"/>
    <rect x="150" y="124" width="100" height="42" rx="20" fill="${tint(p.accent, -0.15)}"/>
    ${fitted(200, 250, p.label, 250, 36, "#fff")}
    ${text(200, 290, p.vendor, 18, tint(p.color, 0.8), { weight: 700 })}
    <rect x="150" y="306" width="100" height="30" rx="15" fill="#fff"/>
    ${text(200, 328, p.size, 17, p.color, { weight: 700 })}
    ${paw(90, 320, 14, tint(p.color, 0.35))}${paw(312, 214, 12, tint(p.color, 0.35))}`,
  bowl: (p) => `
    <ellipse cx="200" cy="340" rx="160" ry="34" fill="${tint(p.accent, -0.2)}"/>
    <path d="M50 200 L90 330 Q200 370 310 330 L350 200 Z" fill="${p.color}"/>
    <ellipse cx="200" cy="200" rx="150" ry="44" fill="${tint(p.color, 0.35)}"/>
    <ellipse cx="200" cy="206" rx="118" ry="30" fill="${tint(p.color, -0.25)}"/>
    ${kibble(200, 206, 14, 40)}
    <path d="M80 230 L108 320" stroke="#fff" stroke-width="12" opacity="0.45" stroke-linecap="round"/>
    ${paw(200, 290, 22, tint(p.color, 0.5))}`,
  slowfeeder: (p) => `
    <ellipse cx="200" cy="250" rx="170" ry="110" fill="${tint(p.color, -0.2)}"/>
    <ellipse cx="200" cy="236" rx="170" ry="110" fill="${p.color}"/>
    <ellipse cx="200" cy="236" rx="140" ry="86" fill="${tint(p.color, -0.3)}"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M200 236 Q${200 + Math.cos(i) * 60} ${236 + Math.sin(i) * 20} ${200 + Math.cos(i * 1.05) * 130} ${236 + Math.sin(i * 1.05) * 78}" stroke="${tint(p.color, 0.25)}" stroke-width="16" fill="none" stroke-linecap="round" transform="rotate(${i * 60} 200 236)"/>`).join("")}
    <circle cx="200" cy="236" r="20" fill="${tint(p.color, 0.25)}"/>
    ${kibble(150, 280, 5, 10)}${kibble(270, 220, 4, 70)}`,
  diner: (p) => `
    <rect x="50" y="200" width="300" height="40" rx="8" fill="#c8a27a"/>
    <rect x="50" y="200" width="300" height="10" rx="5" fill="#dcbc96"/>
    <rect x="70" y="238" width="22" height="130" fill="#b08860"/><rect x="308" y="238" width="22" height="130" fill="#b08860"/>
    <rect x="70" y="300" width="260" height="12" fill="#a57d56"/>
    <ellipse cx="130" cy="204" rx="64" ry="20" fill="${p.color}"/><ellipse cx="270" cy="204" rx="64" ry="20" fill="${p.accent}"/>
    <ellipse cx="130" cy="200" rx="50" ry="13" fill="${tint(p.color, -0.3)}"/><ellipse cx="270" cy="200" rx="50" ry="13" fill="#7cc7f2"/>
    ${kibble(130, 198, 7, 20)}
    ${paw(200, 224, 12, "#8d6e63")}`,
  feeder: (p) => `
    <rect x="110" y="60" width="180" height="300" rx="40" fill="${p.color}" stroke="${tint(p.color, -0.15)}" stroke-width="4"/>
    <rect x="126" y="72" width="148" height="120" rx="24" fill="#e3f2fd" opacity="0.9"/>
    ${kibble(200, 160, 22, 5)}${kibble(200, 130, 14, 90)}
    <rect x="150" y="210" width="100" height="40" rx="8" fill="#263238"/>
    ${text(200, 238, "08:00", 22, "#7cf0c0", { weight: 700 })}
    <circle cx="170" cy="272" r="9" fill="${p.accent}"/><circle cx="200" cy="272" r="9" fill="${tint(p.color, -0.3)}"/><circle cx="230" cy="272" r="9" fill="${tint(p.color, -0.3)}"/>
    <path d="M90 320 H310 Q320 320 316 332 L300 370 H100 L84 332 Q80 320 90 320 Z" fill="${p.accent}"/>
    <ellipse cx="200" cy="324" rx="80" ry="10" fill="${tint(p.accent, -0.3)}"/>
    <rect x="120" y="80" width="12" height="260" rx="6" fill="#fff" opacity="0.25"/>`
}

/** Dog clothes laid flat: body, front legs, optional hood, a pattern. */
function garment(p: ProductPicture, o: { hood: boolean; pattern: "pocket" | "stripes" | "buttons" | "quilt" | "cable"; sleeveless?: boolean }): string {
  const body = "M122 100 Q200 78 278 100 L308 168 L304 296 Q294 356 200 368 Q106 356 96 296 L92 168 Z"
  const sleeves = o.sleeveless
    ? ""
    : `<path d="M108 128 L36 220 Q46 262 92 256 L122 212 Z" fill="${p.color}"/><path d="M292 128 L364 220 Q354 262 308 256 L278 212 Z" fill="${p.color}"/>
    <path d="M36 220 Q46 262 92 256 L86 242 Q52 246 46 210 Z" fill="${p.accent}"/><path d="M364 220 Q354 262 308 256 L314 242 Q348 246 354 210 Z" fill="${p.accent}"/>`
  const hood = o.hood
    ? `<path d="M130 114 Q130 30 200 30 Q270 30 270 114 Q200 90 130 114 Z" fill="${tint(p.color, -0.12)}"/><path d="M152 106 Q152 58 200 58 Q248 58 248 106 Q200 92 152 106 Z" fill="${tint(p.color, -0.35)}"/><path d="M152 106 Q152 58 200 58 Q248 58 248 106" fill="none" stroke="${p.accent}" stroke-width="6"/>`
    : `<path d="M150 100 Q200 130 250 100" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`
  const pattern = {
    pocket: `<path d="M150 250 H250 L240 300 H160 Z" fill="${tint(p.color, -0.1)}"/><path d="M150 250 H250" stroke="${p.accent}" stroke-width="4"/>${paw(200, 200, 20, p.accent)}`,
    stripes: [150, 185, 220, 255, 290, 325].map((y) => `<rect x="96" y="${y}" width="208" height="14" fill="${p.accent}"/>`).join(""),
    buttons: `<line x1="200" y1="110" x2="200" y2="365" stroke="${tint(p.color, -0.2)}" stroke-width="4"/>${[160, 210, 260, 310].map((y) => `<circle cx="214" cy="${y}" r="8" fill="${p.accent}"/>`).join("")}<rect x="110" y="300" width="180" height="8" fill="#fff" opacity="0.8"/>`,
    quilt: `${[140, 180, 220, 260, 300, 340].map((y) => `<path d="M100 ${y} Q200 ${y + 14} 300 ${y}" stroke="${tint(p.color, -0.2)}" stroke-width="4" fill="none"/>`).join("")}<line x1="200" y1="100" x2="200" y2="368" stroke="${p.accent}" stroke-width="6"/>`,
    cable: [150, 200, 250]
      .map(
        (x) =>
          `<path d="M${x} 120 ${Array.from({ length: 8 }, (_, i) => `q${i % 2 ? -14 : 14} 14 0 28`).join(" ")}" stroke="${tint(p.color, -0.2)}" stroke-width="8" fill="none"/>`
      )
      .join("")
  }[o.pattern]
  const edge = tint(p.color, -0.18)
  return `<g stroke="${edge}" stroke-width="3">${sleeves}${hood}</g><path d="${body}" fill="${p.color}"/><clipPath id="garment"><path d="${body}"/></clipPath><g clip-path="url(#garment)">${pattern}</g>
    <path d="${body}" fill="none" stroke="${edge}" stroke-width="3"/>`
}
