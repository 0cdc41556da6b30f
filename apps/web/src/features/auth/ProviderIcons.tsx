import { art } from "../../ui/theme.css.ts"
/** Sign-in provider marks (simplified, decorative). */
export const KakaoMark = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M12 3.5c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 6l-.9 3.4c-.1.3.3.6.6.4l4-2.7c.4 0 .7.1 1.1.1 5 0 9-3.1 9-7s-4-7.2-9-7.2Z" fill={art.c191919} />
  </svg>
)

export const NaverMark = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M15.6 12.8 8.1 2H2v20h6.4V11.2L15.9 22H22V2h-6.4v10.8Z" fill={art.c062812} />
  </svg>
)

export const GoogleMark = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z" fill={art.c4285F4} />
    <path d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z" fill={art.c34A853} />
    <path d="M6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9l3.3-2.5Z" fill={art.cFBBC05} />
    <path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6Z" fill={art.cEA4335} />
  </svg>
)

/** The login screen's illustration: a dog on a leash walking a dotted blue route. */
export const WalkingDog = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 220 150" aria-hidden focusable="false">
    <ellipse cx="110" cy="132" rx="96" ry="10" fill={art.cF6EEE6} />
    <path
      d="M14 118c30-26 58 6 92-10s52-40 100-24"
      fill="none"
      stroke={art.c699BF7}
      strokeWidth="5"
      strokeLinecap="round"
      strokeDasharray="2 12"
      opacity="0.85"
    />
    <circle cx="196" cy="82" r="9" fill={art.c699BF7} />
    <circle cx="196" cy="82" r="4" fill={art.cFFFFFF} />
    <g transform="translate(62 46)">
      <path d="M78 10c10-6 20-2 22 6-8 2-14 4-18 10Z" fill={art.c8A5A33} />
      <ellipse cx="50" cy="46" rx="38" ry="22" fill={art.cF3C58F} />
      <circle cx="86" cy="28" r="18" fill={art.cF3C58F} />
      <path d="M78 14c-8-4-14 2-12 12 3 8 8 10 12 6Z" fill={art.cB86B35} />
      <circle cx="92" cy="26" r="3" fill={art.c2B2118} />
      <ellipse cx="103" cy="33" rx="4" ry="3" fill={art.c2B2118} />
      <path d="M96 40q4 3 8 0" stroke={art.c2B2118} strokeWidth="2" fill="none" strokeLinecap="round" />
      <rect x="20" y="58" width="9" height="24" rx="4.5" fill={art.cE0A86C} />
      <rect x="36" y="60" width="9" height="22" rx="4.5" fill={art.cF3C58F} />
      <rect x="60" y="60" width="9" height="22" rx="4.5" fill={art.cE0A86C} />
      <rect x="74" y="58" width="9" height="24" rx="4.5" fill={art.cF3C58F} />
      <path d="M14 38c-10-6-14-16-8-22" stroke={art.cF3C58F} strokeWidth="8" fill="none" strokeLinecap="round" />
      <path d="M72 38h16" stroke={art.cE8772E} strokeWidth="5" strokeLinecap="round" />
      <path d="M80 40C70 10 40-10 10-30" stroke={art.cB84F14} strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </g>
  </svg>
)
