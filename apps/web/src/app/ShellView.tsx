/** The shell's pure views: top bar, back bar, bottom navigation, the layout around a screen. */
import type { ReactElement, ReactNode } from "react"
import { Link } from "wouter"
import type { AuthView } from "@mungwalk/core/auth"
import type { ConnectivityView } from "@mungwalk/core/connectivity"
import {
  Button,
  IconAlert,
  IconBell,
  IconBellUnread,
  IconButton,
  IconChevronLeft,
  IconCommunity,
  IconHome,
  IconPaw,
  IconQuest,
  IconShop,
  IconUser,
  IconWalk,
  Modal,
  iconButton,
  visuallyHidden
} from "../ui/index.ts"
import * as css from "./layout.css.ts"
import { APP_NAME } from "./titles.ts"

export { APP_NAME }

export interface TopBarProps {
  /** Unread notifications exist (the notification issue sets it; false until then). */
  unread?: boolean
}

/** The home bar: logo, notification icon, my-page icon. */
export const TopBar = ({ unread = false }: TopBarProps): ReactElement => (
  <header className={css.bar}>
    <Link href="/" className={css.logo} aria-label={`${APP_NAME} 홈`}>
      <span className={css.logoMark} aria-hidden>
        <IconPaw size={20} />
      </span>
      <span className={css.logoName} aria-hidden>
        {APP_NAME}
      </span>
    </Link>
    <Link href="/notification" className={iconButton()} aria-label={unread ? "알림 (새 알림 있음)" : "알림"} data-state={unread ? "unread" : "read"}>
      {unread ? <IconBellUnread /> : <IconBell />}
    </Link>
    <Link href="/mypage" className={iconButton()} aria-label="마이페이지">
      <IconUser />
    </Link>
  </header>
)

export interface BackBarProps {
  title: string
  onBack: () => void
}

/** The bar of inner screens: a back button and the screen's title. */
export const BackBar = ({ title, onBack }: BackBarProps): ReactElement => (
  <header className={css.bar}>
    <IconButton label="뒤로 가기" onClick={onBack}>
      <IconChevronLeft />
    </IconButton>
    <p className={css.backTitle}>{title}</p>
  </header>
)

export type NavKey = "home" | "walk" | "quest" | "community" | "shop"

export const NAV_ITEMS: ReadonlyArray<{ key: NavKey; href: string; label: string; icon: (p: { size?: number }) => ReactElement }> = [
  { key: "home", href: "/", label: "홈", icon: IconHome },
  { key: "walk", href: "/walk", label: "산책", icon: IconWalk },
  { key: "quest", href: "/quest", label: "퀘스트", icon: IconQuest },
  { key: "community", href: "/post/1", label: "커뮤니티", icon: IconCommunity },
  { key: "shop", href: "/shop", label: "쇼핑", icon: IconShop }
]

/** Which bottom-nav item a path belongs to (null: none). */
export const navKeyOf = (path: string): NavKey | null => {
  if (path === "/") return "home"
  if (path === "/walk" || path.startsWith("/walk/")) return "walk"
  if (path === "/quest" || path.startsWith("/quest/")) return "quest"
  if (path === "/post" || path.startsWith("/post/")) return "community"
  if (path === "/shop" || path.startsWith("/shop/")) return "shop"
  return null
}

/** The walk tab's accessible name while a walk is in progress (its dot says it to the eye). */
export const WALK_IN_PROGRESS_LABEL = "산책 (산책 중)"

/**
 * The bottom navigation; the item of the current section is marked `aria-current="page"`.
 * `walking` (a walk is in progress: `connectWalk(...).isWalking`) puts a dot on the walk tab.
 */
export const BottomNav = ({ active, walking = false }: { active: NavKey | null; walking?: boolean }): ReactElement => (
  <nav className={css.nav} aria-label="주요 메뉴">
    {NAV_ITEMS.map(({ key, href, label, icon: Icon }) => {
      const state = key === active ? "active" : "inactive"
      const dot = key === "walk" && walking
      return (
        <Link
          key={key}
          href={href}
          className={css.navItem}
          data-state={state}
          aria-current={key === active ? "page" : undefined}
          aria-label={dot ? WALK_IN_PROGRESS_LABEL : undefined}
        >
          <span className={css.navIcon} data-state={state}>
            <Icon size={24} />
            {dot ? <span className={css.navDot} data-part="walking-dot" aria-hidden /> : null}
          </span>
          <span className={css.navLabel}>{label}</span>
        </Link>
      )
    })}
  </nav>
)

export type BarSpec = { kind: "top" } | { kind: "back"; title: string } | { kind: "none" }

/** "오프라인 상태예요…": one line under the bar while the device has no network. */
export const OfflineBanner = ({ message, belowBar }: { message: string; belowBar: boolean }): ReactElement => (
  <div className={css.offlineBanner} role="status" data-part="offline-banner" data-below-bar={belowBar}>
    <IconAlert size={16} />
    <span>{message}</span>
  </div>
)

export type UpdatePromptProps = Pick<ConnectivityView, "labels" | "update" | "dismissUpdate">

/** "새 버전이 있어요": reload onto the new version, or later. */
export const UpdatePrompt = ({ labels, update, dismissUpdate }: UpdatePromptProps): ReactElement => (
  <section className={css.updatePrompt} aria-label={labels.updateAvailable} data-part="update-prompt">
    <p className={css.updatePromptText}>{labels.updateAvailable}</p>
    <Button size="sm" variant="ghost" onClick={dismissUpdate}>
      {labels.updateLater}
    </Button>
    <Button size="sm" onClick={update}>
      {labels.updateNow}
    </Button>
  </section>
)

export interface AppLayoutProps {
  bar: BarSpec
  bottomNav: boolean
  activeNav: NavKey | null
  unread?: boolean
  /** A walk is in progress: the walk tab shows a dot. */
  walking?: boolean
  /** The offline banner's text (`connectConnectivity(...).offlineMessage`); null or absent: online. */
  offlineMessage?: string | null
  /** The update prompt when a new version may be offered (`connectConnectivity(...).showUpdate`). */
  updatePrompt?: UpdatePromptProps | null
  onBack: () => void
  /**
   * The page a change of address led to, said by a screen reader (`RouteAnnouncer`): its
   * tab's title (`documentTitle`); empty on the first page (the browser says that one itself).
   */
  announcement?: string
  children: ReactNode
}

/**
 * A polite live region that says the new page's name after a change of address. A page change
 * in the app is no browser navigation, so a screen reader would otherwise say nothing of it.
 * Visually hidden; always in the page (a region added together with its text is often not read).
 */
export const RouteAnnouncer = ({ text }: { text: string }): ReactElement => (
  <p className={visuallyHidden} aria-live="polite" aria-atomic="true" data-part="route-announcer">
    {text}
  </p>
)

/** The screen's region: where focus starts on a new screen when the old one took it along (`App`). */
export const MAIN_ID = "main"

/** The phone column: the bar, the offline banner, the screen in `<main>`, the update prompt, the bottom navigation. */
export const AppLayout = ({
  bar,
  bottomNav,
  activeNav,
  unread,
  walking,
  offlineMessage,
  updatePrompt,
  onBack,
  announcement = "",
  children
}: AppLayoutProps): ReactElement => (
  <div className={css.column} data-bottom-nav={bottomNav} data-offline={Boolean(offlineMessage)}>
    {bar.kind === "top" ? <TopBar unread={unread ?? false} /> : bar.kind === "back" ? <BackBar title={bar.title} onBack={onBack} /> : null}
    {offlineMessage ? <OfflineBanner message={offlineMessage} belowBar={bar.kind !== "none"} /> : null}
    <main id={MAIN_ID} className={css.main} tabIndex={-1}>
      {children}
    </main>
    {updatePrompt ? <UpdatePrompt {...updatePrompt} /> : null}
    {bottomNav ? <BottomNav active={activeNav} walking={walking ?? false} /> : null}
    <RouteAnnouncer text={announcement} />
  </div>
)

/** The route guard's modal as the auth machine's view model gives it (`connectAuth(...).loginModal` and handlers). */
export interface LoginRequiredModalProps {
  modal: AuthView["loginModal"]
  onLogin: () => void
  onDismiss: () => void
}

/**
 * The route guard's modal: "로그인이 필요해요" with a button to the login page. Drawn in place: the
 * pages prerendered for a visitor at an address that needs a token show it open (`vite/prerender.ts`).
 */
export const LoginRequiredModal = ({ modal, onLogin, onDismiss }: LoginRequiredModalProps): ReactElement => (
  <Modal
    inPlace
    open={modal.open}
    title={modal.title}
    description={modal.body}
    illustration={<IconPaw size={48} />}
    onClose={onDismiss}
    actionsLayout="stack"
    actions={
      <>
        <Button fullWidth size="lg" onClick={onLogin} data-autofocus>
          {modal.confirmLabel}
        </Button>
        <Button fullWidth variant="ghost" onClick={onDismiss}>
          {modal.dismissLabel}
        </Button>
      </>
    }
  />
)
