import type { ReactElement } from "react"
import { Link } from "wouter"
import type { NotificationsView } from "@mungwalk/core/notifications"
import { EmptyState, IconBell, IconComment, LoadFailed, Page, Skeleton, Stack, Text, VisuallyHidden } from "../../ui/index.ts"
import * as css from "./notification.css.ts"

export interface NotificationViewProps {
  /** `connectNotifications(...)`. */
  notifications: NotificationsView
}

/** `/notification`: comment notifications, newest first; each opens its post. */
export const NotificationView = ({ notifications: n }: NotificationViewProps): ReactElement => (
  <Page>
    <Text as="h1" size="xl" weight="bold">
      {n.copy.title}
    </Text>
    {n.load.status === "failed" ? (
      <LoadFailed message={n.copy.couldNotLoad} onRetry={n.load.retry} retryLabel={n.copy.retry} />
    ) : n.empty ? (
      <EmptyState icon={<IconBell size={40} />} message={n.empty} />
    ) : n.load.status === "loading" ? (
      <Stack gap="2">
        <Skeleton height={72} label="알림을 불러오는 중" />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    ) : (
      <ul className={css.list} aria-label="알림 목록">
        {n.items.map((item) => {
          const body = (
            <>
              <span className={css.icon} aria-hidden>
                <IconComment size={20} />
              </span>
              <span className={css.text}>
                {item.read ? null : <VisuallyHidden>{`${n.copy.unreadItem}: `}</VisuallyHidden>}
                <span className={css.title}>{item.title}</span>
                <span className={css.content} data-part="notification-content">
                  {item.content}
                </span>
                {item.timeLabel && item.dateTime ? (
                  <time className={css.time} dateTime={item.dateTime} title={item.timeTitle ?? undefined}>
                    {item.timeLabel}
                  </time>
                ) : null}
              </span>
            </>
          )
          return (
            <li key={item.id}>
              {item.href ? (
                <Link href={item.href} className={css.item} data-state={item.read ? "read" : "unread"}>
                  {body}
                </Link>
              ) : (
                <div className={css.item} data-state={item.read ? "read" : "unread"}>
                  {body}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    )}
  </Page>
)
