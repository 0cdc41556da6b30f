import { memo, type ReactElement, type ReactNode } from "react"
import { Link } from "wouter"
import type { HotPlace, LatLng } from "@mungwalk/core"
import type { CarouselView } from "@mungwalk/core/carousel"
import type { HomePostCard, HomeQuestShortcuts, HomeToday } from "@mungwalk/core/home"
import type { LocatedView } from "@mungwalk/core/location"
import type { Loadable } from "@mungwalk/core/resource"
import { DEFAULT_MAP_CENTER, HOME_COPY } from "@mungwalk/core"
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  IconChevronRight,
  IconClock,
  IconFlame,
  IconPlus,
  IconRoute,
  IconWalk,
  Page,
  PageSection,
  RetryOnReconnect,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  button
} from "../../ui/index.ts"
import { HotPlaceMapBlock } from "../walk/HotPlaceMapBlock.tsx"
import { BANNERS } from "./Banners.tsx"
import { HomePostsView } from "./HomePostsView.tsx"
import { HomeQuestsView } from "./HomeQuestsView.tsx"
import * as css from "./HomeView.css.ts"

// The sections below the banner are drawn again only when their own props change: the carousel
// turns a slide every 2 s, and a turn need not draw the rest of the home (the screen keeps each
// section's model the same object until the home machine changes: `useConnectedInTransition`).
const QuestsSection = memo(HomeQuestsView)
const PostsSection = memo(HomePostsView)

/** What the banner needs of the carousel machine's view model (`connectCarousel`). */
export type CarouselProps = Pick<CarouselView, "index" | "counterLabel" | "isPlaying" | "labels" | "togglePlay" | "focusSlide">

export interface HomeViewProps {
  carousel: CarouselProps
  /** The "today" block (`connectHome(...).todayBlock`): a visitor's invitation or one of the three prompts (§4 Home). */
  today: Loadable<HomeToday>
  /** Hot places around the member (`connectHome(...).hotPlaces`); null for a visitor. */
  hotPlaces: LocatedView<ReadonlyArray<HotPlace>> | null
  /** Today's quests on the shortcuts (`connectHome(...).quests`); null for a visitor. */
  quests: Loadable<HomeQuestShortcuts> | null
  /** The 3 latest walk-certification posts (`connectHome(...).posts`); null for a visitor. */
  posts: Loadable<ReadonlyArray<HomePostCard>> | null
  /** A walk is in progress (`connectWalk(...).isWalking`): the "산책 중" card returns to it. */
  walkInProgress: boolean
  /** The hot places tapped on the map (one, or a group's), shown under it; null or absent: none. */
  selectedPlaces?: ReadonlyArray<LatLng> | null
  /** A tap on a hot place or a group (its places), or the card's close (null); absent: the map's places cannot be tapped. */
  onSelectPlaces?: (places: ReadonlyArray<LatLng> | null) => void
}

const BannerCarousel = ({ index, counterLabel, isPlaying: playing, labels, togglePlay, focusSlide }: CarouselProps): ReactElement => (
  <section className={css.carousel} aria-roledescription="캐러셀" aria-label="배너" data-part="banner">
    <div className={css.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={playing ? "off" : "polite"}>
      {BANNERS.map((b, i) => {
        const Art = b.art
        const current = i === index
        return (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide (role group + aria-roledescription "슬라이드", WAI-ARIA carousel pattern; a screen reader says the role in Korean), not a form fieldset
          <div
            key={b.id}
            className={css.slideFrame}
            role="group"
            aria-roledescription="슬라이드"
            aria-label={`${i + 1} / ${BANNERS.length}`}
            aria-hidden={current ? undefined : true}
            inert={!current}
            data-state={current ? "current" : "hidden"}
          >
            {/* Focus on a slide's link pauses the banner: it would slide away from under the focus. */}
            <Link href={b.href} className={`${css.slide} ${css.slideTone[b.tone]}`} onFocus={playing ? focusSlide : undefined}>
              <span className={css.slideText}>
                <span className={css.slideTitle}>{b.title}</span>
                <span className={css.slideDetail}>{b.detail}</span>
              </span>
              <span className={css.slideArt}>
                <Art />
              </span>
            </Link>
          </div>
        )
      })}
    </div>
    <div className={css.carouselControls}>
      <button type="button" className={css.pauseButton} onClick={togglePlay} aria-label={playing ? labels.pause : labels.play}>
        <span className={css.pauseDisc} aria-hidden>
          {playing ? (
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <rect x="2" y="1.5" width="3" height="9" rx="1" fill="currentColor" />
              <rect x="7" y="1.5" width="3" height="9" rx="1" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
              <path d="M3 1.5v9l7.5-4.5Z" fill="currentColor" />
            </svg>
          )}
        </span>
      </button>
      <span className={css.counter} aria-hidden>
        {counterLabel}
      </span>
    </div>
  </section>
)

const Stat = ({ icon, label, value }: { icon: ReactElement; label: string; value: string }) => (
  <div className={css.stat}>
    <span className={css.statIcon}>{icon}</span>
    <Text as="span" size="xs" tone="muted">
      {label}
    </Text>
    <span className={css.statValue}>{value}</span>
  </div>
)

/** One of the today block's prompts: a line (and its detail) and the one next step. */
const Prompt = ({
  icon = <IconWalk size={40} />,
  message,
  detail,
  href,
  label
}: {
  icon?: ReactElement | null
  message: string
  detail?: string
  href: string
  label: ReactNode
}): ReactElement => (
  <Card tone="brand">
    <EmptyState
      icon={icon ?? undefined}
      message={message}
      detail={detail}
      action={
        <Link href={href} className={button({ size: "md" })}>
          {label}
        </Link>
      }
    />
  </Card>
)

/** The dogs' faces the "today" card draws; more are counted ('+2'). */
const TODAY_FACES = 3

const Today = memo(({ today: block }: { today: Loadable<HomeToday> }): ReactElement => {
  if (block.status === "failed") {
    return (
      <Card tone="muted">
        <Stack gap="3" align="center">
          <Text tone="muted">오늘의 산책을 불러오지 못했어요.</Text>
          <Button variant="outline" size="sm" onClick={block.retry}>
            다시 시도
          </Button>
          <RetryOnReconnect onRetry={block.retry} />
        </Stack>
      </Card>
    )
  }
  if (block.status !== "ready") return <Skeleton height={css.TODAY_MIN_HEIGHT} label="오늘의 산책을 불러오는 중" />
  const today = block.data
  switch (today.kind) {
    case "visitor":
      return <Prompt message={HOME_COPY.visitorPrompt} detail="걸은 거리와 강아지별 칼로리를 알려드려요." href="/login" label={HOME_COPY.login} />
    case "registerProfile":
      return <Prompt message={HOME_COPY.registerProfilePrompt} href="/auth/register" label={HOME_COPY.registerProfile} />
    case "registerDog":
      return (
        <Prompt
          icon={null}
          message={today.message}
          detail="강아지를 등록하면 산책을 시작할 수 있어요."
          href="/mypage/addDog"
          label={
            <>
              <IconPlus size={20} />
              {HOME_COPY.registerDog}
            </>
          }
        />
      )
    case "noWalkToday":
      return <Prompt message={today.message} href="/walk" label={HOME_COPY.startWalk} />
    case "todaySummary":
      return (
        <Card tone="brand">
          <Stack gap="3">
            <Stack direction="row" justify="space-between" align="center" wrap>
              <Text weight="bold">{today.headline}</Text>
              <div className={css.dogFaces}>
                {today.pets.slice(0, TODAY_FACES).map((d) => (
                  <span key={d.petId} className={css.dogFace}>
                    <Avatar src={d.profileImageUrl} alt={d.name} size="sm" />
                  </span>
                ))}
                {today.pets.length > TODAY_FACES ? (
                  <span className={css.dogFacesMore} role="img" aria-label={`외 ${today.pets.length - TODAY_FACES}마리`}>
                    +{today.pets.length - TODAY_FACES}
                  </span>
                ) : null}
              </div>
            </Stack>
            <div className={css.stats}>
              <Stat icon={<IconRoute size={20} />} label="거리" value={today.totals.distanceLabel} />
              <Stat icon={<IconClock size={20} />} label="시간" value={today.totals.durationLabel} />
              <Stat icon={<IconFlame size={20} />} label="칼로리" value={today.totals.caloriesLabel} />
            </div>
            <Link href="/walk/summary" className={button({ variant: "secondary", size: "sm", fullWidth: true })}>
              산책 기록 보기
            </Link>
          </Stack>
        </Card>
      )
  }
})

const NO_PLACES: ReadonlyArray<HotPlace> = []

const HotPlaces = memo(
  ({
    hot: located,
    selected,
    onSelect
  }: {
    hot: LocatedView<ReadonlyArray<HotPlace>> | null
    selected: ReadonlyArray<LatLng> | null
    onSelect: ((places: ReadonlyArray<LatLng> | null) => void) | undefined
  }): ReactElement => {
    const places = located?.found.status === "ready" ? located.found.data : NO_PLACES
    return (
      <Stack gap="2">
        <HotPlaceMapBlock
          className={css.mapFrame}
          center={located?.center ?? DEFAULT_MAP_CENTER}
          position={located?.position ?? null}
          showPosition={false}
          places={places}
          height={200}
          ariaLabel={places.length > 0 ? `핫플레이스 ${places.length}곳 지도` : "우리 동네 지도"}
          selected={selected}
          onSelect={onSelect}
          sheet="below"
        />
        {located === null ? (
          <Text size="sm" tone="muted">
            로그인하면 이웃 강아지들이 많이 걷는 곳을 볼 수 있어요.
          </Text>
        ) : located.found.status === "loading" ? (
          <Text size="sm" tone="muted" role="status">
            핫플레이스를 찾고 있어요…
          </Text>
        ) : places.length === 0 ? (
          <Text size="sm" tone="muted">
            아직 근처에 핫플레이스가 없어요.
          </Text>
        ) : null}
      </Stack>
    )
  }
)

const WalkingCard = (): ReactElement => (
  <Link href="/walk/onwalk" className={css.walkingCard} data-part="walking">
    <span className={css.walkingPulse} aria-hidden />
    <span className={css.walkingText}>
      <span className={css.walkingTitle}>{HOME_COPY.walkingTitle}</span>
      <span className={css.walkingDetail}>{HOME_COPY.walkingDetail}</span>
    </span>
    <IconChevronRight size={20} />
  </Link>
)

/** `/`: a walk in progress, banners, today's walk (or a prompt), quest shortcuts, the latest walk posts, hot places. */
export const HomeView = ({ carousel, today, hotPlaces, quests, posts, walkInProgress, selectedPlaces = null, onSelectPlaces }: HomeViewProps): ReactElement => (
  <Page>
    <VisuallyHidden as="h1">멍멍워크 홈</VisuallyHidden>
    {walkInProgress ? <WalkingCard /> : null}
    <BannerCarousel {...carousel} />
    <PageSection title={HOME_COPY.todayTitle}>
      <div className={css.todayBlock}>
        <Today today={today} />
      </div>
    </PageSection>
    <QuestsSection quests={quests} />
    {posts ? <PostsSection posts={posts} /> : null}
    <PageSection
      title="산책 핫플레이스"
      action={
        <Link href="/walk/hotplace" className={css.inlineLink}>
          더보기
        </Link>
      }
    >
      <HotPlaces hot={hotPlaces} selected={selectedPlaces} onSelect={onSelectPlaces} />
    </PageSection>
  </Page>
)
