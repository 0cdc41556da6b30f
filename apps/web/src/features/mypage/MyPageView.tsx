import type { ReactElement } from "react"
import { Link } from "wouter"
import type { MyPage } from "@mungwalk/core"
import type { Loadable } from "@mungwalk/core/resource"
import { MESSAGES, formatInteger } from "@mungwalk/core"
import {
  Avatar,
  Card,
  EmptyState,
  IconActivity,
  IconChevronRight,
  IconPencil,
  IconPlus,
  IconReceipt,
  IconSettings,
  LoadFailed,
  Page,
  PageSection,
  Skeleton,
  Stack,
  Text,
  button,
  visuallyHidden
} from "../../ui/index.ts"
import * as css from "./mypage.css.ts"

/** Points with thousands separators: `1,250P`. */
export const formatPoints = (points: number): string => `${formatInteger(points)}P`

export interface MyPageViewProps {
  /** `GET /api/mypage` (`failed` carries the retry). */
  page: Loadable<MyPage>
}

const MENU = [
  { label: "주문 내역", href: "/mypage/orderlist", icon: IconReceipt },
  { label: "내 활동", href: null, icon: IconActivity },
  { label: "설정", href: "/mypage/settings", icon: IconSettings }
] as const

/** `/mypage`: nickname, points with the history link, the dogs with an add button, more links. */
export const MyPageView = ({ page }: MyPageViewProps): ReactElement => {
  const member = page.status === "ready" ? page.data.memberInfo : null
  const pets = page.status === "ready" ? page.data.pets : []
  return (
    <Page>
      {page.status === "loading" ? (
        <Stack gap="4">
          <Skeleton height={72} label="내 정보를 불러오는 중" />
          <Skeleton height={88} />
          <Skeleton height={140} />
        </Stack>
      ) : member === null ? (
        <LoadFailed title="마이페이지" message="내 정보를 불러오지 못했어요." onRetry={page.status === "failed" ? page.retry : undefined} />
      ) : (
        <>
          <h1 className={visuallyHidden}>마이페이지</h1>
          <div className={css.profileCard}>
            <Avatar src={member.profileImageUrl} alt="" size="lg" fallback={undefined} />
            <Stack gap="1" className={css.profileText}>
              <Text as="h2" size="xl" weight="bold" className={css.nickname}>
                {member.nickname}
              </Text>
              <Text size="sm" tone="muted">
                오늘도 즐거운 산책 되세요!
              </Text>
            </Stack>
            {/* '수정' beside the name, named in full for screen readers: the name keeps the width (a nickname is up to 20 characters). */}
            <Link href="/mypage/profile" className={`${button({ variant: "outline", size: "sm", pill: true })} ${css.editProfile}`} aria-label="프로필 수정">
              <IconPencil size={16} />
              수정
            </Link>
          </div>

          <div className={css.pointCard}>
            <Stack gap="1">
              <Text as="span" size="sm" tone="inherit">
                보유 포인트
              </Text>
              <Text as="span" size="xxl" weight="heavy" tone="inherit" numeric>
                {formatPoints(member.point)}
              </Text>
            </Stack>
            <Link href="/mypage/point" className={css.pointLink}>
              포인트 내역
              <IconChevronRight size={16} />
            </Link>
          </div>

          {/* One way to add a dog: the list's last tile (or the empty state's button), not a second one in the heading. */}
          <PageSection title="우리 강아지">
            {pets.length === 0 ? (
              <Card tone="brand">
                <EmptyState
                  message={MESSAGES.emptyDogs}
                  detail="강아지를 등록하고 함께 산책을 기록해보세요."
                  action={
                    <Link href="/mypage/addDog" className={button({ size: "md" })}>
                      <IconPlus size={20} />
                      강아지 등록하기
                    </Link>
                  }
                />
              </Card>
            ) : (
              <ul className={css.dogGrid}>
                {pets.map((p) => (
                  <li key={p.petId} className={css.dogTile}>
                    <Link href={`/mypage/dogprofile/${p.petId}`} className={css.tileLink}>
                      <Avatar src={p.profileImageUrl} alt="" size="lg" />
                      <span className={css.dogName}>{p.name}</span>
                    </Link>
                    <Link href={`/mypage/dogprofile/update/${p.petId}`} className={css.tileEdit} aria-label={`${p.name} 정보 수정`}>
                      정보 수정
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href="/mypage/addDog" className={css.addTile} aria-label="강아지 추가">
                    <IconPlus size={28} />
                    강아지 추가
                  </Link>
                </li>
              </ul>
            )}
          </PageSection>

          <nav aria-label="마이페이지 메뉴" className={css.menu}>
            {MENU.map(({ label, href, icon: Icon }) =>
              href ? (
                <Link key={label} href={href} className={css.menuItem}>
                  <span className={css.menuIcon}>
                    <Icon size={22} />
                  </span>
                  {label}
                  <span className={css.menuChevron}>
                    <IconChevronRight size={20} />
                  </span>
                </Link>
              ) : (
                // biome-ignore lint/a11y/useValidAnchor: the spec's dead link ('my activity'; 'settings' opens the settings page, decision 0012): shown as a disabled link that goes nowhere
                <a key={label} className={css.menuItem} aria-disabled="true" role="link" data-state="dead">
                  <span className={css.menuIcon}>
                    <Icon size={22} />
                  </span>
                  {label}
                  <Text as="span" size="xs" tone="muted" className={css.menuChevron}>
                    준비 중
                  </Text>
                </a>
              )
            )}
          </nav>
        </>
      )}
    </Page>
  )
}
