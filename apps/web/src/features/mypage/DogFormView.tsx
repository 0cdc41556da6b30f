import { useRef, type FormEvent, type ReactElement } from "react"
import { PET_NAME_MAX_LENGTH, type Gender } from "@mungwalk/core"
import type { DogFormView as DogFormModel } from "@mungwalk/core/dogForm"
import {
  LoadFailed,
  Alert,
  Button,
  IconCheck,
  IconSearch,
  Modal,
  Notice,
  Page,
  RadioGroup,
  Skeleton,
  Spinner,
  Stack,
  Text,
  TextField,
  lockedProps,
  useFocusFirstInvalid,
  visuallyHidden
} from "../../ui/index.ts"
import { PhotoPicker } from "../../ui/PhotoPicker.tsx"
import { DogNotFound } from "./DogProfileView.tsx"
import * as css from "./mypage.css.ts"

export type { DogFormModel }

export interface DogFormViewProps {
  /** The dog form machine's view model (`connectDogForm`). */
  form: DogFormModel
}

/** `locked` while the form is sent: the search is read-only and the breeds cannot be chosen, but each keeps the focus. */
const BreedPicker = ({ form, locked }: { form: DogFormModel; locked: boolean }) => {
  const selected = form.breed
  // The arrow keys move a radio group's choice as they go: a breed picked by them keeps the list,
  // so the next press reaches the next breed (a tap or Space picks and closes it).
  const byArrows = useRef(false)
  const list = selected && !form.breeds.some((b) => b.id === selected.id) ? [selected, ...form.breeds] : form.breeds
  return (
    <fieldset className={css.plainFieldset} aria-label="견종 선택">
      <Stack gap="2">
        <TextField
          label="견종"
          required
          type="search"
          leading={<IconSearch size={18} />}
          placeholder={form.copy.breedPlaceholder}
          value={form.breedQuery}
          onChange={(e) => form.searchBreed(e.currentTarget.value)}
          onFocus={locked ? undefined : form.openBreeds}
          readOnly={locked}
          error={form.errors.breed}
          hint={selected ? `선택한 견종: ${selected.name}` : undefined}
          autoComplete="off"
        />
        <div
          className={css.breedList}
          role="radiogroup"
          aria-label="견종 목록"
          aria-busy={form.isSearchingBreeds}
          data-disabled={locked}
          onKeyDown={(e) => {
            byArrows.current = e.key.startsWith("Arrow")
          }}
          onPointerDown={() => {
            byArrows.current = false
          }}
        >
          {list.map((b) => {
            const checked = selected?.id === b.id
            return (
              <label key={b.id} className={css.breedOption} data-state={checked ? "checked" : "unchecked"}>
                <input
                  type="radio"
                  name="breed"
                  value={b.id}
                  checked={checked}
                  {...lockedProps(locked)}
                  onChange={() => {
                    if (locked) return
                    form.chooseBreed(b, byArrows.current)
                    byArrows.current = false
                  }}
                  className={visuallyHidden}
                />
                <span>{b.name}</span>
                {checked ? <IconCheck size={18} /> : null}
              </label>
            )
          })}
          {form.isSearchingBreeds && list.length === 0 ? (
            <Stack align="center" paddingY="4" color="brandStrong">
              <Spinner size={22} label="견종을 찾는 중" />
            </Stack>
          ) : null}
          {!form.isSearchingBreeds && list.length === 0 ? (
            <Text size="sm" tone="muted" align="center" style={{ padding: 16 }}>
              {form.showNoBreeds ? form.copy.noBreeds : form.copy.breedHint}
            </Text>
          ) : null}
        </div>
        {/* Always in the page (a region added with its text is often not read): what a search found. */}
        <p className={visuallyHidden} role="status" data-part="breeds-note">
          {form.breedsNote}
        </p>
      </Stack>
    </fieldset>
  )
}

/** `/mypage/addDog` and `/mypage/dogprofile/update/{petId}`: the dog form. */
export const DogFormView = ({ form }: DogFormViewProps): ReactElement => {
  // While the dog is sent the fields wait read-only (text) or locked (choices, photo): never
  // `disabled`, which would drop the focus of whoever sent it (Enter in a field) to the page's top.
  const submitting = form.isSubmitting
  const formRef = useFocusFirstInvalid(form.alert !== null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.submit()
  }
  const genders: ReadonlyArray<{ value: Gender; label: string }> = [
    { value: "male", label: form.copy.male },
    { value: "female", label: form.copy.female }
  ]
  const neutering = [
    { value: "yes", label: form.copy.neutered },
    { value: "no", label: form.copy.notNeutered }
  ] as const
  return (
    <Page>
      <Text as="h1" size="xl" weight="bold">
        {form.title}
      </Text>
      {form.load.status === "loading" ? (
        <Stack gap="4">
          <Skeleton height={104} label="강아지 정보를 불러오는 중" />
          <Skeleton height={320} />
        </Stack>
      ) : form.load.status === "failed" ? (
        <LoadFailed message={form.copy.couldNotLoad} onRetry={form.load.retry} retryLabel={form.copy.retry} />
      ) : form.load.status === "notFound" ? (
        // Missing, or another member's dog: nothing to edit.
        <DogNotFound heading={false} />
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-label={form.title}>
          {form.draftNotice ? (
            <Notice tone="info" part="draft-restored" icon={<IconCheck size={18} />}>
              {form.draftNotice}
            </Notice>
          ) : null}
          <Stack gap="5">
            <PhotoPicker label="강아지 사진" file={form.image} currentUrl={form.profileImageUrl} onPick={form.pickImage} locked={submitting} />
            <TextField
              label="이름"
              required
              value={form.name}
              onChange={(e) => form.changeField("name", e.currentTarget.value)}
              error={form.errors.name}
              placeholder="강아지 이름"
              autoComplete="off"
              maxLength={PET_NAME_MAX_LENGTH}
              readOnly={submitting}
            />
            <BreedPicker form={form} locked={submitting} />
            <TextField
              label="생년월일"
              required
              type="date"
              max={form.latestDateOfBirth}
              min={form.earliestDateOfBirth}
              value={form.dateOfBirth}
              onChange={(e) => form.changeField("dateOfBirth", e.currentTarget.value)}
              error={form.errors.dateOfBirth}
              readOnly={submitting}
            />
            <RadioGroup
              label="성별"
              name="gender"
              required
              options={genders}
              value={form.gender}
              onChange={form.changeGender}
              error={form.errors.gender}
              locked={submitting}
            />
            <TextField
              label="몸무게"
              required
              type="number"
              inputMode="decimal"
              step={0.1}
              min={0.1}
              value={form.weight}
              onChange={(e) => form.changeField("weight", e.currentTarget.value)}
              error={form.errors.weight}
              trailing="kg"
              placeholder="0.0"
              readOnly={submitting}
            />
            <RadioGroup
              label="중성화"
              name="neutering"
              required
              options={neutering}
              value={form.neutering === null ? null : form.neutering ? "yes" : "no"}
              onChange={(v) => form.changeNeutering(v === "yes")}
              error={form.errors.neutering}
              locked={submitting}
            />
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              {form.submitLabel}
            </Button>
            {form.mode === "edit" ? (
              <Button variant="ghost" fullWidth onClick={form.askDelete} disabled={submitting}>
                {form.copy.delete}
              </Button>
            ) : null}
          </Stack>
        </form>
      )}
      <Modal
        open={form.deleteDialog !== null}
        role="alertdialog"
        title={form.copy.deleteTitle}
        description={form.copy.deleteBody}
        {...(form.deleteDialog && !form.deleteDialog.isDeleting ? { onClose: form.deleteDialog.cancel } : {})}
        actions={
          <>
            <Button variant="outline" fullWidth onClick={form.deleteDialog?.cancel} disabled={form.deleteDialog?.isDeleting}>
              {form.copy.cancelDelete}
            </Button>
            <Button variant="danger" fullWidth onClick={form.deleteDialog?.confirm} loading={form.deleteDialog?.isDeleting}>
              {form.copy.confirmDelete}
            </Button>
          </>
        }
      />
      <Alert message={form.alert} onConfirm={form.dismissAlert} />
    </Page>
  )
}
