/**
 * Icons as inline SVG (24 × 24 grid, `currentColor`). Decorative by default (`aria-hidden`);
 * pass `title` to give one an accessible name.
 */
import type { ReactElement, ReactNode, SVGProps } from "react"
import { art } from "./theme.css.ts"

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height in px (default 24). */
  size?: number
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string
}

const make = (name: string, body: ReactNode, filled = false) => {
  // biome-ignore lint/correctness/noComponentHookFactories: `make` runs once per icon at module load (never during a render), so every icon is one stable component
  const Icon = ({ size = 24, title, ...rest }: IconProps): ReactElement => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: with `title` the icon is role=img with a <title>; without it, aria-hidden (Biome cannot see through the spread)
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {body}
    </svg>
  )
  Icon.displayName = name
  return Icon
}

export const IconHome = make(
  "IconHome",
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>
)
export const IconPaw = make(
  "IconPaw",
  <>
    <ellipse cx="12" cy="16.5" rx="4.6" ry="3.8" />
    <ellipse cx="5.2" cy="10.6" rx="1.9" ry="2.4" />
    <ellipse cx="9.1" cy="6.4" rx="1.9" ry="2.5" />
    <ellipse cx="14.9" cy="6.4" rx="1.9" ry="2.5" />
    <ellipse cx="18.8" cy="10.6" rx="1.9" ry="2.4" />
  </>,
  true
)
export const IconWalk = make(
  "IconWalk",
  <>
    <circle cx="13" cy="4" r="1.8" />
    <path d="m9 21 2.5-6.5L14 17v4" />
    <path d="M7 11.5 9.5 8l3 .5 2.5 3 3 .5" />
    <path d="m11.5 14.5 1-6" />
  </>
)
export const IconQuest = make(
  "IconQuest",
  <>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </>
)
export const IconCommunity = make(
  "IconCommunity",
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
  </>
)
export const IconShop = make(
  "IconShop",
  <>
    <path d="M5 8h14l-1 12.1a1 1 0 0 1-1 .9H7a1 1 0 0 1-1-.9L5 8Z" />
    <path d="M9 10V7a3 3 0 0 1 6 0v3" />
  </>
)
export const IconBell = make(
  "IconBell",
  <>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </>
)
export const IconBellUnread = make(
  "IconBellUnread",
  <>
    <path d="M6 16V11a6 6 0 0 1 9-5.2" />
    <path d="M18 11v5l1.5 2h-15L6 16" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
    <circle cx="18" cy="6" r="3" fill={art.cE53935} stroke="none" />
  </>
)
export const IconUser = make(
  "IconUser",
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>
)
export const IconChevronLeft = make("IconChevronLeft", <path d="m15 5-7 7 7 7" />)
export const IconChevronRight = make("IconChevronRight", <path d="m9 5 7 7-7 7" />)
export const IconChevronDown = make("IconChevronDown", <path d="m5 9 7 7 7-7" />)
export const IconPlus = make("IconPlus", <path d="M12 5v14M5 12h14" />)
export const IconClose = make("IconClose", <path d="M6 6l12 12M18 6 6 18" />)
export const IconCheck = make("IconCheck", <path d="m5 12.5 4.5 4.5L19 7.5" />)
export const IconCamera = make(
  "IconCamera",
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>
)
export const IconSearch = make(
  "IconSearch",
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>
)
export const IconMapPin = make(
  "IconMapPin",
  <>
    <path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>
)
export const IconPencil = make(
  "IconPencil",
  <>
    <path d="m4 20 1-4L16 5l3 3L8 19l-4 1Z" />
    <path d="m14 7 3 3" />
  </>
)
export const IconCoin = make(
  "IconCoin",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 9.5h4a1.75 1.75 0 0 1 0 3.5h-4V9.5Zm0 3.5v3" />
  </>
)
export const IconFlame = make(
  "IconFlame",
  <path d="M12 21a6 6 0 0 0 6-6c0-3.5-2.5-5.5-3.5-8.5-1 2-2 3-3.5 3.5.5-2.5 0-4.5-2-7C9 6 6 9.5 6 15a6 6 0 0 0 6 6Z" />
)
export const IconClock = make(
  "IconClock",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>
)
export const IconRoute = make(
  "IconRoute",
  <>
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <path d="M8.5 18H16a3 3 0 0 0 0-6H8a3 3 0 0 1 0-6h7.5" />
  </>
)
export const IconCalendar = make(
  "IconCalendar",
  <>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </>
)
export const IconGift = make(
  "IconGift",
  <>
    <rect x="4" y="9" width="16" height="11" rx="1" />
    <path d="M3 9h18M12 9v11M12 9s-1-5-4-5a2 2 0 0 0 0 4h4Zm0 0s1-5 4-5a2 2 0 0 1 0 4h-4Z" />
  </>
)
export const IconSettings = make(
  "IconSettings",
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>
)
export const IconReceipt = make(
  "IconReceipt",
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>
)
export const IconActivity = make("IconActivity", <path d="M3 12h4l3-8 4 16 3-8h4" />)
export const IconAlert = make(
  "IconAlert",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>
)
export const IconLocate = make(
  "IconLocate",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>
)
export const IconHeart = make("IconHeart", <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />)
export const IconHeartFilled = make("IconHeartFilled", <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />, true)
export const IconComment = make("IconComment", <path d="M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-8l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />)
export const IconCart = make(
  "IconCart",
  <>
    <path d="M3 4h2l2.2 10.4a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </>
)
export const IconMinus = make("IconMinus", <path d="M5 12h14" />)
export const IconTrash = make(
  "IconTrash",
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>
)
