import { useEffect, useId, useState, type ReactElement } from "react"
import { Avatar } from "./misc.tsx"
import { IconCamera } from "./icons.tsx"
import { Text } from "./Text.tsx"
import * as css from "./PhotoPicker.css.ts"
import { visuallyHidden } from "./Field.css.ts"

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
}

/** A round photo with a camera badge; tapping it opens the phone's picker (images only). */
export const PhotoPicker = ({ label, file, currentUrl, onPick, disabled }: PhotoPickerProps): ReactElement => {
  const id = useId()
  const preview = useObjectUrl(file)
  const src = preview ?? currentUrl ?? null
  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.trigger} data-state={src ? "filled" : "empty"}>
        <Avatar src={src} alt={src ? `${label} 미리보기` : ""} size="xl" />
        <span className={css.badge} aria-hidden><IconCamera size={18} /></span>
        <input
          id={id}
          type="file"
          accept="image/*"
          className={visuallyHidden}
          aria-label={`${label} 선택`}
          disabled={disabled}
          onChange={(event) => {
            onPick(event.currentTarget.files?.[0] ?? null)
            event.currentTarget.value = ""
          }}
        />
      </label>
      <Text size="sm" tone="muted">{src ? "사진을 눌러 바꿀 수 있어요" : `${label}을 추가해 주세요`}</Text>
    </div>
  )
}
