import type { ReactElement } from "react"
import { Link } from "wouter"
import type { DogProfile, Findable } from "@mungwalk/core/resource"
import { LoadFailed, Avatar, Button, Card, EmptyState, Page, Skeleton, Stack, Text, button } from "../../ui/index.ts"
import * as css from "./mypage.css.ts"

export interface DogProfileViewProps {
  /** `GET /api/pets/{petId}` (`failed` carries the retry; `notFound`: missing or not the member's dog). */
  dog: Findable<DogProfile>
  /** The 'edit' button: per spec it only goes back. */
  onEdit: () => void
}

/** What `/mypage/dogprofile/{petId}` says when the dog is not there (or not the member's). */
export const DOG_NOT_FOUND_COPY = {
  title: "강아지를 찾을 수 없어요",
  detail: "삭제되었거나 내 강아지가 아니에요.",
  back: "마이페이지로 가기"
} as const

/**
 * A dog that is not there or not the member's (its page and its edit form): said so, with the way
 * back; no retry can help. The page's heading, unless the page has its own (the edit form's title).
 */
export const DogNotFound = ({ heading = true }: { heading?: boolean }): ReactElement => (
  <EmptyState
    heading={heading}
    message={DOG_NOT_FOUND_COPY.title}
    detail={DOG_NOT_FOUND_COPY.detail}
    action={
      <Link href="/mypage" className={button({ variant: "primary" })}>
        {DOG_NOT_FOUND_COPY.back}
      </Link>
    }
  />
)

/** `/mypage/dogprofile/{petId}`: the dog's details, read-only. */
export const DogProfileView = ({ dog, onEdit }: DogProfileViewProps): ReactElement => {
  const pet = dog.status === "ready" ? dog.data : null
  return (
    <Page>
      {dog.status === "loading" ? (
        <Stack gap="4" align="center">
          <Skeleton height={104} label="강아지 정보를 불러오는 중" />
          <Skeleton height={220} />
        </Stack>
      ) : dog.status === "notFound" ? (
        <DogNotFound />
      ) : pet === null ? (
        <LoadFailed title="강아지 프로필" message="강아지 정보를 불러오지 못했어요." onRetry={dog.status === "failed" ? dog.retry : undefined} />
      ) : (
        <>
          <Stack align="center" gap="3">
            <Avatar src={pet.profileImageUrl} alt={`${pet.name} 사진`} size="xl" />
            <Text as="h1" size="xxl" weight="bold">
              {pet.name}
            </Text>
          </Stack>
          <Card>
            <dl className={css.facts}>
              <dt className={css.factLabel}>견종</dt>
              <dd className={css.factValue}>{pet.breedName}</dd>
              <dt className={css.factLabel}>생년월일</dt>
              <dd className={css.factValue}>{pet.birthLabel}</dd>
              <dt className={css.factLabel}>성별</dt>
              <dd className={css.factValue}>{pet.genderLabel}</dd>
              <dt className={css.factLabel}>몸무게</dt>
              <dd className={css.factValue}>{pet.weightLabel}</dd>
              <dt className={css.factLabel}>중성화</dt>
              <dd className={css.factValue}>{pet.neuteringLabel}</dd>
            </dl>
          </Card>
          <Button size="lg" variant="outline" fullWidth onClick={onEdit}>
            수정
          </Button>
        </>
      )}
    </Page>
  )
}
