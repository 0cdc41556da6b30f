import type { ReactElement } from "react"
import { MAX_POST_CONTENTS_LENGTH, MAX_POST_IMAGES, MAX_POST_TITLE_LENGTH } from "@mungwalk/core"
import type { PostWriteDialog, PostWriteView as PostWriteModel } from "@mungwalk/core/postWrite"
import { Alert, Button, LoadFailed, Modal, Page, Skeleton, Stack, Text, TextField, VisuallyHidden, lockedProps } from "../../ui/index.ts"
import { PhotoGridPicker } from "../../ui/PhotoPicker.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { BOARDS } from "./board.ts"
import { PostNotFound } from "./PostNotFound.tsx"
import * as css from "./community.css.ts"

export interface PostWriteViewProps {
  /** `connectPostWrite(...)`. */
  form: PostWriteModel
}

/** The form's questions (restore a draft, leave with unsaved work) in the app's dialog. */
const FormDialog = ({ dialog }: { dialog: PostWriteDialog | null }): ReactElement => (
  <Modal
    open={dialog !== null}
    role="alertdialog"
    title={dialog?.title ?? ""}
    description={dialog?.body}
    actionsLayout={dialog?.extraLabel ? "stack" : "row"}
    {...(dialog ? { onClose: dialog.cancel } : {})}
    actions={
      <>
        <Button variant={dialog?.extraLabel ? "primary" : "outline"} fullWidth onClick={dialog?.cancel}>
          {dialog?.cancelLabel}
        </Button>
        <Button variant={dialog?.extraLabel ? "outline" : "primary"} fullWidth onClick={dialog?.confirm}>
          {dialog?.confirmLabel}
        </Button>
        {dialog?.extraLabel ? (
          <Button variant="ghost" fullWidth onClick={dialog.extra}>
            {dialog.extraLabel}
          </Button>
        ) : null}
      </>
    }
  />
)

/** `/post/write` and `/post/edit/{postId}`: the board, title, contents, up to 5 photos, and the upload's progress while sending. */
export const PostWriteView = ({ form }: PostWriteViewProps): ReactElement => {
  if (form.load.status === "notFound") return <PostNotFound message={form.copy.notFound} actionLabel={form.copy.notFoundAction} />
  if (form.load.status === "failed") {
    return (
      <Page>
        <LoadFailed message={form.copy.couldNotLoad} onRetry={form.load.retry} retryLabel="다시 시도" />
      </Page>
    )
  }
  if (form.load.status === "loading") {
    return (
      <Page>
        <Skeleton height={44} label="게시글을 불러오는 중" />
        <Skeleton height={180} />
      </Page>
    )
  }
  return <PostForm form={form} />
}

/**
 * While the post is sent the fields wait read-only (title, contents) or locked (board, photos):
 * never `disabled`, which would drop the focus of whoever sent it (Enter in the title) to the page's top.
 */
const PostForm = ({ form }: PostWriteViewProps): ReactElement => {
  // '등록' with a blank field: the alert's '확인' leads to the field, marked with the same words.
  const formRef = useFocusFirstInvalid(form.alert !== null)
  return (
    <Page>
      {/* The bar shows the board; the screen's own name is for headings navigation. */}
      <VisuallyHidden as="h1">{form.mode === "edit" ? "게시글 수정" : "게시글 쓰기"}</VisuallyHidden>
      <form
        ref={formRef}
        aria-label={form.mode === "edit" ? "게시글 수정" : "게시글 쓰기"}
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <Stack gap="4">
          {/* A choice of one of two (toggle buttons, one pressed), not a way to elsewhere: a group, not a landmark. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
          <div className={css.tabs} role="group" aria-label="게시판 선택">
            {BOARDS.map((b) => (
              <button
                key={b.id}
                type="button"
                className={css.tab}
                data-state={b.id === form.boardId ? "active" : "inactive"}
                aria-pressed={b.id === form.boardId}
                {...lockedProps(form.isSubmitting, () => form.changeBoard(b.id))}
              >
                {b.title}
              </button>
            ))}
          </div>
          <TextField
            label="제목"
            placeholder={form.copy.titlePlaceholder}
            value={form.title}
            maxLength={MAX_POST_TITLE_LENGTH}
            readOnly={form.isSubmitting}
            error={form.titleError}
            onChange={(e) => form.changeTitle(e.currentTarget.value)}
          />
          <Stack gap="1">
            <label>
              <Stack gap="1">
                <Text as="span" size="sm" weight="bold">
                  내용
                </Text>
                <textarea
                  className={css.textarea}
                  rows={8}
                  placeholder={form.copy.contentsPlaceholder}
                  maxLength={MAX_POST_CONTENTS_LENGTH}
                  value={form.contents}
                  readOnly={form.isSubmitting}
                  aria-invalid={form.contentsError !== null || undefined}
                  aria-describedby={form.contentsError ? "post-contents-error" : undefined}
                  onChange={(e) => form.changeContents(e.currentTarget.value)}
                />
              </Stack>
            </label>
            {form.contentsError ? (
              <Text id="post-contents-error" size="sm" tone="danger">
                {form.contentsError}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="2">
            <Text as="span" size="sm" weight="bold">
              사진
            </Text>
            <PhotoGridPicker
              label="사진"
              files={form.images}
              urls={form.keptImages}
              countLabel={form.imageCountLabel}
              full={!form.canAddImage}
              locked={form.isSubmitting}
              onAdd={form.addImages}
              onRemove={form.removeImage}
            />
            <Text size="xs" tone="muted">
              사진은 최대 {MAX_POST_IMAGES}장, 이미지 파일만 올릴 수 있어요.
            </Text>
          </Stack>
          {form.progressPercent !== null ? (
            <div role="progressbar" aria-label="올리는 중" aria-valuemin={0} aria-valuemax={100} aria-valuenow={form.progressPercent} className={css.progress}>
              <div className={css.progressFill} style={{ width: `${form.progressPercent}%` }} />
            </div>
          ) : null}
          <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
            {form.submitLabel}
          </Button>
          {/* A slow or stalled upload can be stopped (the back bar and the browser's back stop it too). */}
          {form.isSubmitting ? (
            <Button type="button" variant="ghost" fullWidth onClick={form.cancelUpload} data-part="cancel-upload">
              {form.copy.cancelUpload}
            </Button>
          ) : null}
        </Stack>
      </form>
      <FormDialog dialog={form.dialog} />
      <Alert message={form.alert} onConfirm={form.dismissAlert} />
    </Page>
  )
}
