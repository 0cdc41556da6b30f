/** `/walk`: the main walk map, the dog chooser and the start button (pure view). */
import type { ReactElement } from "react"
import { Link } from "wouter"
import type { PetSummary } from "@mungwalk/core"
import type { Located } from "@mungwalk/core/location"
import { startLocationProblem, type WalkView as WalkModel } from "@mungwalk/core/walk"
import { MESSAGES } from "@mungwalk/core"
import {
  Alert,
  Avatar,
  Button,
  EmptyState,
  IconAlert,
  IconCalendar,
  IconCheck,
  IconFlame,
  IconPaw,
  IconRoute,
  LinkButton,
  Notice,
  Page,
  PageSection,
  RetryOnReconnect,
  Text,
  brandIcon,
  tile,
  tileGrid,
  VisuallyHidden
} from "../../ui/index.ts"
import { MapView } from "../../ui/map/MapView.tsx"
import type { Loadable } from "@mungwalk/core/resource"
import * as css from "./walk.css.ts"

/** The line above the dog chooser. */
const CHOOSE_HINT = "여러 마리를 함께 선택할 수 있어요."

export interface WalkViewProps {
  /**
   * The app's walk (`connectWalk`): the chosen dogs, whether the start is under way (`isStarting`),
   * the alert (`MESSAGES.walkNeedsDog`, a start failure, or the notice that the last walk ended on
   * the server; null: none) and the dog toggle, start and dismiss handlers.
   */
  readonly walk: Pick<WalkModel, "selectedDogIds" | "isStarting" | "alert" | "elsewhereNotice" | "toggleDog" | "start" | "dismissAlert">
  /** The member's dogs (`GET /api/mypage/pets`; `failed` carries the retry). */
  readonly dogs: Loadable<ReadonlyArray<PetSummary>>
  /**
   * The device (`connectPosition`): the map's centre (the default centre when unknown or denied),
   * the "me" dot once known, and why not (location refused or unsupported is said above the dogs).
   */
  readonly here: Located
}

/**
 * The map's height: 300 px on a tall phone, 30 % of a short one's screen (at least 160 px), so
 * on a 360×640 phone the dogs to choose are in view above the floating start bar.
 */
const MAP_HEIGHT = "clamp(160px, 30svh, 300px)"

const LINKS = [
  { href: "/walk/nearby", label: "주변 산책로", icon: IconRoute },
  { href: "/walk/hotplace", label: "핫플레이스", icon: IconFlame },
  { href: "/walk/summary", label: "산책 기록", icon: IconCalendar }
] as const

export const WalkView = ({ walk, dogs, here }: WalkViewProps): ReactElement => {
  const { selectedDogIds, isStarting: starting } = walk
  const selected = new Set(selectedDogIds)
  const locationProblem = startLocationProblem(here.failure)
  return (
    <Page bleed label="산책">
      <VisuallyHidden as="h1">산책</VisuallyHidden>
      <div className={css.mapBleed}>
        <MapView
          center={here.center}
          ariaLabel={here.position ? "현재 위치 지도" : "기본 위치 지도"}
          height={MAP_HEIGHT}
          markers={here.position ? [{ position: here.position, kind: "me" }] : []}
          deferred={dogs.status === "loading"}
        />
      </div>
      <div className={css.sheet}>
        {/* Location refused or missing: said before the start, not found out on the walk. */}
        {locationProblem ? (
          <Notice part="location-problem" icon={<IconAlert size={18} />}>
            {locationProblem}
          </Notice>
        ) : null}
        {/* Another device records a walk of this member's now: a start here ends it, so it is said first. */}
        {walk.elsewhereNotice ? (
          <Notice tone="info" part="walk-elsewhere" icon={<IconAlert size={18} />}>
            {walk.elsewhereNotice}
          </Notice>
        ) : null}
        <PageSection title="함께 걸을 강아지">
          {dogs.status === "loading" ? (
            // The chooser's own shape with one chip waiting: nothing below moves when the dogs come.
            <>
              <Text size="sm" tone="muted">
                {CHOOSE_HINT}
              </Text>
              <div className={css.dogGrid}>
                <span className={`${css.dogChip} ${css.dogChipWaiting}`} role="status" aria-label="강아지 목록을 불러오는 중">
                  <span className={css.dogFaceWaiting} aria-hidden />
                  <span className={css.dogName} aria-hidden>
                    {"\u00a0"}
                  </span>
                </span>
              </div>
            </>
          ) : dogs.status === "failed" ? (
            <EmptyState
              message="강아지 목록을 불러오지 못했어요."
              action={
                <>
                  <Button variant="outline" onClick={dogs.retry}>
                    다시 시도
                  </Button>
                  <RetryOnReconnect onRetry={dogs.retry} />
                </>
              }
            />
          ) : dogs.status === "empty" ? (
            <EmptyState
              compact
              message={MESSAGES.emptyDogs}
              detail="강아지를 등록하면 함께 산책을 기록할 수 있어요."
              action={
                <Link href="/mypage/addDog" asChild>
                  <LinkButton variant="secondary">강아지 등록하기</LinkButton>
                </Link>
              }
            />
          ) : (
            <>
              <Text size="sm" tone="muted">
                {CHOOSE_HINT}
              </Text>
              {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons (aria-pressed), not form inputs; a fieldset would be a form control */}
              <div className={css.dogGrid} role="group" aria-label="산책할 강아지 선택">
                {dogs.data.map((dog) => (
                  <button
                    key={dog.petId}
                    type="button"
                    className={css.dogChip}
                    aria-pressed={selected.has(dog.petId)}
                    disabled={starting}
                    onClick={() => walk.toggleDog(dog.petId)}
                  >
                    <span className={css.dogCheck} aria-hidden>
                      <IconCheck size={14} />
                    </span>
                    <Avatar src={dog.profileImageUrl} alt="" size="md" />
                    <span className={css.dogName}>{dog.name}</span>
                  </button>
                ))}
              </div>
            </>
          )}
        </PageSection>
        {/* It floats above the navigation while there are dogs to start with; with none (or none
            loaded) it stays in its place below, so it never covers the way to register one. */}
        <div className={css.startBar} data-floating={dogs.status === "ready" || dogs.status === "loading"}>
          {/* With the dogs not loaded there is nothing to choose yet: off, rather than "choose a dog" to a member who has one. */}
          <Button
            variant="primary"
            size="lg"
            fullWidth
            icon={<IconPaw size={22} />}
            loading={starting}
            disabled={dogs.status === "failed"}
            onClick={walk.start}
          >
            {starting ? "산책을 시작하는 중" : selected.size > 0 ? `${selected.size}마리와 산책 시작` : "산책 시작"}
          </Button>
        </div>
        <nav className={tileGrid} aria-label="산책 메뉴">
          {LINKS.map(({ href, label, icon: Icon }) => (
            <Link key={href} href={href} className={tile()}>
              <Icon size={26} className={brandIcon} />
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <Alert message={walk.alert} onConfirm={walk.dismissAlert} />
    </Page>
  )
}

export default WalkView
