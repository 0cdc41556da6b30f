import { art } from "../../ui/theme.css.ts"
/** The error page's illustration: a puzzled dog with a question mark. */
export const LostDog = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 200 180" aria-hidden focusable="false">
    <ellipse cx="100" cy="164" rx="64" ry="8" fill={art.cEADFD4} />
    <circle cx="100" cy="92" r="70" fill={art.cFFF1E6} />
    <path d="M58 58c-14-6-26 10-22 34 3 17 12 24 20 20 8-4 12-36 2-54Z" fill={art.cB86B35} />
    <path d="M142 58c14-6 26 10 22 34-3 17-12 24-20 20-8-4-12-36-2-54Z" fill={art.cB86B35} />
    <ellipse cx="100" cy="98" rx="46" ry="48" fill={art.cF3C58F} />
    <ellipse cx="100" cy="122" rx="26" ry="20" fill={art.cFFF4E6} />
    <circle cx="82" cy="92" r="6" fill={art.c2B2118} />
    <circle cx="118" cy="92" r="6" fill={art.c2B2118} />
    <circle cx="84" cy="90" r="2" fill={art.cFFFFFF} />
    <circle cx="120" cy="90" r="2" fill={art.cFFFFFF} />
    <path d="M76 78q6-6 12-2M112 76q6-4 12 2" stroke={art.c8A5A33} strokeWidth="3" fill="none" strokeLinecap="round" />
    <ellipse cx="100" cy="112" rx="8" ry="6" fill={art.c2B2118} />
    <path d="M92 126q8 6 16 0" stroke={art.c2B2118} strokeWidth="3" fill="none" strokeLinecap="round" />
    <circle cx="160" cy="38" r="18" fill={art.c699BF7} />
    <path d="M154 32a6 6 0 1 1 9 5c-2 1-3 2-3 5" stroke={art.cFFFFFF} strokeWidth="3.5" fill="none" strokeLinecap="round" />
    <circle cx="160" cy="48" r="2.4" fill={art.cFFFFFF} />
  </svg>
)
