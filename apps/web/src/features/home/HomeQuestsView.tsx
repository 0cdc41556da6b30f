/**
 * Home's "바로가기" section (pure, props only): the shortcut tiles to the quests, the walk and the
 * post form; a member's (quests not null) carry today's quest badges, a visitor's none; quests that
 * could not be read say so with a retry.
 */
import type { ReactElement } from "react"
import { Link } from "wouter"
import { HOME_COPY } from "@mungwalk/core"
import type { HomeQuestShortcuts, QuestBadge } from "@mungwalk/core/home"
import type { Loadable } from "@mungwalk/core/resource"
import { Button, IconCheck, IconPencil, IconQuest, IconWalk, PageSection, RetryOnReconnect, Stack, Text, tile, tileBadge, tileGrid } from "../../ui/index.ts"
import * as css from "./HomeView.css.ts"

const SHORTCUTS = [
  { key: "quest", href: "/quest", label: "퀘스트", tone: "quest", icon: IconQuest },
  { key: "walk", href: "/walk", label: "산책하기", tone: "walk", icon: IconWalk },
  { key: "write", href: "/post/write", label: "글쓰기", tone: "write", icon: IconPencil }
] as const

/**
 * A badge's room, empty: a member's tiles keep it while the quests load (or could not), and a tile
 * with no badge keeps it beside one that has. The tiles then have one height from the first render,
 * and their icons do not move when the badges come (the first tile's badge made the row taller, and
 * the other tiles, whose content is centred, moved their icons 15 px down).
 */
const BadgeSpace = (): ReactElement => (
  <span className={`${css.shortcutBadge} ${css.badgeSpace}`} data-part="quest-badge-space" aria-hidden>
    {"\u00a0"}
  </span>
)

const Badge = ({ badge, fallback }: { badge: QuestBadge; fallback?: string | undefined }): ReactElement =>
  badge ? (
    <span className={css.shortcutBadge} data-tone={badge.tone} data-part="quest-badge">
      {badge.tone === "done" ? <IconCheck size={12} /> : null}
      {badge.label}
    </span>
  ) : fallback ? (
    <span className={css.shortcutBadge} data-part="quest-badge">
      {fallback}
    </span>
  ) : (
    <BadgeSpace />
  )

/** The shortcut tiles; a member's (quests not null) carry today's quest badges, a visitor's none. */
const Shortcuts = ({ quests }: { quests: Loadable<HomeQuestShortcuts> | null }): ReactElement => {
  const q = quests?.status === "ready" ? quests.data : null
  return (
    <nav aria-label="바로가기" className={tileGrid}>
      {SHORTCUTS.map(({ key, href, label, tone, icon: Icon }) => (
        <Link key={href} href={href} className={tile({ size: "lg" })} data-shortcut={key}>
          <span className={tileBadge[tone]} aria-hidden>
            <Icon size={24} />
          </span>
          {label}
          {q ? <Badge badge={q[key]} fallback={key === "quest" ? q.progressLabel : undefined} /> : quests ? <BadgeSpace /> : null}
        </Link>
      ))}
    </nav>
  )
}

/** The section: the tiles, and a retry when today's quests could not be read. */
export const HomeQuestsView = ({ quests }: { quests: Loadable<HomeQuestShortcuts> | null }): ReactElement => (
  <PageSection title="바로가기">
    <Shortcuts quests={quests} />
    {quests?.status === "failed" ? (
      <Stack direction="row" align="center" justify="space-between" gap="2">
        <Text size="sm" tone="muted">
          {HOME_COPY.questsFailed}
        </Text>
        <Button variant="ghost" size="sm" onClick={quests.retry}>
          다시 시도
        </Button>
        <RetryOnReconnect onRetry={quests.retry} />
      </Stack>
    ) : null}
  </PageSection>
)
