/** The shell's pure views: top bar, back bar, bottom navigation, the layout around a screen. */
import type { ReactElement, ReactNode } from "react"
import { Link } from "wouter"
import type { AuthView } from "@mungwalk/core/auth"
import {
  Button, IconBell, IconBellUnread, IconButton, IconChevronLeft, IconCommunity, IconHome, IconPaw, IconQuest, IconShop,
  IconUser, IconWalk, Modal, iconButton
} from "../ui/index.ts"
import * as css from "./layout.css.ts"

export const APP_NAME = "멍멍워크"

export interface TopBarProps {
  /** Unread notifications exist (the notification issue sets it; false until then). */
  unread?: boolean
}

/** The home bar: logo, notification icon, my-page icon. */
export const TopBar = ({ unread = false }: TopBarProps): ReactElement => (
  <header className={css.bar}>
    <Link href="/" className={css.logo} aria-label={`${APP_NAME} 홈`}>
      <span className={css.logoMark} aria-hidden><IconPaw size={20} /></span>
      <span aria-hidden>{APP_NAME}</span>
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
    <IconButton label="뒤로 가기" onClick={onBack}><IconChevronLeft /></IconButton>
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
          <span>{label}</span>
        </Link>
      )
    })}
  </nav>
)

export type BarSpec = { kind: "top" } | { kind: "back"; title: string } | { kind: "none" }

export interface AppLayoutProps {
  bar: BarSpec
  bottomNav: boolean
  activeNav: NavKey | null
  unread?: boolean
  /** A walk is in progress: the walk tab shows a dot. */
  walking?: boolean
  onBack: () => void
  children: ReactNode
}

/** The phone column: the bar, the screen in `<main>`, the bottom navigation. */
export const AppLayout = ({ bar, bottomNav, activeNav, unread, walking, onBack, children }: AppLayoutProps): ReactElement => (
  <div className={css.column} data-bottom-nav={bottomNav}>
    {bar.kind === "top" ? <TopBar unread={unread ?? false} /> : bar.kind === "back" ? <BackBar title={bar.title} onBack={onBack} /> : null}
    <main id="main" className={css.main}>{children}</main>
    {bottomNav ? <BottomNav active={activeNav} walking={walking ?? false} /> : null}
  </div>
)

/** The route guard's modal as the auth machine's view model gives it (`connectAuth(...).loginModal` and handlers). */
export interface LoginRequiredModalProps {
  modal: AuthView["loginModal"]
  onLogin: () => void
  onDismiss: () => void
}

/** The route guard's modal: "로그인이 필요해요" with a button to the login page. */
export const LoginRequiredModal = ({ modal, onLogin, onDismiss }: LoginRequiredModalProps): ReactElement => (
  <Modal
    open={modal.open}
    title={modal.title}
    description={modal.body}
    illustration={<IconPaw size={48} />}
    onClose={onDismiss}
    actionsLayout="stack"
    actions={
      <>
        <Button fullWidth size="lg" onClick={onLogin} data-autofocus>{modal.confirmLabel}</Button>
        <Button fullWidth variant="ghost" onClick={onDismiss}>{modal.dismissLabel}</Button>
      </>
    }
  />
)
