import type { FormEvent, ReactElement } from "react"
import { NICKNAME_MAX_LENGTH, type Gender } from "@mungwalk/core"
import type { ProfileFormView as ProfileFormModel } from "@mungwalk/core/profileForm"
import { LoadFailed, Alert, Button, IconCheck, Notice, Page, RadioGroup, Skeleton, Stack, Text, TextField, useFocusFirstInvalid } from "../../ui/index.ts"
import { PhotoPicker } from "../../ui/PhotoPicker.tsx"

export type { ProfileFormModel }

export interface ProfileFormViewProps {
  /** The profile form machine's view model (`connectProfileForm`). */
  form: ProfileFormModel
}

const GENDERS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: "female", label: "여성" },
  { value: "male", label: "남성" }
]

/** The profile form: `/auth/register` for a new member and `/mypage/profile`. */
export const ProfileFormView = ({ form }: ProfileFormViewProps): ReactElement => {
  // While the profile is sent the fields wait read-only (text) or locked (gender, photo): never
  // `disabled`, which would drop the focus of whoever sent it (Enter in a field) to the page's top.
  const submitting = form.isSubmitting
  const formRef = useFocusFirstInvalid(form.alert !== null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
  }
  const title = form.isNewMember ? "프로필을 만들어주세요" : "프로필 수정"
  const nicknameHint = form.nicknameStatus === "checking" ? "사용할 수 있는지 확인하고 있어요…" : "20자 이하로 입력해주세요."
  return (
    <Page>
      <Stack gap="1">
        <Text as="h1" size="xl" weight="bold">
          {title}
        </Text>
        {form.isNewMember ? (
          <Text size="sm" tone="muted">
            멍멍워크에서 사용할 정보를 알려주세요.
          </Text>
        ) : null}
      </Stack>
      {form.load.status === "loading" ? (
        <Stack gap="4">
          <Skeleton height={104} label="프로필을 불러오는 중" />
          <Skeleton height={300} />
        </Stack>
      ) : form.load.status === "failed" ? (
        <LoadFailed message={form.copy.couldNotLoad} onRetry={form.load.retry} retryLabel={form.copy.retry} />
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
          {form.draftNotice ? (
            <Notice tone="info" part="draft-restored" icon={<IconCheck size={18} />}>
              {form.draftNotice}
            </Notice>
          ) : null}
          <Stack gap="5">
            <PhotoPicker label="프로필 사진" file={form.image} currentUrl={form.profileImageUrl} onPick={form.pickImage} locked={submitting} />
            <TextField label="이메일" type="email" value={form.email} readOnly placeholder="이메일 정보 없음" hint="이메일은 바꿀 수 없어요." />
            <TextField
              label="닉네임"
              required
              value={form.nickname}
              onChange={(e) => form.changeNickname(e.currentTarget.value)}
              error={form.nicknameMessage ?? undefined}
              announce
              hint={form.nicknameMessage ? undefined : nicknameHint}
              autoComplete="nickname"
              maxLength={NICKNAME_MAX_LENGTH}
              readOnly={submitting}
              aria-busy={form.nicknameStatus === "checking" || undefined}
            />
            <TextField
              label="생년월일"
              required
              type="date"
              max={form.latestDateOfBirth}
              min={form.earliestDateOfBirth}
              value={form.dateOfBirth}
              onChange={(e) => form.changeField("dateOfBirth", e.currentTarget.value)}
              error={form.errors.dateOfBirth}
              autoComplete="bday"
              readOnly={submitting}
            />
            <RadioGroup label="성별" name="gender" options={GENDERS} value={form.gender} onChange={form.changeGender} locked={submitting} />
            <TextField
              label="전화번호"
              required
              type="tel"
              inputMode="numeric"
              value={form.phoneNumber}
              onChange={(e) => form.changeField("phoneNumber", e.currentTarget.value)}
              error={form.errors.phoneNumber}
              placeholder="01012345678"
              autoComplete="tel-national"
              readOnly={submitting}
            />
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              {form.submitLabel}
            </Button>
          </Stack>
        </form>
      )}
      <Alert message={form.alert} onConfirm={form.dismissAlert} />
    </Page>
  )
}
