/** The three home banners: drawn in SVG and CSS, no external images. */
import type { ReactElement } from "react"
import { art } from "../../ui/theme.css.ts"

export interface BannerSlide {
  readonly id: string
  readonly title: string
  readonly detail: string
  /** Where tapping the banner goes. */
  readonly href: string
  readonly tone: "walk" | "quest" | "hotplace"
  readonly art: () => ReactElement
}

const WalkArt = () => (
  <svg viewBox="0 0 140 120" aria-hidden focusable="false">
    <path d="M6 104c24-18 40 4 64-8s36-30 66-20" fill="none" stroke={art.cFFFFFF} strokeWidth="5" strokeLinecap="round" strokeDasharray="1 11" />
    <circle cx="128" cy="74" r="8" fill={art.c2F6BD8} />
    <circle cx="128" cy="74" r="3.5" fill={art.cFFFFFF} />
    <g transform="translate(26 30)">
      <ellipse cx="40" cy="40" rx="30" ry="18" fill={art.cFFF4E6} />
      <circle cx="70" cy="24" r="15" fill={art.cFFF4E6} />
      <path d="M62 12c-7-3-12 2-10 10 2 7 7 8 10 5Z" fill={art.cB86B35} />
      <circle cx="75" cy="22" r="2.6" fill={art.c2B2118} />
      <ellipse cx="84" cy="28" rx="3.4" ry="2.6" fill={art.c2B2118} />
      <rect x="16" y="50" width="8" height="20" rx="4" fill={art.cF3DCC2} />
      <rect x="30" y="52" width="8" height="18" rx="4" fill={art.cFFF4E6} />
      <rect x="48" y="52" width="8" height="18" rx="4" fill={art.cF3DCC2} />
      <rect x="60" y="50" width="8" height="20" rx="4" fill={art.cFFF4E6} />
      <path d="M12 32c-8-5-11-13-6-18" stroke={art.cFFF4E6} strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M58 32h14" stroke={art.c2F6BD8} strokeWidth="4" strokeLinecap="round" />
    </g>
  </svg>
)

const QuestArt = () => (
  <svg viewBox="0 0 140 120" aria-hidden focusable="false">
    <ellipse cx="74" cy="108" rx="52" ry="7" fill={art.cFFFFFF} opacity="0.55" />
    <path d="M46 104V18" stroke={art.c24406E} strokeWidth="5" strokeLinecap="round" />
    <path d="M48 20h46l-10 14 10 14H48Z" fill={art.cE8772E} />
    <circle cx="66" cy="34" r="6" fill={art.cFFFFFF} />
    <g>
      <circle cx="98" cy="86" r="17" fill={art.cF7B955} />
      <circle cx="98" cy="86" r="12" fill="none" stroke={art.cFFFFFF} strokeWidth="2.5" />
      <path d="M95 80h5a3.5 3.5 0 0 1 0 7h-5v-7Zm0 7v5" stroke={art.c8A5A10} strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </g>
    <g>
      <circle cx="120" cy="62" r="11" fill={art.cF7B955} />
      <circle cx="120" cy="62" r="7" fill="none" stroke={art.cFFFFFF} strokeWidth="2" />
    </g>
    <path d="M18 60l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1Z" fill={art.cFFFFFF} />
  </svg>
)

const HotplaceArt = () => (
  <svg viewBox="0 0 140 120" aria-hidden focusable="false">
    <rect x="14" y="18" width="116" height="90" rx="14" fill={art.cFFFFFF} opacity="0.85" />
    <path d="M14 66h116M58 18v90M96 18v90" stroke={art.cCFE8D7} strokeWidth="6" />
    <path d="M22 96c20-10 30-30 52-34s34-20 48-34" fill="none" stroke={art.c699BF7} strokeWidth="5" strokeLinecap="round" opacity="0.8" />
    <g transform="translate(64 24)">
      <path d="M14 40S0 26 0 15a14 14 0 0 1 28 0c0 11-14 25-14 25Z" fill={art.cE8772E} />
      <circle cx="14" cy="15" r="5.5" fill={art.cFFFFFF} />
    </g>
    <g transform="translate(28 54) scale(0.7)">
      <path d="M14 40S0 26 0 15a14 14 0 0 1 28 0c0 11-14 25-14 25Z" fill={art.c2E7D32} />
      <circle cx="14" cy="15" r="5.5" fill={art.cFFFFFF} />
    </g>
  </svg>
)

export const BANNERS: ReadonlyArray<BannerSlide> = [
  { id: "walk", title: "오늘도 함께 걸어요", detail: "산책 경로와 칼로리를 한눈에", href: "/walk", tone: "walk", art: WalkArt },
  { id: "quest", title: "퀘스트 깨고 포인트 받기", detail: "모은 포인트로 간식 쇼핑까지", href: "/quest", tone: "quest", art: QuestArt },
  { id: "hotplace", title: "우리 동네 산책 핫플", detail: "이웃 강아지들이 많이 걷는 길", href: "/walk/hotplace", tone: "hotplace", art: HotplaceArt }
]
