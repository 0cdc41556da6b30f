import { useEffect, useId, useState, type ReactElement } from "react"
import { Avatar } from "./misc.tsx"
import { IconCamera, IconClose } from "./icons.tsx"
import { Text } from "./Text.tsx"
import * as css from "./PhotoPicker.css.ts"
import { visuallyHidden } from "./Field.css.ts"
import { lockedProps } from "./locked.ts"
import { isReadablePicture, preparePhoto, preparePhotos } from "../platform/photoResize.ts"

/** An object URL for a picked file, revoked when the file changes or the component unmounts. */
export const useObjectUrl = (file: Blob | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const u = URL.createObjectURL(file)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [file])
  return url
}

export interface PhotoPickerProps {
  /** What the picker is for: "강아지 사진", "프로필 사진". */
  label: string
  /** The picked file (previewed) … */
  file: Blob | null
  /** … or the stored picture when nothing was picked. */
  currentUrl?: string | null
  onPick: (file: File | null) => void
  disabled?: boolean
  /** Waits while the form is sent: opens no picker (`aria-disabled`) but keeps the focus, unlike `disabled` (`ui/locked.ts`). */
  locked?: boolean
}

/** Said under the picker when a file that is not a picture was chosen (a phone's file browser lets one through). */
export const NOT_A_PICTURE = "사진 파일만 고를 수 있어요. 다른 파일을 골라 주세요."

/**
 * A round photo with a camera badge; tapping it opens the phone's picker (images only). A file that
 * is not a picture is not taken: the picker says so and keeps what it had, so the form can still be saved.
 */
export const PhotoPicker = ({ label, file, currentUrl, onPick, disabled, locked = false }: PhotoPickerProps): ReactElement => {
  const id = useId()
  const preview = useObjectUrl(file)
  const src = preview ?? currentUrl ?? null
  const [refused, setRefused] = useState(false)
  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.trigger} data-state={src ? "filled" : "empty"}>
        <Avatar src={src} alt={src ? `${label} 미리보기` : ""} size="xl" />
        <span className={css.badge} aria-hidden>
          <IconCamera size={18} />
        </span>
        <input
          id={id}
          type="file"
          accept="image/*"
          className={visuallyHidden}
          aria-label={`${label} 선택`}
          disabled={disabled}
          {...lockedProps(locked)}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0] ?? null
            event.currentTarget.value = ""
            if (locked) return
            if (!picked) {
              setRefused(false)
              onPick(null)
              return
            }
            // Resized and compressed on the device first (`preparePhoto`): a camera photo never meets the server's limit.
            void isReadablePicture(picked).then((readable) => {
              setRefused(!readable)
              if (readable) void preparePhoto(picked).then(onPick)
            })
          }}
        />
      </label>
      {refused ? (
        <Text size="sm" tone="danger" role="alert">
          {NOT_A_PICTURE}
        </Text>
      ) : (
        <Text size="sm" tone="muted">
          {src ? "사진을 눌러 바꿀 수 있어요" : `${label}을 추가해주세요`}
        </Text>
      )}
    </div>
  )
}

export interface PhotoGridPickerProps {
  /** What the photos are for: "사진". */
  label: string
  files: ReadonlyArray<Blob>
  /** Photos already stored (editing a post), shown before `files`; `onRemove`'s index counts them first. */
  urls?: ReadonlyArray<string>
  /** `2/5` */
  countLabel: string
  /** The picked files (several at once); the caller decides whether they fit. */
  onAdd: (files: ReadonlyArray<File>) => void
  onRemove: (index: number) => void
  /** Show the add tile as full (the picker still opens, so a refusal can be explained). */
  full?: boolean
  disabled?: boolean
  /**
   * Waits while the form is sent: the add tile opens no picker and the remove buttons remove
   * nothing (`aria-disabled`), but each keeps the focus, unlike `disabled` (`ui/locked.ts`).
   */
  locked?: boolean
}

const GridPhoto = ({
  file,
  label,
  onRemove,
  disabled,
  locked
}: {
  file: Blob
  label: string
  onRemove: () => void
  disabled?: boolean | undefined
  locked: boolean
}) => {
  const url = useObjectUrl(file)
  return (
    <li className={css.cell}>
      {url ? <img src={url} alt={label} className={css.cellImage} /> : null}
      <button type="button" className={css.remove} aria-label={`${label} 삭제`} disabled={disabled} {...lockedProps(locked, onRemove)}>
        <span className={css.removeMark} aria-hidden>
          <IconClose size={16} />
        </span>
      </button>
    </li>
  )
}

/** Several photos: previews with a remove button each, and a tile that opens the phone's picker (images only, several at once). */
export const PhotoGridPicker = ({
  label,
  files,
  urls = [],
  countLabel,
  onAdd,
  onRemove,
  full = false,
  disabled,
  locked = false
}: PhotoGridPickerProps): ReactElement => {
  const id = useId()
  return (
    <ul className={css.grid} aria-label={`${label} 목록`}>
      {urls.map((url, index) => (
        <li key={url} className={css.cell}>
          <img src={url} alt={`${label} ${index + 1}`} className={css.cellImage} />
          <button
            type="button"
            className={css.remove}
            aria-label={`${label} ${index + 1} 삭제`}
            disabled={disabled}
            {...lockedProps(locked, () => onRemove(index))}
          >
            <span className={css.removeMark} aria-hidden>
              <IconClose size={16} />
            </span>
          </button>
        </li>
      ))}
      {files.map((file, index) => (
        <GridPhoto
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; each tile derives everything from its `file` prop, so position is the identity
          key={index}
          file={file}
          label={`${label} ${urls.length + index + 1}`}
          onRemove={() => onRemove(urls.length + index)}
          disabled={disabled}
          locked={locked}
        />
      ))}
      <li>
        <label htmlFor={id} className={css.add} data-state={full ? "full" : "open"}>
          <IconCamera size={22} />
          <span>{countLabel}</span>
          <input
            id={id}
            type="file"
            accept="image/*"
            multiple
            className={visuallyHidden}
            aria-label={`${label} 추가`}
            disabled={disabled}
            {...lockedProps(locked)}
            onChange={(event) => {
              const picked = [...(event.currentTarget.files ?? [])]
              event.currentTarget.value = ""
              if (locked) return
              // Resized and compressed on the device first (`preparePhotos`): a camera photo never meets the server's limit.
              // A file the browser cannot read as a picture goes on as what it is, not an image: the
              // form refuses it with its own words ('이미지 파일만 올릴 수 있어요.') and keeps the rest.
              if (picked.length > 0)
                void Promise.all(
                  picked.map(async (f) => ((await isReadablePicture(f)) ? f : new File([f], f.name, { type: "application/octet-stream" })))
                ).then((checked) => preparePhotos(checked).then(onAdd))
            }}
          />
        </label>
      </li>
    </ul>
  )
}
